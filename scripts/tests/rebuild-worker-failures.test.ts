// The local rebuild worker when things go wrong: a worker process killed (kill -9) during a build builds
// what was asked once it starts again; a build that cannot write (the disk full: writes into /dev/full
// fail with ENOSPC, as on a full disk; the worker's own folder unusable) fails with its reason, leaves the
// live site as it was, and the next request builds again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRebuildWorker } from '../rebuild-worker.mjs';

const workerModule = path.resolve(import.meta.dirname, '..', 'rebuild-worker.mjs');

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuild-failures-'));
  fs.mkdirSync(path.join(root, 'web', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'web', 'dist', 'index.html'), 'v0');
  return root;
}

/**
 * A stand-in for the Astro build (it waits for its line, as scripts/astro-build-runner.mjs does): the
 * `counter` file counts the builds started; build number `hangAt` never ends (it ends with its parent);
 * `full` makes it write its page into /dev/full, where a write fails as on a full disk.
 */
const fakeBuild = (counter: string, { hangAt = 0, full = false } = {}) => [
  process.execPath,
  [
    '-e',
    `let line='';process.stdin.on('end',()=>{if(!line)process.exit(0)});process.stdin.on('data',(d)=>{line+=d;if(!line.includes('\\n'))return;` +
      `Object.assign(process.env,JSON.parse(line.split('\\n')[0]));` +
      `const fs=require('fs'),p=require('path');const c=${JSON.stringify(counter)};const n=(fs.existsSync(c)?+fs.readFileSync(c,'utf8'):0)+1;fs.writeFileSync(c,String(n));` +
      `if(n===${hangAt}){const parent=process.ppid;setInterval(()=>{try{process.kill(parent,0)}catch{process.exit(1)}},50);return}` +
      `const o=process.env.WEB_OUT_DIR;` +
      (full ? `try{fs.writeFileSync('/dev/full','<html>v'+n)}catch(e){console.error('[build] '+e.message);process.exit(1)}` : '') +
      `fs.writeFileSync(p.join(o,'index.html'),'v'+n);` +
      `for(const l of ['realisations','articles','opportunites','partenaires','secteurs'])fs.writeFileSync(p.join(process.env.WEB_CONTENT_DIGESTS,l+'.sha256'),l+n);` +
      `console.log('  ├─ /index.html (+3ms)')` +
      '})',
  ],
];

const live = (root: string) => fs.readFileSync(path.join(root, 'web', 'dist', 'index.html'), 'utf8');
const builds = (counter: string) => (fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0);

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not seen in time: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const processes = new Set<ChildProcess>();
afterEach(() => {
  for (const child of processes) child.kill('SIGKILL');
  processes.clear();
});

/** A worker in a process of its own, listening on a port the system chose; resolves with its address. */
async function workerProcess(root: string, counter: string, hangAt: number) {
  const settings = { root, command: fakeBuild(counter, { hangAt }) };
  const code =
    `const s=${JSON.stringify(settings)};` +
    `import(${JSON.stringify(workerModule)}).then(({createRebuildWorker})=>{` +
    `const w=createRebuildWorker({root:s.root,cmsUrl:'http://127.0.0.1:9',siteUrl:'',token:'t',statusToken:'',indexSearch:false,command:s.command,log:(m)=>console.log(m)});` +
    `w.server.listen(0,'127.0.0.1',()=>console.log('WORKER_PORT='+w.server.address().port));` +
    `w.resumed?.then((e)=>console.log('RESUMED '+e.ok))})`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  processes.add(child);
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  await until(() => /WORKER_PORT=\d+/.test(output), 'the worker listening');
  const port = Number(/WORKER_PORT=(\d+)/.exec(output)?.[1]);
  return { child, port, output: () => output };
}

describe('rebuild worker failures', () => {
  it('builds, once started again, the request its process was killed in the middle of', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const first = await workerProcess(root, counter, 1);
    const res = await fetch(`http://127.0.0.1:${first.port}/rebuild`, { method: 'POST', headers: { authorization: 'Bearer t' } });
    expect(res.status).toBe(202);
    await until(() => builds(counter) === 1, 'the build under way');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(live(root), 'the live site, as it was').toBe('v0');

    // Nobody asks again: the restarted worker builds what was pending.
    const second = await workerProcess(root, counter, 0);
    await until(() => second.output().includes('RESUMED'), 'the resumed build');
    expect(second.output()).toContain('RESUMED true');
    expect(live(root)).toBe('v2');
    expect(fs.existsSync(path.join(root, 'web', '.rebuild-requested')), 'nothing left to build').toBe(false);
  });

  it('does not build again on start when nothing was pending', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const worker = createRebuildWorker({
      root,
      cmsUrl: 'http://127.0.0.1:9',
      siteUrl: '',
      token: 't',
      statusToken: '',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(counter),
    });
    expect((await worker.request()).ok).toBe(true);
    worker.stop();
    const again = createRebuildWorker({
      root,
      cmsUrl: 'http://127.0.0.1:9',
      siteUrl: '',
      token: 't',
      statusToken: '',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(counter),
    });
    expect(again.resumed).toBeNull();
    again.stop();
    expect(builds(counter)).toBe(1);
  });

  it('fails a build that cannot write its pages (no space left) with that reason, and keeps the live site', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const worker = createRebuildWorker({
      root,
      cmsUrl: 'http://127.0.0.1:9',
      siteUrl: '',
      token: 't',
      statusToken: '',
      log: () => {},
      indexSearch: false,
      command: fakeBuild(counter, { full: true }),
    });
    const entry = await worker.request();
    worker.stop();
    expect(entry.ok).toBe(false);
    expect(entry.reason).toMatch(/ENOSPC: no space left on device/);
    expect(live(root)).toBe('v0');
    expect(fs.readdirSync(path.join(root, 'web', '.builds')), 'no half-written build kept').toEqual([]);
  });

  it('fails with its reason when its own folder cannot be written, keeps the live site, and builds at the next request', async () => {
    const root = project();
    const counter = path.join(root, 'n');
    const lines: string[] = [];
    const worker = createRebuildWorker({
      root,
      cmsUrl: 'http://127.0.0.1:9',
      siteUrl: '',
      token: 't',
      statusToken: '',
      log: (l: string) => lines.push(l),
      indexSearch: false,
      command: fakeBuild(counter),
    });
    // Where the builds go is taken by a file: every write under it fails, as on a broken disk.
    fs.writeFileSync(path.join(root, 'web', '.builds'), 'not a folder');
    const failed = await worker.request();
    expect(failed.ok).toBe(false);
    expect(failed.reason).toMatch(/^the worker could not write the build: .*\.builds/);
    expect(lines.join('\n')).toContain('build failed, the previous site stays live');
    expect(live(root)).toBe('v0');
    expect(worker.building, 'the queue is free again').toBe(false);

    fs.rmSync(path.join(root, 'web', '.builds'));
    const next = await worker.request();
    worker.stop();
    expect(next.ok).toBe(true);
    expect(live(root)).toMatch(/^v\d+$/);
    expect(live(root)).not.toBe('v0');
  });
});
