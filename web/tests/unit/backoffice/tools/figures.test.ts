import { describe, expect, it } from 'vitest';
import { barHeights, weekStart, weeklyBuckets } from '../../../../src/backoffice/screens/dashboard/figures';

describe('weeklyBuckets', () => {
  // Saturday 21 November 2026, 23:00 UTC: its week starts on Monday 16 November.
  const now = new Date('2026-11-21T23:00:00Z');

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(weekStart(now).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-15T23:59:59Z')).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('gives 8 weeks, oldest first, ending with the current week', () => {
    const buckets = weeklyBuckets([], now);
    expect(buckets).toHaveLength(8);
    expect(buckets[0].start.toISOString()).toBe('2026-09-28T00:00:00.000Z');
    expect(buckets[7].start.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(buckets.every((b) => b.count === 0)).toBe(true);
  });

  it('puts each request in its week and leaves out older, future and unreadable dates', () => {
    const buckets = weeklyBuckets(
      [
        '2026-11-21T10:00:00Z', // this week
        '2026-11-16T00:00:00Z', // this week, first instant
        '2026-11-15T23:59:59Z', // last week
        '2026-09-28T08:00:00Z', // first week shown
        '2026-09-27T23:00:00Z', // too old
        '2026-11-23T09:00:00Z', // next week
        'not a date',
        null,
      ],
      now,
    );
    expect(buckets.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 2]);
  });

  it('takes another number of weeks', () => {
    expect(weeklyBuckets(['2026-11-20T00:00:00Z'], now, 2).map((b) => b.count)).toEqual([0, 1]);
  });
});

describe('barHeights', () => {
  it('scales the tallest bar to the height', () => {
    expect(barHeights([0, 2, 4], 100)).toEqual([0, 50, 100]);
  });

  it('keeps an all-zero series flat', () => {
    expect(barHeights([0, 0], 100)).toEqual([0, 0]);
    expect(barHeights([], 100)).toEqual([]);
  });
});
