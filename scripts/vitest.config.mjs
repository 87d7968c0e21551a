// The tests of the scripts (site server, Netlify rules, rebuild worker, site stamp), beside them.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { root: import.meta.dirname, include: ['tests/**/*.test.ts'], environment: 'node' } });
