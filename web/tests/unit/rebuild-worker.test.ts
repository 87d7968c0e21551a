// The local rebuild worker builds into a fresh folder and swaps it in, keeps the last good site when a
// build fails (recording why), turns requests made during a build into one more build, reports each
// step to the CMS, and only takes requests that carry its token.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRebuildWorker, lastError } from '../../../scripts/rebuild-worker.mjs';

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
    (fail ? 'console.error("[content] CMS unreachable at http://127.0.0.1:1/api/v1/realisations");process.exit(1)'
      : `fs.mkdirSync(process.env.WEB_OUT_DIR,{recursive:true});fs.writeFileSync(p.join(process.env.WEB_OUT_DIR,'index.html'),'v'+n)`)],
];

const read = (root: string) => fs.readFileSync(path.join(root, 'web', 'dist', 'index.html'), 'utf8');

// A stand-in CMS that records the build reports.
const reports: Array<{ auth?: string; body: any }> = [];
let cms: http.Server;
let cmsUrl = '';
beforeAll(async () => {
  cms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      if (req.url?.startsWith('/api/v1/site/build')) reports.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
  });
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});
afterAll(() => cms?.close());

describe('rebuild worker', () => {
  it('builds into a fresh folder, points web/dist at it and keeps one earlier build at most', async () => {
    const root = project();
    const worker = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 't', log: () => {}, command: fakeBuild(path.join(root, 'n')) });
    expect((await worker.request()).ok).toBe(true);
    expect(read(root)).toBe('v1');
    expect(fs.lstatSync(path.join(root, 'web', 'dist')).isSymbolicLink()).toBe(true);
    const first = fs.realpathSync(path.join(root, 'web', 'dist'));
    await worker.request();
    await worker.request();
    expect(read(root)).toBe('v3');
    expect(fs.realpathSync(path.join(root, 'web', 'dist'))).not.toBe(first);
    expect(fs.readdirSync(path.join(root, 'web', '.builds'))).toHaveLength(2);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'web', '.site-stamp.json'), 'utf8'))).toMatchObject({ sources: expect.any(String) });
  });

  it('keeps the last good site when a build fails, and records why', async () => {
    const root = project();
    const worker = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 't', log: () => {}, command: fakeBuild(path.join(root, 'n'), true) });
    const entry = await worker.request();
    expect(entry).toMatchObject({ ok: false, reason: expect.stringContaining('CMS unreachable') });
    expect(worker.history.at(-1)).toEqual(entry);
    expect(read(root)).toBe('v0');
    expect(fs.readdirSync(path.join(root, 'web', '.builds'))).toEqual([]);
  });

  it('coalesces requests made during a build into one more build', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const worker = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 't', log: () => {}, command: fakeBuild(counter) });
    const first = worker.request();
    worker.request();
    worker.request();
    await first;
    expect(fs.readFileSync(counter, 'utf8')).toBe('2');
    expect(read(root)).toBe('v2');
  });

  it('reports rebuilding, then up to date or failed, to the CMS with its token', async () => {
    const root = project();
    reports.length = 0;
    const ok = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 't', statusToken: 's3cret', log: () => {}, command: fakeBuild(path.join(root, 'n')) });
    await ok.request();
    const failing = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 't', statusToken: 's3cret', log: () => {}, command: fakeBuild(path.join(root, 'n'), true) });
    await failing.request();
    expect(reports.map((r) => r.body.etat)).toEqual(['reconstruction', 'a_jour', 'reconstruction', 'echec']);
    expect(reports.every((r) => r.auth === 'Bearer s3cret')).toBe(true);
    expect(reports[3].body.raison).toContain('CMS unreachable');
  });

  it('takes rebuild requests with its token only', async () => {
    const root = project();
    const worker = createRebuildWorker({ root, cmsUrl, siteUrl: '', token: 'hook-token', log: () => {}, command: fakeBuild(path.join(root, 'n')) });
    await new Promise<void>((r) => worker.server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(worker.server.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/rebuild`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${url}/rebuild?token=wrong`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${url}/rebuild?token=hook-token`, { method: 'POST', body: '{}' })).status).toBe(202);
    await expect.poll(async () => (await (await fetch(`${url}/status`)).json()).history.length).toBe(1);
    worker.stop();
  });
});

describe('lastError', () => {
  it('keeps the last message lines of the output, without colours or stack traces', () => {
    expect(lastError('a\n\n\x1b[31mb\x1b[39m\nc\n')).toBe('b c');
    const astro = 'building\nCMS unreachable at http://127.0.0.1:1/api/v1/realisations (ECONNREFUSED). Start the CMS or set CMS_URL.\n'
      + '  Location:\n    /work/web/src/lib/cms-client.ts:24:9\n  Stack trace:\n    at fetchJson (/work/web/src/lib/cms-client.ts:24:9)\n    at async Promise.all (index 0)\n';
    expect(lastError(astro)).toBe('building CMS unreachable at http://127.0.0.1:1/api/v1/realisations (ECONNREFUSED). Start the CMS or set CMS_URL.');
  });
});
