// The search index follows the live build: one refresh at a time; a build that goes live during a
// refresh asks for one more, so the index catches up once publications pause. It runs at low priority,
// so a publication's build is not slowed by it.
import fs from 'node:fs';
import { installIndex, writeIndex } from '../search-index.mjs';
import { lowPriority, readJson } from './processes.mjs';

export function createSearchRefresher({ paths, log, enabled = true }) {
  const state = { running: null, again: false, files: readJson(paths.searchFiles), lastRefresh: null };
  const aborter = new AbortController();

  async function refreshRounds() {
    do {
      state.again = false;
      if (!fs.existsSync(paths.live)) break;
      const started = Date.now();
      const written = await writeIndex(fs.realpathSync(paths.live), paths.search, { signal: aborter.signal, onSpawn: lowPriority });
      if (!written.ok) {
        // A newer build pruned the folder being read, or stop() ended it: the next round (if any) retries.
        if (!state.again) log(`rebuild: the search index was not refreshed (${written.reason}); the previous one stays`);
        state.lastRefresh = { ok: false, reason: written.reason, at: new Date().toISOString() };
        continue;
      }
      // Into the build that is live now (a newer one, if it went live meanwhile: the next round catches up).
      state.files = installIndex(paths.search, fs.realpathSync(paths.live));
      fs.writeFileSync(paths.searchFiles, JSON.stringify(state.files));
      state.lastRefresh = { ok: true, at: new Date().toISOString(), seconds: (Date.now() - started) / 1000 };
      log(`rebuild: search index refreshed in ${state.lastRefresh.seconds.toFixed(1)} s`);
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
