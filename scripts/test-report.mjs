// What `npm test` (scripts/test.mjs) says at its end, from the counts and reports of its tiers: the table,
// the slowest files, the closing count. Pure, so scripts/tests/test-report.test.ts checks it alone.
import path from 'node:path';

/**
 * A tier: { name, lane, passed, failed, skipped, seconds, notRun?: { count, reason } }. A tier that did not
 * run holds `count` tests that were not run, for `reason`; they are not among its skipped tests (those ran
 * and chose to skip).
 */
export function totalsOf(tiers) {
  const totals = { passed: 0, failed: 0, skipped: 0, notRun: 0 };
  for (const tier of tiers) {
    totals.passed += tier.passed;
    totals.failed += tier.failed;
    totals.skipped += tier.skipped;
    totals.notRun += tier.notRun?.count ?? 0; // a count that could not be listed (null) adds none
  }
  return totals;
}

/**
 * The closing line. Everything ran: `N passed, N failed, N skipped` alone. A tier did not run: the same,
 * then `, N not run: <reasons>` (each reason once), so `^(\d+) passed, (\d+) failed` still reads it.
 */
export function closingLine(tiers) {
  const totals = totalsOf(tiers);
  const line = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
  const reasons = [...new Set(tiers.filter((tier) => tier.notRun).map((tier) => tier.notRun.reason))];
  return reasons.length ? `${line}, ${totals.notRun} not run: ${reasons.join('; ')}` : line;
}

const row = (cells) =>
  `  ${cells[0].padEnd(34)}${cells[1].padEnd(12)}${cells
    .slice(2)
    .map((c) => c.padStart(9))
    .join('')}`;

/** The table of the tiers, with a closing row of the totals and the run's wall clock (seconds). */
export function table(tiers, wallClock) {
  const totals = totalsOf(tiers);
  const lines = [row(['tier', 'lane', 'passed', 'failed', 'skipped', 'not run', 'seconds'])];
  for (const tier of tiers) {
    lines.push(
      row([
        tier.name,
        tier.lane,
        String(tier.passed),
        String(tier.failed),
        String(tier.skipped),
        tier.notRun ? String(tier.notRun.count ?? '?') : '0',
        tier.seconds.toFixed(0),
      ]),
    );
    if (tier.notRun) lines.push(`    ↳ not run: ${tier.notRun.reason}`);
  }
  lines.push(
    row([
      'all (wall clock)',
      '',
      String(totals.passed),
      String(totals.failed),
      String(totals.skipped),
      String(totals.notRun),
      wallClock.toFixed(0),
    ]),
  );
  return lines.join('\n');
}

/**
 * The seconds of each test file in a Vitest JSON report: its own span, or the sum of its tests when that is
 * longer (a file's span can leave out its collection).
 */
export function vitestFiles(report, tier, root) {
  return (report.testResults ?? []).map((file) => {
    const tests = (file.assertionResults ?? []).reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const span = Number.isFinite(file.endTime - file.startTime) ? file.endTime - file.startTime : 0;
    return { tier, file: path.relative(root, file.name), seconds: Math.max(span, tests) / 1000 };
  });
}

/** The seconds of each spec file in a Playwright JSON report: the sum of its tests' runs (worker time). */
export function playwrightFiles(report, tier, dir) {
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const file = path.join(dir, spec.file ?? suite.file);
      files.set(file, (files.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...files].map(([file, ms]) => ({ tier, file, seconds: ms / 1000 }));
}

/** The `count` slowest files, slowest first, one line each. */
export function slowest(files, count = 10) {
  const top = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return top.map((f, i) => `  ${String(i + 1).padStart(2)}. ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}  (${f.tier})`).join('\n');
}

/** The browser lane's steps and the site rebuilds that ran beside its specs (scripts/web-e2e.mjs' phases.json), one line. */
export function browserBreakdown({ phases, builds }) {
  const steps = phases.map((p) => `${p.name} ${p.seconds.toFixed(0)} s`).join(' · ');
  return `The browser lane: ${steps}; ${builds.count} site rebuild(s) beside the specs, ${builds.seconds.toFixed(0)} s in all.`;
}

/**
 * The first lines of a failure's message, indented under its name in the closing list: a CI log is read from
 * its tail, and the name alone does not say which step failed. Colours and blank lines are dropped.
 */
export function failureExcerpt(message, lines = 8) {
  const text = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the ANSI colour codes a reporter writes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const shown = text.slice(0, lines).map((line) => `      ${line}`);
  if (text.length > lines) shown.push(`      … (${text.length - lines} more line(s) in the lane's log)`);
  return shown.join('\n');
}

/** The message of a failed Playwright spec: its last failed run's errors, one after the other. */
export function playwrightError(spec) {
  const runs = (spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .filter((run) => run.status !== 'passed' && run.status !== 'skipped');
  const last = runs.at(-1);
  if (!last) return '';
  // A timeout has two errors: the test's ("Test timeout of … exceeded") and the step it was waiting on.
  const errors = last.errors?.length ? last.errors : last.error ? [last.error] : [];
  return errors.map((error) => error.message ?? '').join('\n');
}

/** How many tests a `vitest list --json` answer or a `playwright test --list --reporter=json` report names. */
export function listedVitest(list) {
  return Array.isArray(list) ? list.length : 0;
}
export function listedPlaywright(report) {
  let count = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) count += (spec.tests ?? []).length;
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return count;
}
