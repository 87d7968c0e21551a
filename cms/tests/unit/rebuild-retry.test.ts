import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay, retrySettings } from '../../src/rules/rebuild-retry';

describe('retryDelay', () => {
  it('asks again soon after the first refusal (within 10 s), then twice as long after each one', () => {
    expect(retryDelay(1)).toBeLessThanOrEqual(10_000);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 5_000, 300_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits more than the maximum, however long the hook refuses', () => {
    expect(retryDelay(7, 5_000, 300_000)).toBe(300_000);
    expect(retryDelay(1_000, 5_000, 300_000)).toBe(300_000);
    expect(retryDelay(Number.MAX_SAFE_INTEGER)).toBe(MAX_RETRY_MS);
  });

  it('waits for nothing before any refusal, and never a negative or endless delay on bad settings', () => {
    expect(retryDelay(0)).toBe(0);
    expect(retryDelay(3, -5, 100)).toBe(0);
    expect(retryDelay(1, 50_000, 20_000)).toBe(20_000);
    expect(retryDelay(2, 5_000, -1)).toBe(0);
  });
});

describe('retrySettings', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads REBUILD_RETRY_MS and REBUILD_RETRY_MAX_MS, and keeps the defaults for missing or bad values', () => {
    vi.stubEnv('REBUILD_RETRY_MS', '200');
    vi.stubEnv('REBUILD_RETRY_MAX_MS', '');
    expect(retrySettings()).toEqual({ first: 200, max: MAX_RETRY_MS });
    vi.stubEnv('REBUILD_RETRY_MS', 'soon');
    vi.stubEnv('REBUILD_RETRY_MAX_MS', '-3');
    expect(retrySettings()).toEqual({ first: FIRST_RETRY_MS, max: MAX_RETRY_MS });
  });
});
