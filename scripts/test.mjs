// `npm test`: every suite, on both cores, with one closing count.
// First, once: the domain package's build, the CMS compiled (cms/scripts/compile.js) and the demo content
// seeded (cms/scripts/seed-template.js) into a SQLite template and, side by side on the second core, a
// PostgreSQL template database: every CMS of the run copies one of them. Then five
// lanes, two at a time (TEST_LANES), each writing its own log, printed when the lane ends:
//   browser     one stack (`npm start` on a copy of the template), the built site walked, Playwright (scripts/web-e2e.mjs)
//   SQLite      the CMS integration tests on SQLite (one CMS per worker, tests/helpers/strapi.ts)
//   PostgreSQL  the same on PostgreSQL (databases of its own run, dropped after)
//   unit        the unit tests (scripts, domain, cms, web)
//   checks      ESLint, Prettier, the three type checks
// The lanes start longest first, each as a slot frees: the browser lane holds one core for most of the run
// while the others follow one another on the second, and the two short ones fill whichever slot ends first.
// (In the order "checks first", the PostgreSQL lane ran last on its own with one core idle.)
// Last (scripts/test-report.mjs), a table of each tier's count and seconds, the ten slowest test files, the
// failed tests by name, and the closing count. A tier that cannot run (no PostgreSQL, no Chromium, a failed
// preparation) is listed instead (`vitest list`, `playwright test --list`), and its tests are counted as not
// run, with why, in the table and the closing line. PostgreSQL runs when it answers on 127.0.0.1:5432 (or
// TEST_POSTGRES_URL); REQUIRE_POSTGRES=1 (set by CI) turns a missing server into a failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scratchRoot } from './scratch.mjs';
import { tcpReachable } from './tcp-reachable.mjs';
import {
  browserBreakdown,
  closingLine,
  failureExcerpt,
  listedPlaywright,
  listedVitest,
  playwrightError,
  playwrightFiles,
  slowest,
  table,
  vitestFiles,
} from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const domain = path.join(root, 'packages', 'domain');
const cms = path.join(root, 'cms');
const web = path.join(root, 'web');
// Everything the run writes goes under one scratch folder (scripts/scratch.mjs: in memory when the machine
// can spare it); every process it starts inherits it as TMPDIR.
const scratch = scratchRoot();
const work = fs.mkdtempSync(path.join(scratch.dir, 'npm-test-'));
process.env.TMPDIR = path.join(work, 'tmp');
fs.mkdirSync(process.env.TMPDIR);
console.log(`scratch folder: ${work} (${scratch.why})`);
const reports = path.join(work, 'reports');
fs.mkdirSync(reports);
const started = Date.now();
const seconds = (since) => (Date.now() - since) / 1000;

/** One line per tier of the closing table: what ran, its counts and its seconds. */
const tiers = [];
/** Names of the failed tests, repeated at the very end: a CI log is often read from its tail. */
const failures = [];
/** Each test file's seconds, from the reports, for the slowest-first list. */
const timings = [];

function readVitest(name, report) {
  const tier = { passed: 0, failed: 0, skipped: 0 };
  if (!fs.existsSync(report)) return tier;
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  timings.push(...vitestFiles(r, name, root));
  tier.passed = r.numPassedTests;
  tier.failed = r.numFailedTests;
  tier.skipped = r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${name}: ${path.relative(root, file.name)} › ${test.fullName}\n${failureExcerpt(test.failureMessages?.[0])}`);
    // A file that fails before its tests run (an import error, a hook) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${name}: ${path.relative(root, file.name)} › ${file.message ?? 'failed'}`);
  }
  return tier;
}

function readPlaywright(name, report) {
  const tier = { passed: 0, failed: 0, skipped: 0 };
  if (!fs.existsSync(report)) return tier;
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8'));
  const { stats, suites = [] } = parsed;
  // Spec files are named from the config's folder (web/).
  timings.push(...playwrightFiles(parsed, name, 'web'));
  tier.passed = stats.expected + (stats.flaky ?? 0);
  tier.failed = stats.unexpected;
  tier.skipped = stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok)
        failures.push(
          `${name}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${failureExcerpt(playwrightError(spec))}`,
        );
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return tier;
}

