// One rebuild, from the request to the live site: reported to the CMS, built, swapped in (or the last good
// site kept), stamped, recorded in the history, then the follow-ups (search index, CSP check, pruning).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordedFingerprint, writeStamp } from '../site-stamp.mjs';
import { carryIndex } from '../search-index.mjs';
import { background } from './processes.mjs';
import { goLive, pruneBuilds } from './swap.mjs';

/** Rendered pages listed in a build's history entry (the count is always complete). */
const MAX_LISTED = 500;
const MAX_HISTORY = 50;

const summary = (entry) => {
  const { content } = entry;
  const read = content.read === 'changes' ? `${content.changed} item(s) changed since the read ahead` : 'content read in full';
  return entry.ok
    ? `rebuild: site updated in ${entry.seconds.toFixed(1)} s (${entry.pages.rendered} page(s) rendered, ${entry.pages.reused} unchanged; ${read})`
    : `rebuild: build failed, the previous site stays live (${entry.reason})`;
};

/** `run(requestedAt)` for the queue: one build, resolving to its history entry. */
export function createCycle({ root, paths, builder, reporter, search, history, children, log, onBuilt }) {
  /** The live build's search index, linked into the new build until its own is ready. */
  const carry = () =>
    fs.existsSync(paths.live) ? carryIndex(fs.realpathSync(paths.live), paths.carried, search.files).catch(() => false) : false;

  /** The same check as Netlify's post-build step, after the swap and in another process. */
  const checkCsp = (outDir) => {
    if (!fs.existsSync(path.join(root, 'netlify.toml'))) return;
    background(children, [process.execPath, [path.join(root, 'scripts/netlify-postbuild.mjs'), '--check', outDir]], root).then(
      ({ ok, output }) => ok || log(`rebuild: warning: ${output.trim()}`),
    );
  };

  /** One build; throws when the worker itself cannot write (its folders, the move, the link). */
  async function attempt(requestedAt, started, scratch) {
    fs.mkdirSync(paths.builds, { recursive: true });
    const digests = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-'));
    scratch.digests = digests;
    const reported = reporter.report({ etat: 'reconstruction' });
    // The stamp is what this build read (the sources its process bundled, the content as it read it when
    // the build was due), so it is never newer than the site: a change during the build asks for the next one.
    const carried = carry();
    const { ok, reason, pages, phases, ahead, content, outDir: builtDir, sources } = await builder.build(digests);
    scratch.builtDir = builtDir;
    const swapping = performance.now();
    const carriedIndex = await carried;
    await reported;
    let outDir = null;
    if (ok) {
      outDir = goLive(paths, builtDir, carriedIndex);
      phases.push({ name: 'swap (search index carried, link renamed)', seconds: (performance.now() - swapping) / 1000 });
      // The site is live: a stamp that cannot be written only means the next start builds again.
      try {
        writeStamp(paths.stamp, { sources, content: recordedFingerprint(digests) });
      } catch (error) {
        log(`rebuild: warning: the stamp could not be written (${error.message})`);
      }
    }
    return {
      ok,
      reason,
      outDir,
      at: new Date().toISOString(),
      seconds: (Date.now() - started) / 1000,
      liveAfterSeconds: (Date.now() - requestedAt) / 1000,
      pages: { rendered: pages.rendered.length, reused: pages.reused },
      rendered: pages.rendered.slice(0, MAX_LISTED),
      phases,
      ahead,
      content,
    };
  }

  return async function run(requestedAt) {
    const started = Date.now();
    const scratch = { digests: null, builtDir: null };
    let entry;
    try {
      entry = await attempt(requestedAt, started, scratch);
    } catch (error) {
      // The worker could not write (a full disk, a read-only folder): nothing was swapped, the live site stays.
      entry = {
        ok: false,
        reason: `the worker could not write the build: ${error.message}`,
        outDir: null,
        at: new Date().toISOString(),
        seconds: (Date.now() - started) / 1000,
        liveAfterSeconds: (Date.now() - requestedAt) / 1000,
        pages: { rendered: 0, reused: 0 },
        rendered: [],
        phases: [],
        ahead: [],
        content: { read: 'full' },
      };
    }
    const { outDir, ...recorded } = entry;
    for (const dir of [entry.ok ? null : scratch.builtDir, scratch.digests, paths.carried]) {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
    history.push(recorded);
    if (history.length > MAX_HISTORY) history.shift();
    log(summary(recorded));
    await reporter.report(recorded.ok ? { etat: 'a_jour' } : { etat: 'echec', raison: recorded.reason });
    if (recorded.ok) {
      onBuilt(recorded);
      search.refresh();
      checkCsp(outDir);
      await pruneBuilds(paths).catch((error) => log(`rebuild: warning: old builds not pruned (${error.message})`));
    }
    return recorded;
  };
}
