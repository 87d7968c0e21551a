// Pure helpers of the corpus build benchmark (web/bench/corpus.mjs), tested in tests/unit/build-figures.test.ts.
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_BUDGETS = { pagesPerSecond: 300, peakRssBytes: 2 * 1024 ** 3 };

/** Every .html file under `dir`, as paths relative to it with forward slashes. */
export function htmlPages(dir, base = dir) {
  const pages = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages.push(...htmlPages(full, base));
    else if (entry.name.endsWith('.html')) pages.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return pages;
}

/**
 * The process tree under `rootPid` from /proc-like stat lines: `stats` maps a pid to the text of its
 * /proc/<pid>/stat (field 4 is the parent pid, after the command name in parentheses).
 */
export function descendants(rootPid, stats) {
  const children = new Map();
  for (const [pid, stat] of stats) {
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(after[1]);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    if (!stats.has(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident set size in bytes from the text of /proc/<pid>/status (VmRSS, in kB); 0 when absent. */
export function rssBytes(status) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The figures and the budget verdicts of one build. */
export function buildVerdict({ pages, seconds, peakRssBytes }, budgets = BUILD_BUDGETS) {
  const pagesPerSecond = seconds > 0 ? pages / seconds : 0;
  return {
    pagesPerSecond,
    msPerPage: pages > 0 ? (seconds * 1000) / pages : 0,
    speedOk: pagesPerSecond >= budgets.pagesPerSecond,
    memoryOk: peakRssBytes > 0 && peakRssBytes < budgets.peakRssBytes,
  };
}

export const mib = (bytes) => `${Math.round(bytes / 1024 ** 2)} MiB`;

export { PHASE_MARKERS, phaseDurations, phaseTracker } from '../../scripts/build-phases.mjs';