/** Runs a command with its output appended to `log`; resolves to its exit code. */
function exec(command, args, { cwd, env = {}, log }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'a');
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    child.on('error', (error) => {
      fs.appendFileSync(log, `${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

/** Runs a command for its output (a listing); null when it fails. */
function output(command, args, { cwd, env = {} }) {
  const r = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return r.status === 0 ? r.stdout : null;
}

/** How many tests a Vitest run holds, from `vitest list` (which imports the files, runs none); null when it fails. */
function listVitest(cwd, args, env = {}) {
  const file = path.join(work, `list-${randomBytes(4).toString('hex')}.json`);
  if (output('pnpm', ['exec', 'vitest', 'list', ...args, `--json=${file}`], { cwd, env }) === null || !fs.existsSync(file)) return null;
  return listedVitest(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** How many tests a Playwright project holds (`playwright test --list`); null when it fails. */
function listPlaywright(project) {
  const out = output('pnpm', ['exec', 'playwright', 'test', '--list', '--project', project, '--reporter=json'], { cwd: web });
  try {
    return out === null ? null : listedPlaywright(JSON.parse(out));
  } catch {
    return null;
  }
}

/** A tier that did not run: its tests listed, counted as not run for `reason`. */
const notRun = (step, reason) => ({ passed: 0, failed: 0, skipped: 0, notRun: { count: step.list(), reason } });

// Each step is a tier of the table: it runs a command and says how many tests passed, failed, were skipped;
// `list()` says how many it holds without running them.
const check = (name, cwd, command, args, failure) => ({
  name,
  list: () => 1,
  async run(log) {
    const ok = (await exec(command, args, { cwd, log })) === 0;
    if (!ok) failures.push(failure);
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ok };
  },
});
/** A type check counts as one test: a missing translation key, for one, is a type error. */
const typecheck = (name, cwd) =>
  check(name, cwd, 'pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tsconfig.json'], `${name}: tsc reported errors`);
const vitest = (name, cwd, args, env = {}) => ({
  name,
  list: () => listVitest(cwd, args, env),
  async run(log) {
    const report = path.join(reports, `${name}.json`);
    const code = await exec(
      'pnpm',
      ['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd, env, log },
    );
    const tier = readVitest(name, report);
    if (code !== 0 && tier.failed === 0) failures.push(`${name}: vitest exited with ${code} (see the lane's log)`);
    return { ...tier, ok: code === 0 };
  },
});

/** Debian's Chromium for the browser tests, installed when missing (as root, from Debian's packages). */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("installing Debian's chromium for the browser tests");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  return fs.existsSync(chromium);
}

// ── Once, before the lanes ────────────────────────────────────────────────────────────────────────────
const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pg = new URL(pgUrl);
const postgresUp = await tcpReachable(pg.hostname, Number(pg.port || 5432), 1500);
/** The PostgreSQL lane's template database, seeded here and dropped at the end of the run. */
const pgTemplate = `npm_test_${randomBytes(4).toString('hex')}_template`;
// Seeded without waiting for each commit's fsync (as the tests' databases, cms/tests/helpers/postgres.ts).
const pgTemplateUrl = Object.assign(new URL(pgUrl), { pathname: `/${pgTemplate}` });
pgTemplateUrl.search = `?options=${encodeURIComponent('-c synchronous_commit=off')}`;

