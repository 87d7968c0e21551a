// The tests of the scripts (site server, Netlify rules, rebuild worker, site stamp), beside them.
import { defineConfig } from 'vitest/config';

// The files share one worker and its modules (isolate: false); each puts back what it changes.
export default defineConfig({ test: { root: import.meta.dirname, include: ['tests/**/*.test.ts'], environment: 'node', isolate: false } });
