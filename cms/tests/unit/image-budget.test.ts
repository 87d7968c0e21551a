import { describe, expect, it } from 'vitest';
import { IMAGE_BUDGET_WINDOW_MS, decideImageBudget } from '../../src/rules/image-budget';

const MP = 1_000_000;

describe('image budget', () => {
  it('takes pictures up to the budget within a minute, then says when enough of the window has passed', () => {
    const first = decideImageBudget([], 120 * MP, 200 * MP, 0);
    expect(first).toEqual({ allowed: true, kept: [{ at: 0, pixels: 120 * MP }] });
    const second = decideImageBudget(first.allowed ? first.kept : [], 80 * MP, 200 * MP, 10_000);
    expect(second.allowed).toBe(true);
    const kept = second.allowed ? second.kept : [];
    // 200 spent: 40 more wait for the first 120 to leave the window (at 60 s), 50 s from now.
    expect(decideImageBudget(kept, 40 * MP, 200 * MP, 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // 150 more need both to have left: the second leaves at 70 s.
    expect(decideImageBudget(kept, 150 * MP, 200 * MP, 20_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(decideImageBudget(kept, 40 * MP, 200 * MP, IMAGE_BUDGET_WINDOW_MS + 1).allowed).toBe(true);
  });

  it('lets an idle user through whatever the request, so a small budget slows down and never locks out', () => {
    expect(decideImageBudget([], 400 * MP, 200 * MP, 0).allowed).toBe(true);
    expect(decideImageBudget([{ at: 0, pixels: 400 * MP }], 1, 200 * MP, 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decideImageBudget([{ at: 0, pixels: 400 * MP }], 1, 200 * MP, 60_000)).toMatchObject({
      allowed: true,
      kept: [{ at: 60_000, pixels: 1 }],
    });
  });
});
