// `npm start`: the whole product locally (docs/architecture.md §2), on one origin.
//   1. the CMS (SQLite in cms/.tmp/, demo content seeded on a first start, secrets generated into cms/.env)
//   2. the rebuild worker, which the CMS calls when public content changes (scripts/rebuild-worker.mjs)
//   3. the site built against the CMS into web/dist, or the last build reused when it is up to date
//      (same sources, same content: scripts/site-stamp.mjs)
//   4. the one-origin server on http://localhost:4321 with netlify.toml's rules (scripts/site-server.mjs), with
//      the editors' preview at /apercu, built beside the site when the code changed (scripts/preview-build.mjs)
// Ctrl-C stops everything it started. Environment overrides (the end-to-end test uses them):
//   CMS_PORT (1337), SITE_PORT (4321), REBUILD_PORT (4322) — 0 lets the system choose a free one, and the
//   line `start: listening: …` says which —, SITE_URL (http://localhost:<site port>, or SITE_HOST's), DATABASE_FILENAME, PUBLIC_DIR,
//   SITE_STATE_DIR (web/: where dist, .builds and the stamp live), BUILD_STATUS_TOKEN and REBUILD_TOKEN
//   (random per start by default), REBUILD_DEBOUNCE_MS, FORCE_BUILD=1 (ignore the stamp).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { siteHandler } from './site-server.mjs';
import { localOrigins } from './site-origin.mjs';
import { createRebuildWorker, sitePaths } from './rebuild-worker.mjs';
import { cmsEnvironment } from './product-stack.mjs';
import { contentFingerprint, isUpToDate, readStamp, sourcesFingerprint } from './site-stamp.mjs';
import { ensurePreviewBuild, previewDir, previewSecret } from './preview-build.mjs';
import { hasIndex } from './search-index.mjs';
import { withoutTrailing } from './strings.mjs';

const root = path.resolve(import.meta.dirname, '..');
let cmsPort = Number(process.env.CMS_PORT ?? 1337);
let sitePort = Number(process.env.SITE_PORT ?? 4321);
let workerPort = Number(process.env.REBUILD_PORT ?? 4322);
const hookToken = process.env.REBUILD_TOKEN || randomBytes(16).toString('hex');
const statusToken = process.env.BUILD_STATUS_TOKEN || randomBytes(24).toString('hex');
const started = Date.now();
const step = (message) => console.log(`start: ${message}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const stateDir = process.env.SITE_STATE_DIR; // web/ by default: web/dist, web/.builds, web/.site-stamp.json
let site = null;
let cms = null;
let worker = null;
let siteServer = null;
let workerServer = null;
let stopping = null;

async function stop(code) {
  stopping ??= (async () => {
    step('stopping');
    for (const server of [siteServer, workerServer]) {
      server?.close();
      server?.closeAllConnections?.();
    }
    worker?.stop();
    if (cms && cms.exitCode === null && cms.signalCode === null) {
      const exited = new Promise((resolve) => cms.once('exit', resolve));
      cms.kill('SIGTERM');
      const timer = setTimeout(() => cms.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.exit(code);
  })();
  return stopping;
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

/** Listens on 127.0.0.1:`port` (0: a free port the system chooses); resolves to the port. */
const listen = (server, port, label) =>
  new Promise((resolve) => {
    server.once('error', (error) => {
      console.error(
        `start: ${label} cannot listen on 127.0.0.1:${port} (${error.code}); set ${label === 'site' ? 'SITE_PORT' : 'REBUILD_PORT'} to a free port`,
      );
      stop(1);
    });
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });

/** A server whose requests go to `handler()`, answered 503 while it is null (what listens before it is ready). */
function placeholderServer(handler, what) {
  return http.createServer((req, res) => {
    const handle = handler();
    if (handle) return handle(req, res);
    req.resume();
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end(`The ${what} is starting`);
  });
}

// The site's and the worker's addresses are taken first: the CMS needs both (its mails' links, its
// rebuild hook) and the worker the CMS's, which is known once the CMS listens.
let serveSite = null;
siteServer = placeholderServer(() => serveSite, 'site');
sitePort = await listen(siteServer, sitePort, 'site');
const siteUrl = withoutTrailing(process.env.SITE_URL || `http://${process.env.SITE_HOST ?? 'localhost'}:${sitePort}`, '/');
workerServer = placeholderServer(() => worker && ((req, res) => worker.server.emit('request', req, res)), 'rebuild worker');
workerPort = await listen(workerServer, workerPort, 'rebuild worker');

step(
  `starting the CMS on 127.0.0.1:${cmsPort || '(a free port)'} (compiles the TypeScript when it changed; a first start also creates the database and seeds the demo content)`,
);
const cmsStarted = Date.now();
cms = spawn(process.execPath, ['--disable-proto=delete', 'scripts/serve.js'], {
  cwd: path.join(root, 'cms'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, ...cmsEnvironment({ cmsPort, siteUrl, workerPort, hookToken, statusToken }) },
});
// The CMS's output goes on to ours; with CMS_PORT=0 its line `cms: listening on <port>` says where it is.
const cmsListening = new Promise((resolve) => {
  let seen = '';
  cms.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (seen !== null) {
      seen += chunk;
      const port = /^cms: listening on \S+:(\d+)$/m.exec(seen)?.[1];
      if (port) {
        seen = null;
        resolve(Number(port));
      }
    }
  });
});
cms.on('exit', (code, signal) => {
  if (stopping) return;
  if (!site) {
    console.error(`start: the CMS stopped before it was ready (${signal ?? `exit ${code}`}); see its messages above`);
    stop(code || 1);
    return;
  }
  // The static site does not need the CMS: it stays up, as it would on the CDN; rebuilds fail until the CMS is back.
  console.error(`start: the CMS stopped (${signal ?? `exit ${code}`}); the site keeps serving its last build. Ctrl-C to stop.`);
});

