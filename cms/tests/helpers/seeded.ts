// Random choices a fault test makes (where to kill a process), from a seed it prints: a failed run is
// replayed with FAULT_SEED=<seed>.
import { randomInt } from 'node:crypto';

/** A pseudo-random generator in [0, 1) (mulberry32) from `seed`, and the seed, printed once. */
export function seededRandom(label: string): { seed: number; next: () => number } {
  const seed = process.env.FAULT_SEED ? Number(process.env.FAULT_SEED) : randomInt(2 ** 31);
  console.log(`${label}: fault seed ${seed} (FAULT_SEED=${seed} replays these choices)`);
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { seed, next };
}
