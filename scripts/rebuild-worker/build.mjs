// The build processes. The next build's process is started ahead (scripts/astro-build-runner.mjs): while
// nothing is due it starts Astro and makes the Vite bundles (they depend on the code only), into its own
// output folder, then waits; a publication's build then only reads the content and renders the pages it
// changed. Builds are incremental (Astro's incrementalBuild, cache in <state>/.astro-cache).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourcesFingerprint } from '../site-stamp.mjs';
import { phaseTracker } from '../build-phases.mjs';
import { contentRead, lastError, pageCounts, splitPhases, withBundles } from './build-log.mjs';
import { KEEP_REASON, readJson } from './processes.mjs';

// A build process waiting with Astro loaded (its first line of input starts it, with this build's settings).
// A larger young generation: a build allocates short-lived objects by the million (page props, HTML
// strings, log lines), and the default one made the collector run for about a tenth of the build's time.
export const BUILD = [process.execPath, ['--max-semi-space-size=64', path.resolve(import.meta.dirname, '..', 'astro-build-runner.mjs')]];

/** Discards a build process's output folder (a failed build's, or a stopped standby's). */
const discard = (next) => {
  fs.rmSync(next.outDir, { recursive: true, force: true });
  fs.rmSync(next.timer, { force: true });
};

/**
 * Keeps one build process waiting; `build(digests)` starts it (or a fresh one, if it died or the sources
 * changed since it bundled them) and resolves to what the build did.
 */
export function createBuilder({ root, paths, command = BUILD, env, cmsUrl, siteUrl, statusToken, children }) {
  let standby = null;
  let stopped = false;
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
    const { ahead, phases } = withBundles(
      splitPhases(next.phases.phases((performance.now() - next.spawnedAt) / 1000), (next.dueAt - next.spawnedAt) / 1000),
      readJson(next.timer),
    );
    fs.rmSync(next.timer, { force: true });
    standby = ready();
    const pages = pageCounts(next.output);
    const result = { outDir: next.outDir, sources: next.sources, pages, phases, ahead, content: contentRead(next.output) };
    if (error) return { ...result, ok: false, reason: error.message };
    return {
      ...result,
      ok: code === 0,
      reason: code === 0 ? null : lastError(next.errors) || `the build stopped (${signal ?? `exit ${code}`})`,
    };
  }

  // The next build's process, started ahead; none when its folder cannot be made (a full disk): the
  // build that needs it tries again, and fails with the reason.
  function ready() {
    if (stopped) return null;
    try {
      return prepare();
    } catch {
      return null;
    }
  }

  standby = ready();
  return {
    build,
    /** No more standby; the waiting one's folder is removed (its process is among `children`). */
    stop() {
      stopped = true;
      if (standby) discard(standby);
    },
  };
}
