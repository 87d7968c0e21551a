// Pure figures of the administrator dashboard: contact requests per week and the chart's bars.
import { ETATS, type Etat } from '@teranga/domain';

export { ETATS, type Etat };
export type EtatCounts = Record<Etat, number> & { total: number };

export interface WeekBucket {
  /** Monday 00:00 UTC starting the week (Senegal keeps UTC all year). */
  start: Date;
  count: number;
}

const DAY = 24 * 3600 * 1000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

/**
 * Requests per week over the `weeks` weeks ending with the current one, oldest first; dates outside
 * that span or unreadable are left out.
 */
export function weeklyBuckets(dates: readonly (string | Date | null | undefined)[], now: Date, weeks = 8): WeekBucket[] {
  const current = weekStart(now).getTime();
  const first = current - (weeks - 1) * 7 * DAY;
  const buckets: WeekBucket[] = Array.from({ length: weeks }, (_, i) => ({ start: new Date(first + i * 7 * DAY), count: 0 }));
  for (const raw of dates) {
    if (!raw) continue;
    const time = new Date(raw).getTime();
    if (Number.isNaN(time)) continue;
    const index = Math.floor((weekStart(new Date(time)).getTime() - first) / (7 * DAY));
    if (index >= 0 && index < weeks) buckets[index].count += 1;
  }
  return buckets;
}

/** Bar heights for a chart `height` tall: the tallest bar fills it; an all-zero series stays flat. */
export function barHeights(counts: readonly number[], height: number): number[] {
  const max = Math.max(0, ...counts);
  return counts.map((count) => (max === 0 ? 0 : (count / max) * height));
}
