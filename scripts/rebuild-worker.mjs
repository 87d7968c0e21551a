// The local rebuild worker of DESIGN.md section 2: the CMS calls it (REBUILD_HOOK_URL) when public
// content changes; it builds the site beside the live one and swaps the folders, so visitors never
// see a half-built site and the last good build stays live when a build fails. Requests that come
// during a build make one more build after it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const BUILD = ['pnpm', ['--filter', 'web', 'run', 'build']];

export function createRebuildWorker({ root, cmsUrl, siteUrl, token, log = console.log, command = BUILD }) {
  const live = path.join(root, 'web', 'dist');
  const next = path.join(root, 'web', '.dist-next');
  const old = path.join(root, 'web', '.dist-old');
  let running = null;
  let again = false;
  const history = [];

  function build() {
    return new Promise((resolve) => {
      fs.rmSync(next, { recursive: true, force: true });
      const child = spawn(command[0], command[1], {
        cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CMS_URL: cmsUrl, SITE_URL: siteUrl, WEB_OUT_DIR: next },
      });
      child.on('exit', (code) => resolve(code === 0));
      child.on('error', () => resolve(false));
    });
  }

  function swap() {
    fs.rmSync(old, { recursive: true, force: true });
    if (fs.existsSync(live)) fs.renameSync(live, old);
    fs.renameSync(next, live);
    fs.rmSync(old, { recursive: true, force: true });
  }

  async function run(requestedAt) {
    const started = Date.now();
    const ok = await build();
    if (ok) swap();
    else fs.rmSync(next, { recursive: true, force: true });
    const entry = { ok, requestedAt, seconds: (Date.now() - started) / 1000, liveAfterSeconds: (Date.now() - requestedAt) / 1000 };
    history.push(entry);
    log(ok ? `rebuild: site updated in ${entry.seconds.toFixed(1)} s` : 'rebuild: build failed, the previous site stays live');
    return entry;
  }

  /** Starts a build now, or once more after the current one. */
  function request() {
    const requestedAt = Date.now();
    if (running) {
      again = true;
      return running;
    }
    running = run(requestedAt).then(async (entry) => {
      while (again) {
        again = false;
        entry = await run(Date.now());
      }
      running = null;
      return entry;
    });
    return running;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://worker');
    if (req.method === 'POST' && url.pathname === '/rebuild' && url.searchParams.get('token') === token) {
      request();
      res.writeHead(202, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ accepted: true }));
    }
    if (req.method === 'GET' && url.pathname === '/status') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ building: Boolean(running), history }));
    }
    res.writeHead(404);
    res.end();
  });
  return { server, request, history };
}
