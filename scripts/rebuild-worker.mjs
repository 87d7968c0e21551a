// The local rebuild worker of docs/architecture.md §2: the CMS calls it (REBUILD_HOOK_URL) when public
// content changes. Calls that come while a build runs make one more build after it, so a burst makes at
// most two. Each build goes into a fresh folder under web/.builds/; once it succeeds, web/dist (a symbolic
// link) is pointed at it with one rename, so visitors never see a half-built site; when it fails, the
// link stays on the last good build and the failure is recorded. Each step is reported to the CMS
// (POST /api/v1/site/build with BUILD_STATUS_TOKEN), where GET /api/v1/site/build reads it.
// Builds are incremental (Astro's incrementalBuild, cache in <state>/.astro-cache): only the pages whose
// content changed are rendered, the others are copied from the previous build. The search index is
// refreshed right after the swap (scripts/search-index.mjs); a newer build stops a refresh in progress.
// Both of its routes, POST /rebuild and GET /status, take its token (REBUILD_TOKEN) in `Authorization:
// Bearer` only; the CMS sends it with REBUILD_HOOK_TOKEN.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { timingSafeEqual, createHash } from 'node:crypto';
import { recordedFingerprint, sourcesFingerprint, writeStamp } from './site-stamp.mjs';
import { carryIndex, installIndex, writeIndex } from './search-index.mjs';
import { phaseTracker } from './build-phases.mjs';

// A build process waiting with Astro loaded (its first line of input starts it, with this build's settings).
// A larger young generation: a build allocates short-lived objects by the million (page props, HTML
// strings, log lines), and the default one made the collector run for about a tenth of the build's time.
const BUILD = [process.execPath, ['--max-semi-space-size=64', path.resolve(import.meta.dirname, 'astro-build-runner.mjs')]];
const KEEP_REASON = 2000;
/** Rendered pages listed in a build's history entry (the count is always complete). */
const MAX_LISTED = 500;

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Background work yields the processors to builds and to the site server. */
const lowPriority = (child) => {
  try {
    os.setPriority(child.pid, 15);
  } catch {
    /* not permitted: it runs at normal priority */
  }
};

/**
 * The live folder's link, where builds go and the stamp of the live build: in web/ of the checkout at
 * `root`, or in `stateDir` (the end-to-end test and the benchmark keep the developer's web/dist alone).
 */
export function sitePaths(root, stateDir) {
  const web = path.join(root, 'web');
  const state = stateDir ? path.resolve(stateDir) : web;
  return {
    web,
    live: path.join(state, 'dist'),
    builds: path.join(state, '.builds'),
    stamp: path.join(state, '.site-stamp.json'),
    // The output folder of the build process started ahead, moved into `builds` once its build succeeds.
    // Always under web/: Astro keeps its server bundle in the output folder only when that folder lies
    // under web/ (else in web/.astro/.prerender, shared by every build from this checkout, where another
    // build would delete it under the waiting process), and the bundle must find web's node_modules.
    // One folder per state, so the worker of another state never removes it.
    pending: path.join(web, '.builds-next', createHash('sha256').update(state).digest('hex').slice(0, 12)),
    cache: path.join(state, '.astro-cache'),
    search: path.join(state, '.search'),
    searchFiles: path.join(state, '.search-files.json'),
    carried: path.join(state, '.search-carried'),
  };
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

/**
 * Removes the builds but the live one and the one before it (requests may still be reading it). In
 * another process, at low priority: a build is some 11,000 files on the corpus, and deleting them here
 * queued thousands of operations on this process's I/O threads, ahead of the site server's reads of the
 * page just published (npm start serves the site from this process): it answered seconds after the swap.
 */
export async function pruneBuilds({ live, builds }) {
  const current = fs.existsSync(live) ? fs.realpathSync(live) : null;
  const others = fs
    .readdirSync(builds)
    .map((name) => path.join(builds, name))
    .filter((dir) => dir !== current)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  const old = others.slice(1);
  if (!old.length) return;
  await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['-e', 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })', ...old],
      { stdio: 'ignore' },
    );
    lowPriority(child);
    child.once('error', resolve);
    child.once('exit', resolve);
  });
}

/**
 * What Astro's build log says it did with each page: rendered, or copied from the previous build (a page
 * line directly followed by "(restored)" or "(cached)"; rendered pages get their timing later).
 */
