import { describe, expect, it } from 'vitest';
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
  totalsOf,
  vitestFiles,
} from '../test-report.mjs';

const ran = (name: string, passed: number, failed = 0, skipped = 0) => ({ name, lane: 'unit', passed, failed, skipped, seconds: 12.4 });
const missing = (name: string, count: number | null, reason: string) => ({
  name,
  lane: 'PostgreSQL',
  passed: 0,
  failed: 0,
  skipped: 0,
  notRun: { count, reason },
  seconds: 1,
});

describe('the closing line of npm test', () => {
  it('is the plain count, alone, when every tier ran', () => {
    expect(closingLine([ran('a', 2290, 0, 13), ran('b', 7)])).toBe('2297 passed, 0 failed, 13 skipped');
  });

  it('counts the tests of a tier that did not run apart from the skipped ones, with the reason', () => {
    const line = closingLine([ran('a', 2297, 0, 13), missing('pg', 447, 'PostgreSQL unavailable')]);
    expect(line).toBe('2297 passed, 0 failed, 13 skipped, 447 not run: PostgreSQL unavailable');
    // What a CI parser reads stays where it was.
    expect(/^(\d+) passed, (\d+) failed/.exec(line)?.slice(1)).toEqual(['2297', '0']);
  });

  it('names each reason once, and a tier whose tests could not be listed adds none to the count', () => {
    const tiers = [
      missing('web unit', 40, 'the preparation failed'),
      missing('cms unit', 60, 'the preparation failed'),
      missing('browser', null, 'no Chromium'),
    ];
    expect(totalsOf(tiers)).toEqual({ passed: 0, failed: 0, skipped: 0, notRun: 100 });
    expect(closingLine(tiers)).toBe('0 passed, 0 failed, 0 skipped, 100 not run: the preparation failed; no Chromium');
  });
});

describe('the table of npm test', () => {
  it('shows each tier, a tier not run with its count and reason, and the totals with the wall clock', () => {
    const lines = table(
      [ran('unit', 5, 1, 2), missing('pg', 447, 'PostgreSQL unavailable'), missing('browser', null, 'no Chromium')],
      600.2,
    )
      .split('\n')
      .map((line) => line.trim().split(/\s{2,}/));
    expect(lines[0]).toEqual(['tier', 'lane', 'passed', 'failed', 'skipped', 'not run', 'seconds']);
    expect(lines[1]).toEqual(['unit', 'unit', '5', '1', '2', '0', '12']);
    expect(lines[2]).toEqual(['pg', 'PostgreSQL', '0', '0', '0', '447', '1']);
    expect(lines[3]).toEqual(['↳ not run: PostgreSQL unavailable']);
    expect(lines[4]).toEqual(['browser', 'PostgreSQL', '0', '0', '0', '?', '1']);
    expect(lines[6]).toEqual(['all (wall clock)', '5', '1', '2', '447', '600']);
  });
});

describe('the slowest files', () => {
  it("reads a Vitest report's files (their span, or their tests' sum when longer) and a Playwright report's spec files", () => {
    const vitest = vitestFiles(
      {
        testResults: [
          { name: '/repo/cms/tests/integration/a.test.ts', startTime: 1000, endTime: 31_000, assertionResults: [{ duration: 5 }] },
          {
            name: '/repo/cms/tests/integration/b.test.ts',
            startTime: 0,
            endTime: 10,
            assertionResults: [{ duration: 2000 }, { duration: 500 }],
          },
        ],
      },
      'SQLite',
      '/repo',
    );
    expect(vitest).toEqual([
      { tier: 'SQLite', file: 'cms/tests/integration/a.test.ts', seconds: 30 },
      { tier: 'SQLite', file: 'cms/tests/integration/b.test.ts', seconds: 2.5 },
    ]);
    const playwright = playwrightFiles(
      {
        suites: [
          {
            file: 'e2e/home.spec.ts',
            specs: [{ file: 'e2e/home.spec.ts', tests: [{ results: [{ duration: 4000 }] }] }],
            suites: [{ specs: [{ file: 'e2e/home.spec.ts', tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }] }],
          },
        ],
      },
      'site',
      'web',
    );
    expect(playwright).toEqual([{ tier: 'site', file: 'web/e2e/home.spec.ts', seconds: 5.5 }]);
    const lines = slowest([...vitest, ...playwright], 2).split('\n');
    expect(lines).toEqual(['   1.    30.0 s  cms/tests/integration/a.test.ts  (SQLite)', '   2.     5.5 s  web/e2e/home.spec.ts  (site)']);
  });

  it('counts the tests of a listing', () => {
    expect(listedVitest([{ name: 'a' }, { name: 'b' }])).toBe(2);
    expect(listedVitest({ error: 'x' })).toBe(0);
    expect(listedPlaywright({ suites: [{ specs: [{ tests: [{}, {}] }], suites: [{ specs: [{ tests: [{}] }] }] }] })).toBe(3);
  });
});

describe('the browser lane breakdown', () => {
  it('names each step with its seconds and the rebuilds that ran beside the specs', () => {
    const line = browserBreakdown({
      phases: [
        { name: 'stack started', seconds: 41.6 },
        { name: 'site specs', seconds: 512.2 },
      ],
      builds: { count: 37, seconds: 88.4 },
    });
    expect(line).toBe('The browser lane: stack started 42 s · site specs 512 s; 37 site rebuild(s) beside the specs, 88 s in all.');
  });
});

describe('the failed tests at the end of the log', () => {
  it("shows the first lines of a failure's message, without colours or blank lines, and says how many were left", () => {
    const message =
      '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText(/Envoi/)\n' + 'line\n'.repeat(10);
    const excerpt = failureExcerpt(message, 3).split('\n');
    expect(excerpt).toEqual([
      '      Error: expect(locator).toBeVisible() failed',
      '      Locator: getByText(/Envoi/)',
      '      line',
      "      … (9 more line(s) in the lane's log)",
    ]);
    expect(failureExcerpt(undefined)).toBe('');
  });

  it("reads a Playwright spec's last failed run, a timeout with the step it waited on", () => {
    const spec = {
      tests: [
        {
          results: [
            { status: 'failed', error: { message: 'first try' } },
            {
              status: 'timedOut',
              errors: [
                { message: 'Test timeout of 60000ms exceeded.' },
                { message: 'Error: locator.click: Test timeout of 60000ms exceeded.' },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightError(spec)).toBe('Test timeout of 60000ms exceeded.\nError: locator.click: Test timeout of 60000ms exceeded.');
    expect(playwrightError({ tests: [{ results: [{ status: 'passed' }] }] })).toBe('');
  });
});
