// End-to-end tests of `npm start`'s whole stack (scripts/start-e2e.mjs starts it on a fresh database and
// passes its addresses in E2E_BASE_URL and E2E_STACK): publish to live, scheduled publishing, a failed
// rebuild, the Content-Security-Policy. Debian's Chromium; every non-loopback request is aborted.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './e2e-stack',
  // A scheduled article waits for its minute and the cron's next tick, then for a rebuild.
  timeout: 240_000,
  expect: { timeout: 15_000 },
});
