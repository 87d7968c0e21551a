// `pnpm --filter web e2e`: the public site end to end, on a fresh stack that never leaves the machine.
//   1. a CMS on a temporary SQLite database, seeded with the demo content, on a free port
//   2. the site built against it into a temporary folder (web/dist is left alone), then the dist walk
//   3. the one-origin site server (scripts/site-server.mjs) on a free port, with the editors' preview
//   4. Playwright in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
// Steps 1-3 are scripts/web-stack.mjs, shared with the Lighthouse benchmark (web/bench/lighthouse.mjs).
// Extra arguments go to `playwright test`. E2E_REPORT_DIR=<dir> also writes dist-walk.json (Vitest) and
// e2e.json (Playwright) there, for a driver that adds up the counts.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { startMailSink } from './mail-sink.mjs';
import { requireChromium, run, startWebStack } from './web-stack.mjs';

const chromium = requireChromium('web-e2e');
// The CMS mails (password reset, contact, newsletter) to a local sink the specs read (E2E_MAIL_DIR).
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-e2e-mail-'));
const mail = await startMailSink(mailDir);
const stack = await startWebStack({ name: 'web-e2e', sitePort: process.env.E2E_PORT, smtpPort: mail.port });
stack.defer(async () => {
  await mail.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
});

let status;
try {
  // A first start compiles the CMS and seeds it: minutes on a loaded machine.
  await stack.waitForCms(Number(process.env.E2E_CMS_START_SECONDS ?? 600) * 1000);
  status = await stack.build();
  if (status === 0) status = await stack.buildPreview();
  const reports = process.env.E2E_REPORT_DIR;
  const vitestReport = reports
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'dist-walk.json')}`]
    : [];
  if (status === 0)
    status = await run('web dist walk', 'pnpm', ['exec', 'vitest', 'run', '--project', 'dist', ...vitestReport], stack.buildEnv);
  if (status === 0) {
    await stack.serve();
    const playwrightReport = reports ? ['--reporter=list,json'] : [];
    status = await run(
      'web e2e (Playwright, Chromium)',
      'pnpm',
      ['exec', 'playwright', 'test', ...playwrightReport, ...process.argv.slice(2)],
      {
        E2E_BASE_URL: stack.siteUrl,
        CHROMIUM_PATH: chromium,
        E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.join(stack.tmp, 'test-results'),
        E2E_MAIL_DIR: mailDir,
        ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') } : {}),
      },
    );
  }
} catch (error) {
  console.error(`web-e2e: ${error.message}`);
  status = 1;
} finally {
  await stack.stop();
}
process.exit(status);
