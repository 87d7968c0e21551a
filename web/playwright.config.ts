// Browser tests in Debian's Chromium against a local stack (scripts/web-e2e.mjs): `npm start`'s CMS,
// rebuild worker and one-origin site server, on a copy of the seeded demo content (E2E_BASE_URL, E2E_STACK).
// Two projects, each on a stack of its own, run one after the other by the driver: `site` (e2e/: the public pages and the
// back-office, spread over the workers; each spec makes its own data), then `stack` (e2e-stack/: publish
// to live, scheduled publishing, the CSP, and last a stopped CMS; one at a time, as they rebuild the site
// and read the worker's history).
// Every non-loopback request is aborted (e2e/fixtures.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './bench/chromium.mjs';

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  // How long an assertion waits for the page to reach its state. Playwright's 5 s default is a wall-clock
  // ceiling: in `npm test` these specs share two cores with a second browser, the unit tests and the CMS,
  // where a save that sends a picture (its formats and WebP copies made by sharp) has taken longer. A test
  // here checks what the page ends up showing; how fast lives in `npm run bench`.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4321',
    locale: 'fr-FR',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'site', testDir: './e2e' },
    {
      name: 'stack',
      testDir: './e2e-stack',
      workers: 1,
      // A rebuild, a scheduled article's tick, a full build to compare with.
      timeout: 240_000,
      expect: { timeout: 15_000 },
    },
  ],
});