cmsPort = await Promise.race([cmsListening, new Promise((resolve) => cms.once('exit', () => resolve(cmsPort)))]);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
worker = createRebuildWorker({ root, stateDir, cmsUrl, siteUrl, token: hookToken, statusToken, log: step });
let ready = false;
while (!ready && !stopping && cms.exitCode === null) {
  ready = await fetch(`${cmsUrl}/api/v1/secteurs`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 500));
}
if (!ready) await new Promise(() => {}); // the exit handler is stopping everything
step(`CMS ready in ${seconds(cmsStarted)}`);

const paths = sitePaths(root, stateDir);
// The preview reads no content: its build depends on the code only, and runs beside the site's.
const preview = { dir: previewDir(root, stateDir), secret: previewSecret(root) };
const previewStarted = Date.now();
const previewBuild = ensurePreviewBuild({ root, dir: preview.dir, force: process.env.FORCE_BUILD === '1' });
const current = { sources: sourcesFingerprint(root), content: await contentFingerprint(cmsUrl) };
if (process.env.FORCE_BUILD !== '1' && fs.existsSync(path.join(paths.live, 'index.html')) && isUpToDate(readStamp(paths.stamp), current)) {
  step('the site in web/dist is up to date (same sources, same content): reused');
  if (!hasIndex(paths.live)) worker.refreshSearch();
} else {
  const buildStarted = Date.now();
  step('building the site against the CMS into web/dist (a fresh folder, swapped in when complete)');
  // A request the last run left unbuilt is being built already: that build is this one.
  const { ok } = await (worker.resumed ?? worker.request());
  if (ok) {
    step(`site built in ${seconds(buildStarted)}`);
    // The first build's search index, before the site is announced (later ones follow each publication).
    await worker.searchRefresh;
    step('search index ready');
  } else
    step(
      fs.existsSync(paths.live)
        ? 'the site build failed: the last good build is served'
        : 'the site build failed and there is no earlier build: fix the error above, then save any content to rebuild',
    );
}

const previewResult = await previewBuild;
if (!previewResult.ok)
  console.error(`${previewResult.output}\nstart: the preview build failed (above): the site works, "Aperçu" answers 503 until it is fixed`);
else step(previewResult.built ? `preview built in ${seconds(previewStarted)}` : 'the preview build is up to date: reused');
if (!preview.secret) console.error('start: PREVIEW_SECRET is missing from the environment and cms/.env: "Aperçu" answers 503');
serveSite = siteHandler({ dist: paths.live, cmsUrl, preview, origins: localOrigins(sitePort, siteUrl) });
site = siteServer;
step(`listening: site ${siteUrl}, CMS ${cmsUrl}, rebuild worker http://127.0.0.1:${workerPort}`);
console.log(`
  Ready in ${seconds(started)}.
  Site            ${siteUrl}/   (English ${siteUrl}/en, Portuguese ${siteUrl}/pt)
  Back-office     ${siteUrl}/admin/connexion   (advisers: ${siteUrl}/conseiller/connexion)
  API             ${siteUrl}/api/v1/secteurs   (the CMS itself: ${cmsUrl})
  Preview         ${siteUrl}/apercu, from the "Aperçu" button of the content forms (a signed token, 5 minutes)
  Rebuilds        on every change to public content; worker status http://127.0.0.1:${workerPort}/status
                  (Authorization: Bearer <REBUILD_TOKEN>${process.env.REBUILD_TOKEN ? '' : ', random: set REBUILD_TOKEN to choose it'}),
                  or GET ${siteUrl}/api/v1/site/build as an administrator
  Demo accounts (local only):
    administrateur  admin@demo.local / demo-admin-2025
    conseiller      conseiller@demo.local, conseiller2@demo.local / demo-conseiller-2025
  Ctrl-C stops everything.
`);
