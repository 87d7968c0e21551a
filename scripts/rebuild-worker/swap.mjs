// Going live: a successful build's folder moved among the builds, web/dist pointed at it in one rename,
// and the builds nobody reads any more removed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lowPriority } from './processes.mjs';

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
 * Makes a successful build live: its folder moved under `builds`, the search index carried from the
 * live build (if it was) placed inside, then the link swapped. Returns the folder now live.
 */
export function goLive(paths, builtDir, carriedIndex) {
  const outDir = path.join(paths.builds, path.basename(builtDir));
  try {
    moveFolder(builtDir, outDir);
    if (carriedIndex) fs.renameSync(paths.carried, path.join(outDir, 'pagefind'));
    pointLiveAt(paths, outDir);
  } catch (error) {
    // Not live (the link is renamed last): a half-copied folder would only take more room.
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return outDir;
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
