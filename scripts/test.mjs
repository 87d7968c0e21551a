// `npm test`: every suite, in order, with one closing count.
//   cms unit tests → cms integration tests on SQLite → the same suite on PostgreSQL
// PostgreSQL runs when it answers on 127.0.0.1:5432 (or TEST_POSTGRES_URL); REQUIRE_POSTGRES=1
// (set by CI) turns a missing server into a failure instead of a skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;

function vitest(name, cwd, args, env = {}) {
  const report = path.join(reports, `${name}.json`);
  console.log(`\n=== ${name}`);
  const run = spawnSync('pnpm', ['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd, stdio: 'inherit', env: { ...process.env, ...env },
  });
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  if (run.status !== 0) {
    failedSuites += 1;
    console.error(`=== ${name} failed (exit ${run.status})`);
  }
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const cms = path.join(root, 'cms');
vitest('cms unit', cms, ['--project', 'unit']);
vitest('cms integration (SQLite)', cms, ['--project', 'integration']);

const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = new URL(pgUrl);
if (await reachable(pg.hostname, Number(pg.port || 5432))) {
  vitest('cms integration (PostgreSQL)', cms, ['--project', 'integration'], { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: pgUrl });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL is required but does not answer at ${pg.host}`);
  failedSuites += 1;
} else {
  console.log('\n=== cms integration (PostgreSQL) skipped: no server at', pg.host);
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites || totals.failed ? 1 : 0);
