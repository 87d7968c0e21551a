// What a build's output and timings say: pages rendered or copied, how the content was read, where the
// time went, and why it failed.
import { stripVTControlCharacters } from 'node:util';

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

/**
 * Places Vite's bundles (from Astro's own timer, ASTRO_TIMER_PATH) beside the Vite phase, where it is:
 * among the phases waited for, or among those done ahead when no process was waiting ready.
 */
export function withBundles({ before: ahead, after: phases }, timer) {
  const bundles = Object.entries(timer ?? {})
    .filter(([name]) => /^(?:Prerender|Client|SSR) build$/.test(name))
    .map(([name, stat]) => ({ name: `  of which ${name.toLowerCase()}`, seconds: stat.elapsedTime / 1000 }));
  const vite = (list) => list.findLastIndex((p) => p.name.startsWith('Vite'));
  const into = vite(phases) >= 0 ? phases : ahead;
  into.splice(vite(into) + 1 || into.length, 0, ...bundles);
  return { ahead, phases };
}

/** The gist of a failed build's output: its last message lines, without stack traces or terminal colours. */
export function lastError(output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(?:at |Location:|Stack trace:|\/|file:|\^)/.test(l));
  return lines.slice(-2).join(' ').slice(0, 500);
}
