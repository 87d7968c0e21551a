// The search index follows the live build: one refresh at a time; a build that goes live during a
// refresh asks for one more, so the index catches up once publications pause. Only the shards whose pages
// changed are indexed again (scripts/search-index.mjs); the digests of the pages are kept between refreshes,
// so only the files a build wrote are read. A publication's refresh (its few shards, about a second of work)
// runs at normal priority: it is how soon a visitor's search finds the new page. A large one (the first
// index, or a code change that rewrote every page) runs at low priority, so a publication's build is not
// slowed by it.
import fs from 'node:fs';
import { refreshIndex } from '../search-index.mjs';
import { lowPriority, readJson } from './processes.mjs';

export function createSearchRefresher({ paths, log, enabled = true }) {
  const state = { running: null, again: false, files: readJson(paths.searchFiles), lastRefresh: null, known: new Map() };
  const aborter = new AbortController();

  async function refreshRounds() {
    do {
      state.again = false;
      if (!fs.existsSync(paths.live)) break;
      const started = Date.now();
      // Read from the build live now, and installed into it; a build that goes live meanwhile makes the
      // install refuse a shard it lacks, and asks for the next round.
      const refreshed = await refreshIndex(fs.realpathSync(paths.live), {
        work: paths.search,
        signal: aborter.signal,
        onSpawn: (child, { writing, shards }) => {
          if (writing > shards / 4) lowPriority(child);
        },
        known: state.known,
      });
      if (!refreshed.ok) {
        // A newer build pruned the folder being read, or stop() ended it: the next round (if any) retries.
        if (!state.again) log(`rebuild: the search index was not refreshed (${refreshed.reason}); the previous one stays`);
        state.lastRefresh = { ok: false, reason: refreshed.reason, at: new Date().toISOString() };
        continue;
      }
      state.known = refreshed.known;
      state.files = refreshed.files;
      fs.writeFileSync(paths.searchFiles, JSON.stringify(state.files));
      const seconds = (Date.now() - started) / 1000;
      state.lastRefresh = { ok: true, at: new Date().toISOString(), seconds, shards: refreshed.shards, written: refreshed.written };
      log(`rebuild: search index refreshed in ${seconds.toFixed(1)} s (${refreshed.written} of ${refreshed.shards} shards indexed)`);
    } while (state.again && !aborter.signal.aborted);
  }

  function refresh() {
    if (!enabled) return null;
    if (state.running) {
      state.again = true;
      return state.running;
    }
    // Cleared once settled (not inside the rounds: a round that ends before its first await would clear
    // it before it is set).
    state.running = refreshRounds().finally(() => {
      state.running = null;
    });
    return state.running;
  }

  return {
    refresh,
    stop: () => aborter.abort(),
    /** The files of the index now installed (what a new build carries until its own is ready). */
    get files() {
      return state.files;
    },
    get running() {
      return state.running;
    },
    get last() {
      return state.lastRefresh;
    },
  };
}
