// Where the worker keeps the live link, the builds and the stamps.
import { createHash } from 'node:crypto';
import path from 'node:path';

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
    // Present from a rebuild request until the builds it asked for ended: a worker stopped in between
    // (killed during a build) finds it when it starts again, and builds.
    requested: path.join(state, '.rebuild-requested'),
  };
}
