// The local rebuild worker swaps a finished build in, keeps the last good site when a build fails,
// and turns requests made during a build into one more build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRebuildWorker } from '../../../scripts/rebuild-worker.mjs';

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-'));
  fs.mkdirSync(path.join(root, 'web', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web', 'dist', 'index.html'), 'v0');
  return root;
}

// A stand-in for the Astro build: writes index.html with the next version into WEB_OUT_DIR, or fails.
const fakeBuild = (counter: string, fail = false) => [
  process.execPath,
  ['-e', `const fs=require('fs'),p=require('path');const c=${JSON.stringify(counter)};const n=(fs.existsSync(c)?+fs.readFileSync(c,'utf8'):0)+1;fs.writeFileSync(c,String(n));` +
    (fail ? 'process.exit(1)' : `fs.mkdirSync(process.env.WEB_OUT_DIR,{recursive:true});fs.writeFileSync(p.join(process.env.WEB_OUT_DIR,'index.html'),'v'+n)`)],
];

const read = (root: string) => fs.readFileSync(path.join(root, 'web', 'dist', 'index.html'), 'utf8');

describe('rebuild worker', () => {
  it('builds beside the live site and swaps it in', async () => {
    const root = project();
    const worker = createRebuildWorker({ root, cmsUrl: '', siteUrl: '', token: 't', log: () => {}, command: fakeBuild(path.join(root, 'n')) });
    const entry = await worker.request();
    expect(entry.ok).toBe(true);
    expect(read(root)).toBe('v1');
    expect(fs.existsSync(path.join(root, 'web', '.dist-next'))).toBe(false);
  });

  it('keeps the last good site when a build fails', async () => {
    const root = project();
    const worker = createRebuildWorker({ root, cmsUrl: '', siteUrl: '', token: 't', log: () => {}, command: fakeBuild(path.join(root, 'n'), true) });
    expect((await worker.request()).ok).toBe(false);
    expect(read(root)).toBe('v0');
  });

  it('coalesces requests made during a build into one more build', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const worker = createRebuildWorker({ root, cmsUrl: '', siteUrl: '', token: 't', log: () => {}, command: fakeBuild(counter) });
    const first = worker.request();
    worker.request();
    worker.request();
    await first;
    expect(fs.readFileSync(counter, 'utf8')).toBe('2');
    expect(read(root)).toBe('v2');
  });
});
