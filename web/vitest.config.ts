/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config (so .astro components render in the container API) with two projects:
// `unit` (pure logic, islands and components; no CMS, no build) and `dist` (walks the built site).
export default getViteConfig({
  test: {
    projects: [
      // Tests that type into forms run beside the browser lane in `npm test`: 5 s is a hang guard there, not a budget.
      // The files share one worker and its modules (isolate: false): a new worker, environment and import graph per
      // file was 60 % of this tier's time. Each file puts back what it changes (process.env, globals, its msw server).
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000, isolate: false },
      },
      // Walking every built page (thousands in a corpus build) takes more than the default 5 s on a loaded machine.
      { extends: true, test: { name: 'dist', include: ['tests/built-site/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
    ],
  },
});
