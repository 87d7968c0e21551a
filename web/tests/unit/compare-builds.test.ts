// The check that a faster build still makes the same site (bench/compare-builds.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareBuilds } from '../../bench/compare-builds.mjs';

function build(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-builds-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('compareBuilds', () => {
  it('finds the same files with the same bytes the same', () => {
    const files = { 'index.html': '<p>a</p>', 'og/a.jpg': 'jpeg' };
    expect(compareBuilds(build(files), build(files))).toEqual({ files: 2, onlyA: [], onlyB: [], differ: [] });
  });

  it('names files missing on either side and files whose bytes differ', () => {
    const a = build({ 'index.html': '<p>a</p>', 'gone.html': 'x', 'same.html': 's' });
    const b = build({ 'index.html': '<p>b</p>', 'new.html': 'y', 'same.html': 's' });
    expect(compareBuilds(a, b)).toEqual({ files: 3, onlyA: ['gone.html'], onlyB: ['new.html'], differ: ['index.html'] });
  });

  it("reads Astro's manifest as data: order and the build's key digest aside, a changed key still differs", () => {
    const manifest = (keyDigest: string, paths: Record<string, { cacheKey: string }>) =>
      JSON.stringify({ version: 1, keyDigest, routes: { 'src/pages/a.astro': { paths } } });
    const a = build({ 'incremental-build.json': manifest('k1', { '/a': { cacheKey: '1' }, '/b': { cacheKey: '2' } }) });
    const b = build({ 'incremental-build.json': manifest('k2', { '/b': { cacheKey: '2' }, '/a': { cacheKey: '1' } }) });
    const c = build({ 'incremental-build.json': manifest('k1', { '/a': { cacheKey: '1' }, '/b': { cacheKey: '3' } }) });
    expect(compareBuilds(a, b).differ).toEqual([]);
    expect(compareBuilds(a, c).differ).toEqual(['incremental-build.json']);
  });
});
