// Where a build's time goes, from the lines Astro logs as it moves on: used by the rebuild worker (each
// build's history entry) and by the corpus bench (web/bench/corpus.mjs) to print a breakdown per phase.

/** Astro's log lines that open each phase of a build, in order (the phase runs until the next one opens). */
export const PHASE_MARKERS = [
  ['start-up (Astro, config, integrations)', null], // opens when the build starts
  ['content layer sync', /\[content\] Syncing content/],
  ['types and build info', /\[content\] Synced content/],
  ['Vite bundles (prerender and client)', /Building static entrypoints/],
  // The rebuild worker's build process waits here until a build is due (web/src/lib/cms-content.ts).
  ['ready: waiting until the build is due', /generating static routes/],
  ['content read from the CMS', /\[content\] reading the CMS lists/],
  ['pages: rendered, or linked from the previous build', /\[content\] read from the CMS:/],
  ['build hooks (share images) and exit', /share images: \d+ drawn/],
];

/**
 * Phase durations in seconds from `marks` (marker index → seconds since the build started, when its line
 * was seen) and the build's total; the first phase opens at 0; a phase whose line never came is left out.
 */
export function phaseDurations(marks, totalSeconds, markers = PHASE_MARKERS) {
  const seen = markers.map(([name], i) => ({ name, at: i === 0 ? 0 : marks.get(i) })).filter((m) => m.at !== undefined);
  return seen.map((m, i) => ({ name: m.name, seconds: (i + 1 < seen.length ? seen[i + 1].at : totalSeconds) - m.at }));
}

/**
 * Follows a build's output as it streams: `seen(chunk, at)` notes when each phase's line first arrives
 * (a line may come in two chunks: the end of the previous chunk is kept); `phases(total)` gives the breakdown.
 */
export function phaseTracker(markers = PHASE_MARKERS) {
  const marks = new Map();
  let tail = '';
  return {
    marks,
    seen(chunk, at) {
      const recent = tail + chunk;
      tail = recent.slice(-200);
      markers.forEach(([, marker], i) => {
        if (i > 0 && !marks.has(i) && marker.test(recent)) marks.set(i, at);
      });
    },
    phases: (totalSeconds) => phaseDurations(marks, totalSeconds, markers),
  };
}
