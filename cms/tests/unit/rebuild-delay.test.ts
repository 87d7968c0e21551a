import { describe, expect, it } from 'vitest';
import { rebuildDelay } from '../../src/setup/rebuild-hook';

describe('rebuildDelay', () => {
  it('waits for the quiet period after a change when nothing has waited long', () => {
    expect(rebuildDelay(1_000, 1_000, 1_000, 30_000)).toBe(1_000);
    expect(rebuildDelay(1_000, 20_000, 1_000, 30_000)).toBe(1_000);
  });

  it('never goes past the maximum wait counted from the first change still waiting', () => {
    expect(rebuildDelay(1_000, 30_500, 1_000, 30_000)).toBe(500);
    expect(rebuildDelay(1_000, 31_000, 1_000, 30_000)).toBe(0);
    expect(rebuildDelay(1_000, 45_000, 1_000, 30_000)).toBe(0);
  });
});
