import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose subject is a boot (a first start, the seed, bootstrap in production, backups, S3, several
 * processes, outages, a crash): they start CMSs of their own, so they run after the files that share the
 * worker's CMS (tests/helpers/strapi.ts), which is then started once.
 */
const OWN_BOOTS = [
  'backup',
  'crash-consistency',
  'database-outage',
  'demo-seed',
  'production-bootstrap',
  'proxy',
  'rebuild-processes',
  'redis-outage',
  'redis-store',
  's3-uploads',
  'scheduled-publishing',
  'two-instances',
];
const ownBoot = (file: string) => OWN_BOOTS.some((name) => file.endsWith(`/${name}.test.ts`));

class SharedCmsFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => Number(ownBoot(a.moduleId)) - Number(ownBoot(b.moduleId)) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SharedCmsFirst },
    projects: [
      // Pure rules: the files share one worker and its modules (isolate: false), a third of the time per file.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Compiles the CMS when its sources changed and seeds a template database once per run.
          globalSetup: ['tests/helpers/global-setup.ts'],
          // One worker thread runs every file and keeps its modules between them: the files share its
          // started CMS. (Threads: Strapi's destroy() removes process listeners, which kills forked workers.)
          pool: 'threads',
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
