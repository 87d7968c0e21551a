// `npm test`: every suite, in order, with one closing count.
//   lint and format → scripts' unit tests → domain package (types, unit) → cms unit → cms integration on SQLite → the same on PostgreSQL → web unit → web end to end
//   (a CMS on a fresh database, the site built against it and walked, Playwright in Chromium)
//   → `npm start` end to end (the whole stack on a fresh database: publish, schedule, failed rebuild, CSP)
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
/** Names of the failed tests, repeated at the very end: a CI log is often read from its tail. */
const failures = [];

function vitest(name, cwd, args, env = {}) {
  const report = path.join(reports, `${name}.json`);
  console.log(`\n=== ${name}`);
  const run = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  countVitest(report);
  if (run.status !== 0) {
    failedSuites += 1;
    console.error(`=== ${name} failed (exit ${run.status})`);
  }
}

function countPlaywright(report) {
  if (!fs.existsSync(report)) return;
  const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const { suites = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${path.basename(report, '.json')}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
}

function countVitest(report) {
  if (!fs.existsSync(report)) return;
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${path.basename(report, '.json')}: ${path.relative(root, file.name)} › ${test.fullName}`);
    // A file that fails before its tests run (an import error, a hook) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${path.basename(report, '.json')}: ${path.relative(root, file.name)} › ${file.message ?? 'failed'}`);
  }
}

/** Debian's Chromium for the browser tests, installed when missing (as root, from Debian's packages). */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("\n=== installing Debian's chromium for the browser tests");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  return fs.existsSync(chromium);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A type check counts as one test: a missing translation key, for one, is a type error. */
function typecheck(name, cwd) {
  console.log(`\n=== ${name}`);
  const run = spawnSync('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd, stdio: 'inherit' });
  if (run.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSuites += 1;
    failures.push(`${name}: tsc reported errors (above)`);
  }
}

/** `npm run lint`'s two checks, each counted as one test: ESLint, then Prettier's formatting. */
function lint() {
  const checks = [
    ['lint', ['exec', 'eslint', '--max-warnings=0', '.'], 'lint: ESLint reported problems (above)'],
    ['format', ['exec', 'prettier', '--check', '.'], 'format: files not formatted (above; `npm run format` fixes them)'],
  ];
  for (const [name, args, failure] of checks) {
    console.log(`\n=== ${name}`);
    const run = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
    if (run.status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failedSuites += 1;
      failures.push(failure);
    }
  }
}

lint();
vitest('scripts unit', root, ['--config', 'scripts/vitest.config.mjs']);

const domain = path.join(root, 'packages', 'domain');
typecheck('domain types', domain);
vitest('domain unit', domain, []);
// The CMS's type check and compiled server read the package's CommonJS build.
spawnSync('pnpm', ['run', 'build'], { cwd: domain, stdio: 'inherit' });

const cms = path.join(root, 'cms');
typecheck('cms types', cms);
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

const web = path.join(root, 'web');
typecheck('web types', web);
vitest('web unit', web, ['--project', 'unit']);

if (ensureChromium()) {
  console.log('\n=== web end to end');
  const dir = path.join(reports, 'e2e');
  fs.mkdirSync(dir);
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'web-e2e.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_REPORT_DIR: dir },
  });
  countVitest(path.join(dir, 'dist-walk.json'));
  countPlaywright(path.join(dir, 'e2e.json'));
  if (run.status !== 0) {
    failedSuites += 1;
    console.error(`=== web end to end failed (exit ${run.status})`);
  }
  console.log('\n=== npm start end to end');
  const stackDir = path.join(reports, 'start-e2e');
  fs.mkdirSync(stackDir);
  const stack = spawnSync(process.execPath, [path.join(root, 'scripts', 'start-e2e.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_REPORT_DIR: stackDir },
  });
  countPlaywright(path.join(stackDir, 'start-e2e.json'));
  if (stack.status !== 0) {
    failedSuites += 1;
    console.error(`=== npm start end to end failed (exit ${stack.status})`);
  }
} else {
  console.error("No Chromium for the browser tests: install Debian's chromium (or set CHROMIUM_PATH).");
  failedSuites += 1;
}

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites || totals.failed ? 1 : 0);
