import { defineConfig } from 'vitest/config';

// Pure functions with no module state: the files share one worker's modules (isolate: false), which
// saves a worker start and the imports per file.
export default defineConfig({ test: { include: ['tests/**/*.test.ts'], isolate: false } });
