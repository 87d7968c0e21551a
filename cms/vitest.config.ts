import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Compiles the CMS and seeds a template database once per run.
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Strapi's destroy() removes process listeners, which kills forked workers.
          pool: 'threads',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
