// The local rebuild worker of docs/architecture.md §2: the CMS calls it (REBUILD_HOOK_URL) when public
// content changes. Calls that come while a build runs make one more build after it, so a burst makes at
// most two. Each build goes into a fresh folder under web/.builds/; once it succeeds, web/dist (a symbolic
// link) is pointed at it with one rename, so visitors never see a half-built site; when it fails, the
// link stays on the last good build and the failure is recorded. Each step is reported to the CMS
// (POST /api/v1/site/build with BUILD_STATUS_TOKEN), where GET /api/v1/site/build reads it.
// The search index is refreshed right after the swap (scripts/search-index.mjs); a newer build stops a
// refresh in progress. A request not yet built when the worker stops is built when it starts again.
// Its pieces are in rebuild-worker/: the queue, the build processes, the swap and pruning, the search
// refresh, the reports to the CMS and the HTTP face; this file puts them together.
import fs from 'node:fs';
import path from 'node:path';
import { createBuilder, BUILD } from './rebuild-worker/build.mjs';
import { createCycle } from './rebuild-worker/cycle.mjs';
import { createWorkerServer } from './rebuild-worker/http.mjs';
import { sitePaths } from './rebuild-worker/paths.mjs';
import { createQueue } from './rebuild-worker/queue.mjs';
import { createReporter } from './rebuild-worker/report.mjs';
import { createSearchRefresher } from './rebuild-worker/search.mjs';

export { sitePaths } from './rebuild-worker/paths.mjs';
export { moveFolder, pointLiveAt, pruneBuilds } from './rebuild-worker/swap.mjs';
export { contentRead, lastError, pageCounts, splitPhases } from './rebuild-worker/build-log.mjs';

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
  const history = [];
  const children = new Set();
  const reporter = createReporter({ cmsUrl, statusToken });
  const search = createSearchRefresher({ paths, log, enabled: indexSearch });
  const builder = createBuilder({ root, paths, command, env, cmsUrl, siteUrl, statusToken, children });
  const queue = createQueue(createCycle({ root, paths, builder, reporter, search, history, children, log, onBuilt }), {
    idle: () => fs.rmSync(paths.requested, { force: true }),
  });
  // A request is written down before its build starts, and crossed out once built (or reported failed):
  // a worker killed in between builds it when it starts again. A mark that cannot be written (a full
  // disk) does not stop the build, which will say why it failed.
  function request() {
    try {
      fs.mkdirSync(path.dirname(paths.requested), { recursive: true });
      fs.writeFileSync(paths.requested, `${new Date().toISOString()}\n`);
    } catch (error) {
      log(`rebuild: warning: the request could not be written down (${error.message})`);
    }
    return queue.request();
  }
  const resumed = fs.existsSync(paths.requested)
    ? (log('rebuild: a request was left unbuilt by the last run: building it'), request())
    : null;
  const server = createWorkerServer({
    token,
    request,
    status: () => ({ building: queue.busy, history, search: { refreshing: Boolean(search.running), last: search.last } }),
  });

  /** Stops a build in progress (Ctrl-C in `npm start`). */
  function stop() {
    reporter.stop();
    search.stop();
    for (const child of children) child.kill('SIGTERM');
    builder.stop();
    server.close();
  }

  return {
    server,
    /** Starts a build now, or once more after the current one. */
    request,
    /** The build of a request the last run left unbuilt (it was stopped during a build), or null. */
    resumed,
    history,
    stop,
    get building() {
      return queue.busy;
    },
    /** Refreshes the search index of the live build (after a start that reused it). */
    refreshSearch: search.refresh,
    /** The search index refresh in progress, if any (resolves when it ends), and how the last one went. */
    get searchRefresh() {
      return search.running;
    },
    get searchLast() {
      return search.last;
    },
  };
}