export function pageCounts(log) {
  // eslint-disable-next-line no-control-regex
  const text = log.replace(/\x1b\[[0-9;]*m/g, '');
  const rendered = [];
  let reused = 0;
  for (const [, page, copied] of text.matchAll(/[├└]─ (\S+?\.(?:html|xml|txt|json))( \((?:restored|cached)\))?/g)) {
    if (copied) reused += 1;
    else rendered.push(page);
  }
  return { rendered, reused };
}

/**
 * How a build read its content, from its log (web/src/lib/cms-content.ts): the item lists brought up to
 * date from the CMS's changes since the read ahead (and how many items changed), or read in full.
 */
export function contentRead(log) {
  const changed = /\[content\] (\d+) item\(s\) changed since the read ahead/.exec(log);
  return changed ? { read: 'changes', changed: Number(changed[1]) } : { read: 'full' };
}

const sameToken = (given, token) =>
  Boolean(given) && timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(token).digest());

export function createRebuildWorker({
  root,
  stateDir = undefined,
  cmsUrl,
  siteUrl,
  token,
  statusToken = process.env.BUILD_STATUS_TOKEN,
  log = console.log,
  command = BUILD,
  env = {},
  onBuilt = () => {},
  indexSearch = true,
}) {
  const paths = sitePaths(root, stateDir);
  let running = null;
  let again = false;
  let stopped = false;
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
      method: 'POST',
      headers: { authorization: `Bearer ${statusToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (pending !== body) return;
    if (sent) pending = null;
    else retry = setTimeout(() => pending && report(pending), 3000).unref();
  }

  // The next build's process is started ahead (scripts/astro-build-runner.mjs): while nothing is due it
  // starts Astro and makes the Vite bundles (they depend on the code only), into its own output folder,
  // then waits; a publication's build then only reads the content and renders the pages it changed.
  let standby = null;
  fs.rmSync(paths.pending, { recursive: true, force: true }); // a standby's folder left by a stopped worker
  function prepare() {
    fs.mkdirSync(paths.pending, { recursive: true });
    const outDir = fs.mkdtempSync(path.join(paths.pending, 'build-'));
    // Astro's own timer (ASTRO_TIMER_PATH) splits the Vite phase into its prerender and client bundles.
    const timer = `${outDir}.timer.json`;
    // What the bundles are made from: the sources now (the stamp must never be newer than the site).
    const sources = sourcesFingerprint(root);
    const child = spawn(command[0], command[1], {
      cwd: paths.web,
      stdio: ['pipe', 'pipe', 'pipe'],
      // BUILD_STATUS_TOKEN: the build reads the lists ahead and asks the CMS only what changed since (web/src/lib/cms-content.ts).
      env: {
        ...process.env,
        ...env,
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        WEB_CACHE_DIR: paths.cache,
        WEB_OUT_DIR: outDir,
        ASTRO_TIMER_PATH: timer,
        ASTRO_TELEMETRY_DISABLED: '1',
        BUILD_STATUS_TOKEN: statusToken ?? '',
      },
    });
    children.add(child);
    // Where the time goes, from the process's start: the phases before its line is sent were done ahead.
    const run = { child, outDir, timer, sources, output: '', errors: '', phases: phaseTracker(), spawnedAt: performance.now(), dueAt: 0 };
    child.stdout.on('data', (chunk) => {
      run.output += chunk;
      run.phases.seen(String(chunk), (performance.now() - run.spawnedAt) / 1000);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      run.errors = (run.errors + chunk).slice(-KEEP_REASON);
    });
    child.stdin.on('error', () => {}); // it died before its line: `exited` says how
    run.exited = new Promise((resolve) => {
      child.once('error', (error) => resolve({ error }));
      child.once('exit', (code, signal) => resolve({ code, signal }));
    }).finally(() => children.delete(child));
    return run;
  }

  /** Discards a build process's output folder (a failed build's, or a stopped standby's). */
  const discard = (next) => {
    fs.rmSync(next.outDir, { recursive: true, force: true });
    fs.rmSync(next.timer, { force: true });
  };

  async function build(digests) {
    let next = standby ?? prepare();
    standby = null;
    // A process that died, or that bundled sources changed since (a developer's edit): a fresh one.
    if (next.child.exitCode !== null || next.child.signalCode !== null || next.sources !== sourcesFingerprint(root)) {
      next.child.kill('SIGTERM');
      discard(next);
      next = prepare();
    }
    next.dueAt = performance.now();
    next.child.stdin.end(`${JSON.stringify({ WEB_CONTENT_DIGESTS: digests })}\n`);
    const { code, signal, error } = await next.exited;
    const { before: ahead, after: phases } = splitPhases(
      next.phases.phases((performance.now() - next.spawnedAt) / 1000),
      (next.dueAt - next.spawnedAt) / 1000,
    );
    const bundles = Object.entries(readJson(next.timer) ?? {})
      .filter(([name]) => /^(?:Prerender|Client|SSR) build$/.test(name))
      .map(([name, stat]) => ({ name: `  of which ${name.toLowerCase()}`, seconds: stat.elapsedTime / 1000 }));
    // Beside the Vite phase, where it is (after the build was due when no process was waiting ready).
    const vite = (list) => list.findLastIndex((p) => p.name.startsWith('Vite'));
    const into = vite(phases) >= 0 ? phases : ahead;
    into.splice(vite(into) + 1 || into.length, 0, ...bundles);
    fs.rmSync(next.timer, { force: true });
    if (!stopped) standby = prepare();
    const pages = pageCounts(next.output);
    const result = { outDir: next.outDir, sources: next.sources, pages, phases, ahead, content: contentRead(next.output) };
    if (error) return { ...result, ok: false, reason: error.message };
    return {
      ...result,
      ok: code === 0,
      reason: code === 0 ? null : lastError(next.errors) || `the build stopped (${signal ?? `exit ${code}`})`,
    };
  }

  /** A child process that is not a build (the CSP check, the search index): started at low priority. */
  function background(commandLine) {
    return new Promise((resolve) => {
      const child = spawn(commandLine[0], commandLine[1], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      lowPriority(child);
      children.add(child);
      let output = '';
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => {
          output = (output + chunk).slice(-KEEP_REASON);
        });
      child.on('error', () => {
        children.delete(child);
        resolve({ ok: false, output });
      });
      child.on('exit', (code) => {
        children.delete(child);
        resolve({ ok: code === 0, output });
      });
    });
  }

  // The search index follows the live build: one refresh at a time; a build that goes live during a
  // refresh asks for one more, so the index catches up once publications pause. It runs at low priority,
  // so a publication's build is not slowed by it.
  const search = { running: null, again: false, files: readJson(paths.searchFiles), aborter: new AbortController(), lastRefresh: null };
  function refreshSearch() {
    if (!indexSearch) return null;
    if (search.running) {
      search.again = true;
      return search.running;
    }
    search.running = (async () => {
      do {
        search.again = false;
        if (!fs.existsSync(paths.live)) break;
        const started = Date.now();
        const written = await writeIndex(fs.realpathSync(paths.live), paths.search, {
          signal: search.aborter.signal,
          onSpawn: lowPriority,
        });
        if (!written.ok) {
          // A newer build pruned the folder being read, or stop() ended it: the next round (if any) retries.
          if (!search.again) log(`rebuild: the search index was not refreshed (${written.reason}); the previous one stays`);
          search.lastRefresh = { ok: false, reason: written.reason, at: new Date().toISOString() };
          continue;
        }
        // Into the build that is live now (a newer one, if it went live meanwhile: the next round catches up).
        search.files = installIndex(paths.search, fs.realpathSync(paths.live));
        fs.writeFileSync(paths.searchFiles, JSON.stringify(search.files));
        search.lastRefresh = { ok: true, at: new Date().toISOString(), seconds: (Date.now() - started) / 1000 };
        log(`rebuild: search index refreshed in ${search.lastRefresh.seconds.toFixed(1)} s`);
      } while (search.again && !search.aborter.signal.aborted);
      search.running = null;
    })();
    return search.running;
  }

  async function run(requestedAt) {
    const started = Date.now();
    fs.mkdirSync(paths.builds, { recursive: true });
    const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
    const reported = report({ etat: 'reconstruction' });
    // The stamp is what this build read (the sources its process bundled, the content as it read it when
    // the build was due), so it is never newer than the site: a change during the build asks for the next one.
    // Until its own index is ready, the new build serves the live one: linked while the build runs.
    const carried = fs.existsSync(paths.live)
      ? carryIndex(fs.realpathSync(paths.live), paths.carried, search.files).catch(() => false)
      : false;
    const { ok, reason, pages, phases, ahead, content, outDir: builtDir, sources } = await build(digests);
    const swapping = performance.now();
    const carriedIndex = await carried;
    await reported;
    const outDir = path.join(paths.builds, path.basename(builtDir));
    if (ok) {
      moveFolder(builtDir, outDir);
      if (carriedIndex) fs.renameSync(paths.carried, path.join(outDir, 'pagefind'));
      pointLiveAt(paths, outDir);
      phases.push({ name: 'swap (search index carried, link renamed)', seconds: (performance.now() - swapping) / 1000 });
      writeStamp(paths.stamp, { sources, content: recordedFingerprint(digests) });
    } else {
      fs.rmSync(builtDir, { recursive: true, force: true });
    }
    fs.rmSync(digests, { recursive: true, force: true });
    fs.rmSync(paths.carried, { recursive: true, force: true });
    const entry = {
      ok,
      reason,
      at: new Date().toISOString(),
      seconds: (Date.now() - started) / 1000,
      liveAfterSeconds: (Date.now() - requestedAt) / 1000,
      pages: { rendered: pages.rendered.length, reused: pages.reused },
      rendered: pages.rendered.slice(0, MAX_LISTED),
      phases,
      ahead,
      content,
    };
    history.push(entry);
    if (history.length > 50) history.shift();
    const read = content.read === 'changes' ? `${content.changed} item(s) changed since the read ahead` : 'content read in full';
    log(
      ok
        ? `rebuild: site updated in ${entry.seconds.toFixed(1)} s (${entry.pages.rendered} page(s) rendered, ${entry.pages.reused} unchanged; ${read})`
        : `rebuild: build failed, the previous site stays live (${reason})`,
    );
    await report(ok ? { etat: 'a_jour' } : { etat: 'echec', raison: reason });
    if (ok) {
      onBuilt(entry);
      refreshSearch();
      // The same check as Netlify's post-build step, after the swap and in another process: an inline
      // script the CSP does not allow would not run.
      if (fs.existsSync(path.join(root, 'netlify.toml'))) {
        background([process.execPath, [path.join(root, 'scripts/netlify-postbuild.mjs'), '--check', outDir]]).then(
          ({ ok: allowed, output }) => allowed || log(`rebuild: warning: ${output.trim()}`),
        );
      }
      await pruneBuilds(paths);
    }
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
    // The token only in the Authorization header: one in the URL would end up in logs and shell histories.
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const known = ['/rebuild', '/status'].includes(url.pathname);
    if (known && !sameToken(given, token)) {
      req.resume();
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ accepted: false }));
    }
    if (req.method === 'POST' && url.pathname === '/rebuild') {
      req.resume();
      request();
      res.writeHead(202, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ accepted: true }));
    }
    if (req.method === 'GET' && url.pathname === '/status') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ building: Boolean(running), history, search: { refreshing: Boolean(search.running), last: search.lastRefresh } }),
      );
    }
    res.writeHead(404);
    res.end();
  });

  /** Stops a build in progress (Ctrl-C in `npm start`). */
  function stop() {
    stopped = true;
    clearTimeout(retry);
    search.aborter.abort();
    for (const child of children) child.kill('SIGTERM');
    if (standby) discard(standby);
    server.close();
  }
  standby = prepare();
  return {
    server,
    request,
    history,
    stop,
    get building() {
      return Boolean(running);
    },
    /** Refreshes the search index of the live build (after a start that reused it). */
    refreshSearch,
    /** The search index refresh in progress, if any (resolves when it ends), and how the last one went. */
    get searchRefresh() {
      return search.running;
    },
    get searchLast() {
      return search.lastRefresh;
    },
  };
}

/** Moves a folder: one rename, or a copy when the state lies on another file system than web/. */
export function moveFolder(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Splits a build process's phases (seconds since it started) at the moment its build was due: the work
 * done ahead, and what the publication waited for (a phase under way then counts in both, cut there).
 */
export function splitPhases(phases, dueAt) {
  const before = [];
  const after = [];
  let at = 0;
  for (const { name, seconds } of phases) {
    const end = at + seconds;
    if (at < dueAt) before.push({ name, seconds: Math.min(end, dueAt) - at });
    if (end > dueAt) after.push({ name, seconds: end - Math.max(at, dueAt) });
    at = end;
  }
  return { before, after };
}

/** The gist of a failed build's output: its last message lines, without stack traces or terminal colours. */
export function lastError(output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(?:at |Location:|Stack trace:|\/|file:|\^)/.test(l));
  return lines.slice(-2).join(' ').slice(0, 500);
}
