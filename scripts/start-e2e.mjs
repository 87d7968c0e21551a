// The end-to-end test of `npm start`: starts scripts/start.mjs on a fresh database, in a temporary
// folder with free ports (scripts/product-stack.mjs), runs web/e2e-stack in Debian's Chromium against it,
// then stops it with Ctrl-C. E2E_REPORT_DIR=<dir> writes Playwright's JSON report there (npm test counts it).
import path from 'node:path';
import { requireChromium, run } from './web-stack.mjs';
import { startProductStack } from './product-stack.mjs';

const chromium = requireChromium('start-e2e');
console.log('\n=== npm start on a fresh database');
// No public cache lifetime: the CMS's changes then reach back 5 s only (services/public-changes.ts), so the
// publications of the tests, a few seconds after the start, read what changed rather than every list,
// as on a CMS that has been running for a while.
const stack = await startProductStack({ name: 'start-e2e', env: { REBUILD_DEBOUNCE_MS: '500', PUBLIC_CACHE_SECONDS: '0' } });
let status;
try {
  const reports = process.env.E2E_REPORT_DIR;
  status = await run(
    'npm start end to end (Playwright, Chromium)',
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      '--config',
      'playwright.stack.config.ts',
      ...(reports ? ['--reporter=list,json'] : []),
      ...process.argv.slice(2),
    ],
    {
      E2E_BASE_URL: stack.siteUrl,
      CHROMIUM_PATH: chromium,
      E2E_OUTPUT_DIR: path.join(stack.tmp, 'test-results'),
      E2E_STACK: JSON.stringify({
        cmsUrl: stack.cmsUrl,
        siteUrl: stack.siteUrl,
        stateDir: stack.env.SITE_STATE_DIR,
        cmsDir: path.join(import.meta.dirname, '..', 'cms'),
        workerUrl: stack.workerUrl,
        rebuildToken: stack.env.REBUILD_TOKEN,
        cmsPid: stack.cmsPid(),
        cmsEnv: stack.cmsEnv,
      }),
      ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'start-e2e.json') } : {}),
    },
  );
} finally {
  await stack.stop();
}
process.exit(status);
