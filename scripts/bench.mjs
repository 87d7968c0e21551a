// `npm run bench`: prints the figures of every benchmark (budgets are checked there, not in tests).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
let failed = 0;
for (const [name, filter] of [
  ['CMS API and back-office', 'cms'],
  [
    'site: back-office bundle and the JS it loads in Chromium, preview panel refresh, 1,000/500/300 corpus build, Lighthouse and page weight',
    'web',
  ],
]) {
  console.log(`\n=== ${name}`);
  const run = spawnSync('pnpm', ['--filter', filter, 'run', 'bench'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
console.log('\n=== publish-to-live (npm start, demo content)');
if (spawnSync(process.execPath, [path.join(root, 'scripts/bench-publish.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) failed += 1;
process.exit(failed ? 1 : 0);
