// The local rebuild worker builds into a fresh folder and swaps it in, keeps the last good site when a
// build fails (recording why), turns requests made during a build into one more build, reports each
// step to the CMS, and only takes requests that carry its token.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRead, createRebuildWorker, lastError, pageCounts, splitPhases } from '../rebuild-worker.mjs';
import { recordedFingerprint, sourcesFingerprint } from '../site-stamp.mjs';
import { PHASE_MARKERS } from '../build-phases.mjs';

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-'));
  fs.mkdirSync(path.join(root, 'web', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web', 'dist', 'index.html'), 'v0');
  return root;
}

// A stand-in for the Astro build: writes index.html with the next version into WEB_OUT_DIR (and an article
// page Pagefind can index, and the content digests the loaders record), or fails.
const fakeBuild = (counter: string, fail = false) => [
  process.execPath,
  // Like scripts/astro-build-runner.mjs: waits for the line that starts it and carries this build's settings.
  [
    '-e',
    `let line='';process.stdin.on('end',()=>{if(!line)process.exit(0)});process.stdin.on('data',(d)=>{line+=d;if(!line.includes('\\n'))return;` +
      `Object.assign(process.env,JSON.parse(line.split('\\n')[0]));` +
      `const fs=require('fs'),p=require('path');const c=${JSON.stringify(counter)};const n=(fs.existsSync(c)?+fs.readFileSync(c,'utf8'):0)+1;fs.writeFileSync(c,String(n));` +
      (fail
        ? 'console.error("[content] CMS unreachable at http://127.0.0.1:1/api/v1/realisations");process.exit(1)'
        : `const o=process.env.WEB_OUT_DIR;fs.mkdirSync(p.join(o,'article'),{recursive:true});fs.writeFileSync(p.join(o,'index.html'),'v'+n);` +
          `fs.writeFileSync(p.join(o,'article','a.html'),'<html lang="fr"><body><main data-pagefind-body><h1>Fibre '+(n===1?'optique':'noire')+'</h1><p>Version '+n+'</p></main></body></html>');` +
          `for(const l of ['realisations','articles','opportunites','partenaires','secteurs'])fs.writeFileSync(p.join(process.env.WEB_CONTENT_DIGESTS,l+'.sha256'),l+n);` +
          `console.log('[content] Syncing content\\n[content] Synced content\\n  ├─ /index.html (+3ms)\\n  ├─ /article/a.html (restored)')`) +
      '})',
  ],
];

const read = (root: string) => fs.readFileSync(path.join(root, 'web', 'dist', 'index.html'), 'utf8');

// A stand-in CMS that records the build reports.
const reports: Array<{ auth?: string; body: { etat: string; raison?: string } }> = [];
let cms: http.Server;
let cmsUrl = '';
beforeAll(async () => {
  cms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
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
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
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

  it("records where each build's time went, phase by phase, the swap included", async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    const entry = await worker.request();
    worker.stop();
    // The fake build logs its phase lines once it is due: the start-up began ahead and ran until then.
    expect(entry.ahead.map((p: { name: string }) => p.name)).toEqual([PHASE_MARKERS[0][0]]);
    expect(entry.phases.map((p: { name: string }) => p.name)).toEqual([
      PHASE_MARKERS[0][0],
      PHASE_MARKERS[1][0],
      PHASE_MARKERS[2][0],
      expect.stringMatching(/^swap/),
    ]);
    for (const phase of [...entry.ahead, ...entry.phases]) expect(phase.seconds).toBeGreaterThanOrEqual(0);
    expect(entry.phases.reduce((sum: number, p: { seconds: number }) => sum + p.seconds, 0)).toBeLessThanOrEqual(entry.seconds + 0.01);
  });

  it('starts the next build process ahead, in its own folder, and discards that folder when stopped', async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    const [state] = fs.readdirSync(path.join(root, 'web', '.builds-next'));
    const pending = path.join(root, 'web', '.builds-next', state);
    expect(fs.readdirSync(pending).filter((name) => !name.endsWith('.json'))).toHaveLength(1);
    await worker.request();
    // The build went live from its folder; the next process waits in a new one.
    expect(path.dirname(fs.realpathSync(path.join(root, 'web', 'dist')))).toBe(fs.realpathSync(path.join(root, 'web', '.builds')));
    expect(fs.readdirSync(pending)).toHaveLength(1);
    worker.stop();
    expect(fs.readdirSync(pending)).toEqual([]);
  });

  it("keeps the waiting build process's folder under web/ when the state lies elsewhere, and moves it there once built", async () => {
    const root = project();
    const state = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-state-'));
    const worker = createRebuildWorker({
      root,
      stateDir: state,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    const [pending] = fs.readdirSync(path.join(root, 'web', '.builds-next'));
    const waiting = fs.readdirSync(path.join(root, 'web', '.builds-next', pending));
    expect(waiting).toHaveLength(1);
    expect((await worker.request()).ok).toBe(true);
    expect(fs.readFileSync(path.join(state, 'dist', 'index.html'), 'utf8')).toBe('v1');
    expect(path.basename(fs.realpathSync(path.join(state, 'dist')))).toBe(waiting[0]);
    worker.stop();
    expect(fs.readdirSync(path.join(root, 'web', '.builds-next', pending))).toEqual([]);
  });

  it('starts a fresh build process when the sources changed since the waiting one started', async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    fs.mkdirSync(path.join(root, 'web', 'src'));
    fs.writeFileSync(path.join(root, 'web', 'src', 'page.astro'), 'edited after the waiting process started');
    expect((await worker.request()).ok).toBe(true);
    worker.stop();
    expect(JSON.parse(fs.readFileSync(path.join(root, 'web', '.site-stamp.json'), 'utf8')).sources).toBe(sourcesFingerprint(root));
  });

  it('keeps the last good site when a build fails, and records why', async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n'), true),
    });
    const entry = await worker.request();
    expect(entry).toMatchObject({ ok: false, reason: expect.stringContaining('CMS unreachable') });
    expect(worker.history.at(-1)).toEqual(entry);
    expect(read(root)).toBe('v0');
    expect(fs.readdirSync(path.join(root, 'web', '.builds'))).toEqual([]);
  });

  it('coalesces requests made during a build into one more build', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(counter),
    });
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
    const ok = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      statusToken: 's3cret',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    await ok.request();
    const failing = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      statusToken: 's3cret',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n'), true),
    });
    await failing.request();
    expect(reports.map((r) => r.body.etat)).toEqual(['reconstruction', 'a_jour', 'reconstruction', 'echec']);
    expect(reports.every((r) => r.auth === 'Bearer s3cret')).toBe(true);
    expect(reports[3].body.raison).toContain('CMS unreachable');
  });

  it('takes rebuild requests and status reads with its token, in the Authorization header only', async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 'hook-token',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    await new Promise<void>((r) => worker.server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(worker.server.address() as AddressInfo).port}`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await fetch(`${url}/rebuild`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${url}/rebuild`, { method: 'POST', headers: bearer('wrong') })).status).toBe(401);
    // A token in the URL ends up in logs and histories: it is not read.
    expect((await fetch(`${url}/rebuild?token=hook-token`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${url}/status`)).status).toBe(401);
    expect((await fetch(`${url}/status?token=hook-token`)).status).toBe(401);
    expect((await fetch(`${url}/status`, { headers: bearer('wrong') })).status).toBe(401);
    expect((await fetch(`${url}/rebuild`, { method: 'POST', body: '{}', headers: bearer('hook-token') })).status).toBe(202);
    await expect.poll(async () => (await (await fetch(`${url}/status`, { headers: bearer('hook-token') })).json()).history.length).toBe(1);
    worker.stop();
  });
});

describe('incremental builds', () => {
  it('record what Astro rendered and what it copied, and stamp the content the build read', async () => {
    const root = project();
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(path.join(root, 'n')),
    });
    const entry = await worker.request();
    expect(entry).toMatchObject({ ok: true, pages: { rendered: 1, reused: 1 }, rendered: ['/index.html'] });
    const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'digests-'));
    for (const l of ['realisations', 'articles', 'opportunites', 'partenaires', 'secteurs'])
      fs.writeFileSync(path.join(digests, `${l}.sha256`), `${l}1`);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'web', '.site-stamp.json'), 'utf8')).content).toBe(recordedFingerprint(digests));
  });

  it("read Astro's page lines, rendered or copied, however they interleave", () => {
    const log = [
      '09:01:26   ├─ /404.html09:01:26   ├─ /admin.html (restored)',
      '09:01:26   ├─ /article/fibre.html (restored)',
      '09:01:26   ├─ /en/article/fibre.html (cached)',
      '09:01:26   ├─ /sitemap.xml (+98ms) ',
      '09:01:26   └─ /pt/actualites/2.html (+4ms) ',
      ' (+20ms) ',
    ].join('\n');
    expect(pageCounts(log)).toEqual({ rendered: ['/404.html', '/sitemap.xml', '/pt/actualites/2.html'], reused: 3 });
    expect(pageCounts('')).toEqual({ rendered: [], reused: 0 });
    expect(contentRead('[content] reading the CMS lists\n[content] 2 item(s) changed since the read ahead\n')).toEqual({
      read: 'changes',
      changed: 2,
    });
    expect(contentRead('[content] reading the CMS lists\n')).toEqual({ read: 'full' });
  });
});

describe('search index', () => {
  it('follows the live build: the new build serves the previous index until its own replaces it', async () => {
    const root = project();
    const live = path.join(root, 'web', 'dist');
    const entryFile = () => path.join(live, 'pagefind', 'pagefind-shards.json');
    // What a visitor's search loads at the moment each build goes live.
    const atSwap: string[] = [];
    const onBuilt = () => {
      atSwap.push(fs.existsSync(entryFile()) ? fs.readFileSync(entryFile(), 'utf8') : '');
    };
    const worker = createRebuildWorker({
      root,
      cmsUrl,
      siteUrl: '',
      token: 't',
      log: () => {},
      onBuilt,
      command: fakeBuild(path.join(root, 'n')),
    });
    await worker.request();
    await worker.searchRefresh;
    const first = fs.readFileSync(entryFile(), 'utf8');
    expect(JSON.parse(first).languages.fr).toHaveLength(1);
    const firstFiles = JSON.parse(fs.readFileSync(path.join(root, 'web', '.search-files.json'), 'utf8')) as string[];
    expect(firstFiles).toContain('pagefind-shards.json');
    expect(firstFiles).toContain(`${JSON.parse(first).languages.fr[0]}pagefind-entry.json`);

    // The next build goes live with the previous index (hard links), then gets its own.
    await worker.request();
    expect(atSwap).toEqual(['', first]);
    await worker.searchRefresh;
    const second = fs.readFileSync(entryFile(), 'utf8');
    expect(second).not.toBe(first);
    const shard = path.join(live, 'pagefind', JSON.parse(second).languages.fr[0]);
    const meta = `pagefind.${JSON.parse(fs.readFileSync(path.join(shard, 'pagefind-entry.json'), 'utf8')).languages.fr.hash}.pf_meta`;
    expect(fs.existsSync(path.join(shard, meta))).toBe(true);
    worker.stop();
  });
});

describe('splitPhases', () => {
  it('cuts the phases at the moment the build was due: the work done ahead, and what the build waited for', () => {
    const phases = [
      { name: 'a', seconds: 2 },
      { name: 'b', seconds: 3 },
      { name: 'c', seconds: 1 },
    ];
    expect(splitPhases(phases, 4)).toEqual({
      before: [
        { name: 'a', seconds: 2 },
        { name: 'b', seconds: 2 },
      ],
      after: [
        { name: 'b', seconds: 1 },
        { name: 'c', seconds: 1 },
      ],
    });
    expect(splitPhases(phases, 0)).toEqual({ before: [], after: phases });
  });
});

describe('lastError', () => {
  it('keeps the last message lines of the output, without colours or stack traces', () => {
    expect(lastError('a\n\n\x1b[31mb\x1b[39m\nc\n')).toBe('b c');
    const astro =
      'building\nCMS unreachable at http://127.0.0.1:1/api/v1/realisations (ECONNREFUSED). Start the CMS or set CMS_URL.\n' +
      '  Location:\n    /work/web/src/lib/cms-client.ts:24:9\n  Stack trace:\n    at fetchJson (/work/web/src/lib/cms-client.ts:24:9)\n    at async Promise.all (index 0)\n';
    expect(lastError(astro)).toBe(
      'building CMS unreachable at http://127.0.0.1:1/api/v1/realisations (ECONNREFUSED). Start the CMS or set CMS_URL.',
    );
  });
});
