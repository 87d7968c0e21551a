// How long the CMS waits before asking again for a rebuild the hook did not accept (unreachable, too
// slow, or an answer other than 2xx): soon after the first refusal, a short outage costs seconds, then
// twice as long after each refusal, so a hook down for hours is asked every few minutes, not hammered.

/** The first retry's delay and the longest one, unless REBUILD_RETRY_MS and REBUILD_RETRY_MAX_MS say otherwise. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 300_000;

/**
 * The wait before the next call after `refusals` refusals in a row: `first`, then doubled each time, never
 * more than `max` (nor less than nothing: bad settings give an immediate retry, never a negative delay).
 */
export function retryDelay(refusals: number, first = FIRST_RETRY_MS, max = MAX_RETRY_MS): number {
  const cap = Math.max(0, max);
  const start = Math.min(Math.max(0, first), cap);
  if (refusals <= 0) return 0;
  // 2 ** 40 is already past any cap: larger exponents only risk Infinity * 0.
  return Math.min(cap, start * 2 ** Math.min(refusals - 1, 40));
}

/** The settings as the running CMS reads them, at each retry (a test may change them). */
export function retrySettings(env: NodeJS.ProcessEnv = process.env): { first: number; max: number } {
  const read = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return { first: read(env.REBUILD_RETRY_MS, FIRST_RETRY_MS), max: read(env.REBUILD_RETRY_MAX_MS, MAX_RETRY_MS) };
}