/** Runs one statement on the PostgreSQL server (the client is the CMS's own dependency). */
async function onPostgres(sql) {
  const { Client } = createRequire(path.join(cms, 'package.json'))('pg');
  const client = new Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

console.log('=== preparing: the domain build, the CMS compiled, the demo content seeded once per database');
const prepareStarted = Date.now();
const prepareLog = path.join(work, 'preparation.log');
async function prepare() {
  if ((await exec('pnpm', ['run', 'build'], { cwd: domain, log: prepareLog })) !== 0) return false;
  if ((await exec(process.execPath, ['scripts/compile.js'], { cwd: cms, log: prepareLog })) !== 0) return false;
  // Each seed boots a CMS and keeps one core busy: the two run side by side.
  const seed = (dir, ...databaseUrl) =>
    exec(process.execPath, ['scripts/seed-template.js', path.join(work, dir), ...databaseUrl], { cwd: cms, log: prepareLog });
  const seeds = [seed('template')];
  if (postgresUp) seeds.push(onPostgres(`CREATE DATABASE "${pgTemplate}"`).then(() => seed('pg-template', pgTemplateUrl.toString())));
  return (await Promise.all(seeds)).every((code) => code === 0);
}
const prepared = await prepare().catch((error) => {
  fs.appendFileSync(prepareLog, `${error.message}\n`);
  return false;
});
console.log(fs.readFileSync(prepareLog, 'utf8'));
// The browser stack writes uploads of its own: it starts from a copy, not from the integration tests' folder.
if (prepared) fs.cpSync(path.join(work, 'template'), path.join(work, 'e2e-template'), { recursive: true });
tiers.push({ name: 'preparation', lane: '-', passed: 0, failed: prepared ? 0 : 1, skipped: 0, seconds: seconds(prepareStarted) });
if (!prepared) failures.push('preparation: the domain build, the CMS compile or a seed failed (above)');

// ── The lanes ─────────────────────────────────────────────────────────────────────────────────────────
const sqliteTemplate = { CMS_TEST_TEMPLATE: path.join(work, 'template', 'template.db'), CMS_TEST_RUN_DIR: path.join(work, 'template') };

const lanes = [
  {
    name: 'browser',
    steps: [
      {
        name: 'browser (dist walk, Playwright)',
        list() {
          const counts = [listVitest(web, ['--project', 'dist']), listPlaywright('site'), listPlaywright('stack')];
          return counts.includes(null) ? null : counts.reduce((a, b) => a + b);
        },
        async run(log) {
          if (!ensureChromium()) {
            failures.push("browser: no Chromium; install Debian's chromium (or set CHROMIUM_PATH)");
            return { ...notRun(this, 'no Chromium'), failed: 1, ok: false };
          }
          const dir = path.join(reports, 'e2e');
          fs.mkdirSync(dir);
          const code = await exec(process.execPath, [path.join(root, 'scripts', 'web-e2e.mjs')], {
            cwd: root,
            env: { E2E_REPORT_DIR: dir, E2E_TEMPLATE_DIR: path.join(work, 'e2e-template') },
            log,
          });
          const walk = readVitest('dist walk', path.join(dir, 'dist-walk.json'));
          const site = readPlaywright('playwright site', path.join(dir, 'e2e-site.json'));
          const stack = readPlaywright('playwright stack', path.join(dir, 'e2e-stack.json'));
          const tier = [walk, site, stack].reduce((t, r) => ({
            passed: t.passed + r.passed,
            failed: t.failed + r.failed,
            skipped: t.skipped + r.skipped,
          }));
          if (code !== 0 && tier.failed === 0) failures.push(`browser: scripts/web-e2e.mjs exited with ${code} (see the lane's log)`);
          return { ...tier, ok: code === 0 };
        },
      },
    ],
  },
  { name: 'SQLite', steps: [vitest('cms integration (SQLite)', cms, ['--project', 'integration'], sqliteTemplate)] },
  {
    name: 'PostgreSQL',
    steps: postgresUp
      ? [
          vitest('cms integration (PostgreSQL)', cms, ['--project', 'integration'], {
            TEST_DATABASE: 'postgres',
            TEST_POSTGRES_URL: pgUrl,
            CMS_TEST_TEMPLATE: pgTemplate,
            CMS_TEST_RUN_DIR: path.join(work, 'pg-template'),
          }),
        ]
      : [
          {
            name: 'cms integration (PostgreSQL)',
            // The files as the PostgreSQL run would collect them.
            list: () => listVitest(cms, ['--project', 'integration'], { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: pgUrl }),
            async run(log) {
              const required = process.env.REQUIRE_POSTGRES === '1';
              fs.appendFileSync(
                log,
                `PostgreSQL does not answer at ${pg.host}: ${required ? 'required (REQUIRE_POSTGRES=1)' : 'not run'}\n`,
              );
              if (required) failures.push(`PostgreSQL is required but does not answer at ${pg.host}`);
              return { ...notRun(this, 'PostgreSQL unavailable'), failed: required ? 1 : 0, ok: !required };
            },
          },
        ],
  },
  {
    name: 'unit',
    steps: [
      vitest('scripts unit', root, ['--config', 'scripts/vitest.config.mjs']),
      vitest('domain unit', domain, []),
      vitest('cms unit', cms, ['--project', 'unit']),
      vitest('web unit', web, ['--project', 'unit']),
    ],
  },
  {
    name: 'checks',
    steps: [
      check('lint', root, 'pnpm', ['exec', 'eslint', '--max-warnings=0', '.'], 'lint: ESLint reported problems'),
      check('format', root, 'pnpm', ['exec', 'prettier', '--check', '.'], 'format: files not formatted (`npm run format` fixes them)'),
      typecheck('domain types', domain),
      typecheck('cms types', cms),
      typecheck('web types', web),
    ],
  },
];

async function runLane(lane) {
  const log = path.join(work, `${lane.name}.log`);
  fs.writeFileSync(log, '');
  const laneStarted = Date.now();
  let ok = true;
  for (const step of lane.steps) {
    const stepStarted = Date.now();
    fs.appendFileSync(log, `\n=== ${step.name}\n`);
    console.log(`[${lane.name}] ${step.name}…`);
    const result = prepared ? await step.run(log) : { ...notRun(step, 'the preparation failed'), ok: false };
    const took = seconds(stepStarted);
    const { passed, failed, skipped } = result;
    tiers.push({ name: step.name, lane: lane.name, passed, failed, skipped, notRun: result.notRun, seconds: took });
    const missed = result.notRun ? `, ${result.notRun.count ?? '?'} not run: ${result.notRun.reason}` : '';
    console.log(
      `[${lane.name}] ${step.name}: ${result.ok ? 'ok' : 'FAILED'} (${passed} passed, ${failed} failed${missed}, ${took.toFixed(0)} s)`,
    );
    ok &&= result.ok;
  }
  console.log(
    `\n=== ${lane.name}: its log (${seconds(laneStarted).toFixed(0)} s)\n${fs.readFileSync(log, 'utf8')}\n=== end of ${lane.name}\n`,
  );
  return ok;
}

// At most TEST_LANES lanes at once (2: one per core), taken in the order above (longest first) as each one ends.
const width = Math.max(1, Number(process.env.TEST_LANES ?? 2));
const queue = [...lanes];
const results = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) results.push(await runLane(lane));
  }),
);

// ── The closing table, the slowest files, the failed tests, the count ─────────────────────────────────
console.log(`\n${table(tiers, seconds(started))}`);
if (timings.length > 0)
  console.log(`\nThe ten slowest test files (seconds; a spec file's tests summed over its workers):\n${slowest(timings)}`);
const browserPhases = path.join(reports, 'e2e', 'phases.json');
if (fs.existsSync(browserPhases)) console.log(`\n${browserBreakdown(JSON.parse(fs.readFileSync(browserPhases, 'utf8')))}`);
if (postgresUp) await onPostgres(`DROP DATABASE IF EXISTS "${pgTemplate}" WITH (FORCE)`).catch(() => {});
fs.rmSync(work, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${closingLine(tiers)}`);
process.exit(!prepared || results.includes(false) || tiers.some((tier) => tier.failed) ? 1 : 0);
