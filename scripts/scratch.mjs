// Where `npm test` keeps what its runs write: the SQLite databases, uploads, built sites, browser profiles.
// On a memory file system when the machine has one with room to spare, else the system's temporary folder.
// Why: the CMS commits each write with fsync, and on a virtual disk an fsync waits 5–20 ms, longer while
// another lane builds a site on the same disk (the seed alone makes 4,400 of them). In memory an fsync
// returns at once; what the tests check does not change (a killed process still leaves what it committed).
// TEST_SCRATCH_DIR chooses the folder; TEST_SCRATCH_DIR=disk keeps the system's temporary folder.
import fs from 'node:fs';
import os from 'node:os';

/** Linux's magic number for tmpfs in statfs(2). */
const TMPFS = 0x01021994;
/** Room a run may need at its peak (databases, uploads, a few built sites), with a margin. */
export const SCRATCH_NEEDED_BYTES = 4 * 1024 ** 3;

/**
 * The folder a run writes under, and why: `candidate` (a memory file system) when it is one with
 * `needed` bytes free and the machine has as much memory available, else `fallback`.
 * `stat` is statfs's answer for `candidate` (null when it does not exist or cannot be written).
 */
export function chooseScratch({ requested, candidate, stat, freeMemory, fallback, needed = SCRATCH_NEEDED_BYTES }) {
  if (requested === 'disk') return { dir: fallback, why: 'TEST_SCRATCH_DIR=disk' };
  if (requested) return { dir: requested, why: 'TEST_SCRATCH_DIR' };
  if (!stat) return { dir: fallback, why: `${candidate} unavailable` };
  if (stat.type !== TMPFS) return { dir: fallback, why: `${candidate} is not in memory` };
  const free = stat.bavail * stat.bsize;
  if (free < needed || freeMemory < needed) return { dir: fallback, why: 'not enough memory to spare' };
  return { dir: candidate, why: 'in memory' };
}

/** The scratch folder of this machine (see chooseScratch). */
export function scratchRoot(env = process.env) {
  const candidate = '/dev/shm';
  const stat = (() => {
    try {
      fs.accessSync(candidate, fs.constants.W_OK);
      return fs.statfsSync(candidate);
    } catch {
      return null;
    }
  })();
  return chooseScratch({ requested: env.TEST_SCRATCH_DIR, candidate, stat, freeMemory: os.freemem(), fallback: os.tmpdir() });
}
