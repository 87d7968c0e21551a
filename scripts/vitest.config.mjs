// The tests of the scripts (site server, Netlify rules, rebuild worker, site stamp), beside them.
// The files share one worker and its modules (isolate: false); each puts back what it changes.
// 30 s is a hang guard, not a budget: in `npm test` these run beside the browser lane, where the rebuild
// worker's search-index test (two real Pagefind runs) outlasted the default 5 s.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: import.meta.dirname, include: ['tests/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000 },
});
