// The per-user budget of decoded pictures (SECURITY.md, "Image budget"): decoding costs CPU in proportion
// to a picture's pixels, so each user may have at most so many megapixels decoded per minute, counted
// over the last minute (a sliding window). Pure: the caller keeps the spending and gives the time.

/** The window the budget is counted over. */
export const IMAGE_BUDGET_WINDOW_MS = 60_000;

/** Pixels charged at a moment. */
export interface Spending {
  at: number;
  pixels: number;
}

export type BudgetDecision = { allowed: true; kept: Spending[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether `pixels` more fit the budget after `spent` (oldest first), at `now`. A user with nothing
 * spent in the window is always let through, whatever the request's size (its files have their own
 * limits), so a budget below one request's pictures slows a user down without locking them out.
 * Refused, the answer says when enough of the window will have passed for these pixels to fit.
 */
export function decideImageBudget(spent: readonly Spending[], pixels: number, budget: number, now: number): BudgetDecision {
  const kept = spent.filter((s) => s.at > now - IMAGE_BUDGET_WINDOW_MS);
  let used = kept.reduce((sum, s) => sum + s.pixels, 0);
  if (kept.length === 0 || used + pixels <= budget) return { allowed: true, kept: [...kept, { at: now, pixels }] };
  let freeAt = now;
  for (const s of kept) {
    used -= s.pixels;
    freeAt = s.at + IMAGE_BUDGET_WINDOW_MS;
    if (used + pixels <= budget) break;
  }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}
