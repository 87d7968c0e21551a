import { describe, expect, it } from 'vitest';
import { SCRATCH_NEEDED_BYTES, chooseScratch } from '../scratch.mjs';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GIB = 1024 ** 3;
const base = { candidate: '/dev/shm', fallback: '/tmp', freeMemory: 16 * GIB };
const fs = (type: number, freeBytes: number) => ({ type, bsize: 4096, bavail: freeBytes / 4096 });

describe('the scratch folder of npm test', () => {
  it('is the memory file system when it has room and the machine memory to spare', () => {
    expect(chooseScratch({ ...base, stat: fs(TMPFS, 12 * GIB) })).toEqual({ dir: '/dev/shm', why: 'in memory' });
  });

  it('stays on disk when the candidate is missing, on disk itself, or short of room', () => {
    expect(chooseScratch({ ...base, stat: null }).dir).toBe('/tmp');
    expect(chooseScratch({ ...base, stat: fs(EXT4, 100 * GIB) }).dir).toBe('/tmp');
    expect(chooseScratch({ ...base, stat: fs(TMPFS, SCRATCH_NEEDED_BYTES - 4096) }).dir).toBe('/tmp');
    expect(chooseScratch({ ...base, stat: fs(TMPFS, 12 * GIB), freeMemory: 2 * GIB }).dir).toBe('/tmp');
  });

  it('follows TEST_SCRATCH_DIR: a folder, or "disk" for the system temporary folder', () => {
    expect(chooseScratch({ ...base, requested: '/mnt/fast', stat: null }).dir).toBe('/mnt/fast');
    expect(chooseScratch({ ...base, requested: 'disk', stat: fs(TMPFS, 12 * GIB) }).dir).toBe('/tmp');
  });
});
