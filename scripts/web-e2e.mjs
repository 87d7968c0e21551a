// The browser tests, on one stack that never leaves the machine (`pnpm --filter web e2e`, and `npm test`):
//   1. `npm start` itself (scripts/start.mjs through scripts/product-stack.mjs): the CMS on a copy of the
//      seeded demo content (E2E_TEMPLATE_DIR, from cms/scripts/seed-template.js; seeded here when absent),
//      the rebuild worker, the site built and served on one origin with the editors' preview; every port
//      chosen by the system, every file in a temporary folder
//   2. the dist walk (web/tests/built-site) over the site as first built, before any test publishes
//   3. Playwright in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium): the `site` project
//      (web/e2e, on E2E_WORKERS workers, 2 by default) then the `stack` project (web/e2e-stack), see
//      web/playwright.config.ts
// Mail goes to a local SMTP sink the specs read (E2E_MAIL_DIR); the scheduler runs every second, so a
// scheduled article is published seconds after its date. Extra arguments go to `playwright test`.
// E2E_REPORT_DIR=<dir> writes dist-walk.json (Vitest), e2e-site.json and e2e-stack.json (Playwright) there
// for `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailSink } from './mail-sink.mjs';
import { requireChromium, root, run } from './web-stack.mjs';
import { startProductStack } from './product-stack.mjs';

const chromium = requireChromium('web-e2e');
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-e2e-mail-'));
const mail = await startMailSink(mailDir);

/** The seeded template to start from: the one `npm test` made, or a new one. */
function template() {
  let dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-e2e-template-'));
    const seeded = spawnSync(process.execPath, ['scripts/seed-template.js', dir], { cwd: path.join(root, 'cms'), stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error('seeding the demo content failed');
  }
  return { dir, database: path.join(dir, 'template.db'), publicDir: path.join(dir, 'public') };
}

let status;
let stack;
/** Where the lane's time went (E2E_REPORT_DIR/phases.json, printed by npm test): each step's seconds. */
const phases = [];
const timed = async (name, step) => {
  const started = Date.now();
  try {
    return await step();
  } finally {
    phases.push({ name, seconds: (Date.now() - started) / 1000 });
  }
};
const seeded = template();
try {
  stack = await timed('stack started', () =>
    startProductStack({
      name: 'web-e2e',
      template: seeded,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.port),
        SMTP_IGNORE_TLS: 'true',
        EMAIL_FROM: 'site@teranga-services.sn',
        SCHEDULER_RULE: '* * * * * *',
        REBUILD_DEBOUNCE_MS: '500',
        // No public cache lifetime: a build reads what changed since its last read, as on a CMS running for a while.
        PUBLIC_CACHE_SECONDS: '0',
        // Every browser test comes from one address: the per-address budgets (wrong passwords, reset requests)
        // would be shared by specs that each try a few, as the contact and newsletter ones already are.
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        PASSWORD_RESET_RATE_LIMIT: '1000',
      },
    }),
  );
  const dist = path.join(stack.env.SITE_STATE_DIR, 'dist');
  const reports = process.env.E2E_REPORT_DIR;
  const vitestReport = reports
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'dist-walk.json')}`]
    : [];
  status = await timed('dist walk', () =>
    run('web dist walk', 'pnpm', ['exec', 'vitest', 'run', '--project', 'dist', ...vitestReport], {
      WEB_OUT_DIR: fs.realpathSync(dist),
      CMS_URL: stack.cmsUrl,
      SITE_URL: stack.siteUrl,
    }),
  );
  const playwrightEnv = {
    E2E_BASE_URL: stack.siteUrl,
    CHROMIUM_PATH: chromium,
    E2E_MAIL_DIR: mailDir,
    E2E_STACK: JSON.stringify({
      cmsUrl: stack.cmsUrl,
      siteUrl: stack.siteUrl,
      stateDir: stack.env.SITE_STATE_DIR,
      cmsDir: path.join(root, 'cms'),
      workerUrl: stack.workerUrl,
      rebuildToken: stack.env.REBUILD_TOKEN,
      cmsPid: stack.cmsPid(),
      cmsEnv: stack.cmsEnv,
    }),
  };
  // The site's specs, then the stack's (which rebuild the site and stop the CMS last).
  const outputRoot = process.env.E2E_OUTPUT_DIR ?? path.join(root, 'web', 'test-results');
  let playwrightStatus = 0;
  for (const project of ['site', 'stack']) {
    const code = await timed(`${project} specs`, () =>
      run(
        `web e2e: ${project} (Playwright, Chromium)`,
        'pnpm',
        [
          'exec',
          'playwright',
          'test',
          '--project',
          project,
          '--pass-with-no-tests',
          ...(reports ? ['--reporter=list,json'] : []),
          ...process.argv.slice(2),
        ],
        {
          ...playwrightEnv,
          // One folder per project: Playwright empties its output folder when it starts, and the stack's run
          // must not erase the site's failure artifacts and screenshots. Kept after the run (git ignores it).
          E2E_OUTPUT_DIR: path.join(outputRoot, project),
          ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `e2e-${project}.json`) } : {}),
        },
      ),
    );
    playwrightStatus ||= code;
  }
  status ||= playwrightStatus;
} catch (error) {
  console.error(`web-e2e: ${error.message}`);
  status = 1;
} finally {
  if (stack && process.env.E2E_REPORT_DIR) {
    // The site's rebuilds run beside the specs, on the same cores: how many, and their seconds in all.
    const builds = [...stack.output.matchAll(/rebuild: site updated in ([\d.]+) s/g)].map((m) => Number(m[1]));
    const report = { phases, builds: { count: builds.length, seconds: builds.reduce((a, b) => a + b, 0) } };
    fs.writeFileSync(path.join(process.env.E2E_REPORT_DIR, 'phases.json'), JSON.stringify(report));
  }
  await stack?.stop();
  await mail.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  if (!process.env.E2E_TEMPLATE_DIR) fs.rmSync(seeded.dir, { recursive: true, force: true });
}
process.exit(status);
