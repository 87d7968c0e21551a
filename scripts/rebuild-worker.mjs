// The local rebuild worker of DESIGN.md section 2: the CMS calls it (REBUILD_HOOK_URL) when public
// content changes. Calls that come while a build runs make one more build after it, so a burst makes at
// most two. Each build goes into a fresh folder under web/.builds/; once it succeeds, web/dist (a symbolic
// link) is pointed at it with one rename, so visitors never see a half-built site; when it fails, the
// link stays on the last good build and the failure is recorded. Each step is reported to the CMS
// (POST /api/v1/site/build with BUILD_STATUS_TOKEN), where GET /api/v1/site/build reads it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { timingSafeEqual, createHash } from 'node:crypto';
import { contentFingerprint, sourcesFingerprint, writeStamp } from './site-stamp.mjs';
import { loadSiteRules, missingScriptHashes } from './site-rules.mjs';

const BUILD = ['pnpm', ['exec', 'astro', 'build']];
const KEEP_REASON = 2000;

/**
 * The live folder's link, where builds go and the stamp of the live build: in web/ of the checkout at
 * `root`, or in `stateDir` (the end-to-end test and the benchmark keep the developer's web/dist alone).
 */
export function sitePaths(root, stateDir) {
  const web = path.join(root, 'web');
  const state = stateDir ? path.resolve(stateDir) : web;
  return { web, live: path.join(state, 'dist'), builds: path.join(state, '.builds'), stamp: path.join(state, '.site-stamp.json') };
}

/**
 * Points `live` at `target` in one step: a new link renamed over the old one. A first swap over a real
 * folder (a plain `astro build`) moves that folder into `builds` first.
 */
export function pointLiveAt({ live, builds }, target) {
  const link = `${live}.link-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(live), target), link, 'dir');
  const stat = fs.lstatSync(live, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) fs.renameSync(live, path.join(builds, `previous-${Date.now()}`));
  fs.renameSync(link, live);
}

/** Removes the builds but the live one and the one before it (requests may still be reading it). */
export function pruneBuilds({ live, builds }) {
  const current = fs.existsSync(live) ? fs.realpathSync(live) : null;
  const others = fs.readdirSync(builds).map((name) => path.join(builds, name)).filter((dir) => dir !== current)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const dir of others.slice(1)) fs.rmSync(dir, { recursive: true, force: true });
}

const sameToken = (given, token) => Boolean(given) && timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(token).digest());

export function createRebuildWorker({
  root, stateDir = undefined, cmsUrl, siteUrl, token, statusToken = process.env.BUILD_STATUS_TOKEN, log = console.log,
  command = BUILD, env = {}, onBuilt = () => {},
}) {
  const paths = sitePaths(root, stateDir);
  let running = null;
  let again = false;
  const history = [];
  const children = new Set();

  let pending = null;
  let retry = null;
  /**
   * Tells the CMS. A stopped CMS must not stop the worker: the latest report is kept and sent again every
   * few seconds until the CMS takes it, so the status shows a failure once the CMS is back.
   */
  async function report(body) {
    if (!statusToken) return;
    pending = body;
    clearTimeout(retry);
    const sent = await fetch(`${cmsUrl}/api/v1/site/build`, {
      method: 'POST', headers: { authorization: `Bearer ${statusToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    }).then((res) => res.ok, () => false);
    if (pending !== body) return;
    if (sent) pending = null;
    else retry = setTimeout(() => pending && report(pending), 3000).unref();
  }

  function build(outDir) {
    return new Promise((resolve) => {
      const child = spawn(command[0], command[1], {
        cwd: paths.web, stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, ...env, CMS_URL: cmsUrl, SITE_URL: siteUrl, WEB_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      children.add(child);
      let errors = '';
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        errors = (errors + chunk).slice(-KEEP_REASON);
      });
      child.on('error', (error) => { children.delete(child); resolve({ ok: false, reason: error.message }); });
      child.on('exit', (code, signal) => {
        children.delete(child);
        resolve({ ok: code === 0, reason: code === 0 ? null : lastError(errors) || `the build stopped (${signal ?? `exit ${code}`})` });
      });
    });
  }

  async function run(requestedAt) {
    const started = Date.now();
    fs.mkdirSync(paths.builds, { recursive: true });
    const outDir = fs.mkdtempSync(path.join(paths.builds, 'build-'));
    await report({ etat: 'reconstruction' });
    // Read before the build: a change during it asks for the next build, so the stamp is never newer than the site.
    const made = { sources: sourcesFingerprint(root), content: await contentFingerprint(cmsUrl) };
    const { ok, reason } = await build(outDir);
    if (ok) {
      // The same check as Netlify's post-build step: an inline script the CSP does not allow would not run.
      const blocked = fs.existsSync(path.join(root, 'netlify.toml')) ? missingScriptHashes(loadSiteRules(path.join(root, 'netlify.toml')), outDir) : [];
      for (const { hash, files } of blocked) log(`rebuild: warning: netlify.toml's CSP blocks an inline script of ${files[0]} (and ${files.length - 1} more): add ${hash} to script-src`);
      pointLiveAt(paths, outDir);
      pruneBuilds(paths);
      writeStamp(paths.stamp, made);
    } else {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    const entry = { ok, reason, at: new Date().toISOString(), seconds: (Date.now() - started) / 1000, liveAfterSeconds: (Date.now() - requestedAt) / 1000 };
    history.push(entry);
    if (history.length > 50) history.shift();
    log(ok ? `rebuild: site updated in ${entry.seconds.toFixed(1)} s` : `rebuild: build failed, the previous site stays live (${reason})`);
    await report(ok ? { etat: 'a_jour' } : { etat: 'echec', raison: reason });
    if (ok) onBuilt(entry);
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
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('token');
    if (req.method === 'POST' && url.pathname === '/rebuild') {
      req.resume();
      if (!sameToken(given, token)) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ accepted: false }));
      }
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

  /** Stops a build in progress (Ctrl-C in `npm start`). */
  function stop() {
    clearTimeout(retry);
    for (const child of children) child.kill('SIGTERM');
    server.close();
  }
  return { server, request, history, stop, get building() { return Boolean(running); } };
}

/** The gist of a failed build's output: its last message lines, without stack traces or terminal colours. */
export function lastError(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim())
    .filter((l) => l && !/^(at |Location:|Stack trace:|\/|file:|\^)/.test(l));
  return lines.slice(-2).join(' ').slice(0, 500);
}
