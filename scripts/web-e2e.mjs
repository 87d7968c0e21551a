// The browser tests, on stacks that never leave the machine (`pnpm --filter web e2e`, and `npm test`):
//   1. `npm start` itself (scripts/start.mjs through scripts/product-stack.mjs): the CMS on a copy of the
//      seeded demo content (E2E_TEMPLATE_DIR, from cms/scripts/seed-template.js; seeded here when absent),
//      the rebuild worker, the site built and served on one origin with the editors' preview; every port
//      chosen by the system, every file in a temporary folder
//   2. the dist walk (web/tests/built-site) over the site as first built, before any test publishes
//   3. Playwright in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium): the `site` project
//      (web/e2e, on E2E_WORKERS workers, 2 by default), then a second stack, fresh, for the `stack` project
//      (web/e2e-stack), see web/playwright.config.ts; each stack asks for rebuilds as REBUILDS says
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

let status = 0;
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

/**
 * How each project's stack asks for rebuilds. The site's specs work in the back-office, two at a time,
 * and publish every few seconds; two of them (save-bar, medias) wait for a page of the site, with bounds of minutes. Their
 * stack batches the rebuilds as a busy CMS would (a call once changes are 10 s quiet, at most 60 s after the
 * first): each rebuild and the build process it readies cost several seconds of both cores, and one per
 * publication came to about fifty during the run. The stack's specs measure publishing itself, on a fresh
 * stack of their own that calls the worker half a second after a change.
 */
const REBUILDS = {
  site: { REBUILD_DEBOUNCE_MS: '10000', REBUILD_MAX_WAIT_MS: '60000' },
  stack: { REBUILD_DEBOUNCE_MS: '500' },
};

const seeded = template();
/** The stacks started, each stopped after its project; their output is read for the rebuild count. */
const stacks = [];
const startStack = (project) =>
  timed(`stack started (${project})`, async () => {
    const stack = await startProductStack({
      name: `web-e2e-${project}`,
      template: seeded,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.port),
        SMTP_IGNORE_TLS: 'true',
        EMAIL_FROM: 'site@teranga-services.sn',
        SCHEDULER_RULE: '* * * * * *',
        ...REBUILDS[project],
        // No public cache lifetime: a build reads what changed since its last read, as on a CMS running for a while.
        PUBLIC_CACHE_SECONDS: '0',
        // Every browser test comes from one address: the per-address budgets (wrong passwords, reset requests)
        // would be shared by specs that each try a few, as the contact and newsletter ones already are.
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        PASSWORD_RESET_RATE_LIMIT: '1000',
      },
    });
    stacks.push(stack);
    return stack;
  });
const reports = process.env.E2E_REPORT_DIR;
// One folder per project: Playwright empties its output folder when it starts, and the stack's run must
// not erase the site's failure artifacts and screenshots. Kept after the run (git ignores it).
const outputRoot = process.env.E2E_OUTPUT_DIR ?? path.join(root, 'web', 'test-results');
try {
  // The site's specs, then the stack's (which rebuild the site and stop the CMS last), each on its own stack.
  for (const project of ['site', 'stack']) {
    const stack = await startStack(project);
    if (project === 'site') {
      // The built site as first built, before any test publishes.
      const dist = path.join(stack.env.SITE_STATE_DIR, 'dist');
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
    }
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
          E2E_OUTPUT_DIR: path.join(outputRoot, project),
          ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `e2e-${project}.json`) } : {}),
        },
      ),
    );
    status ||= code;
    await stack.stop();
  }
} catch (error) {
  console.error(`web-e2e: ${error.message}`);
  status = 1;
} finally {
  if (reports) {
    // The site's rebuilds run beside the specs, on the same cores: how many, and their seconds in all.
    const builds = stacks.flatMap((stack) => [...stack.output.matchAll(/rebuild: site updated in ([\d.]+) s/g)].map((m) => Number(m[1])));
    const report = { phases, builds: { count: builds.length, seconds: builds.reduce((a, b) => a + b, 0) } };
    fs.writeFileSync(path.join(reports, 'phases.json'), JSON.stringify(report));
  }
  for (const stack of stacks) await stack.stop();
  await mail.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  if (!process.env.E2E_TEMPLATE_DIR) fs.rmSync(seeded.dir, { recursive: true, force: true });
}
process.exit(status);
