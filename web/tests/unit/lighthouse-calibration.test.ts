// The Lighthouse benchmark's CPU slowdown: Lighthouse's own calibration table, applied to the host's benchmarkIndex.
import { describe, expect, it } from 'vitest';
import { cpuSlowdown } from '../../bench/figures.mjs';

describe('cpuSlowdown', () => {
  it("keeps Lighthouse's default 4x on a high-end desktop host", () => {
    expect(cpuSlowdown(1500)).toBe(4);
    expect(cpuSlowdown(2400)).toBe(4);
  });

  it('uses 2x on a low-end desktop or high-end phone class host, 1x below', () => {
    expect(cpuSlowdown(1499)).toBe(2);
    expect(cpuSlowdown(1100)).toBe(2);
    expect(cpuSlowdown(800)).toBe(2);
    expect(cpuSlowdown(799)).toBe(1);
  });

  it('takes a forced value, and refuses a nonsense one or a missing index', () => {
    expect(cpuSlowdown(1100, '4')).toBe(4);
    expect(cpuSlowdown(1100, '')).toBe(2);
    expect(() => cpuSlowdown(1100, 'fast')).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN/);
    expect(() => cpuSlowdown(1100, '0.5')).toThrow(/LIGHTHOUSE_CPU_SLOWDOWN/);
    expect(() => cpuSlowdown(undefined)).toThrow(/benchmarkIndex/);
  });
});
