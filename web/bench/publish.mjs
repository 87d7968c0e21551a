// Publish-to-live on a built corpus (web/bench/corpus.mjs): `npm start`'s rebuild worker (incremental
// build, atomic swap, search index after it) and its one-origin site server over the corpus site; an
// administrator publishes an article through the API and the clock runs until its page answers with its
// title in fr, en and pt. The CMS calls the worker itself (its REBUILD_HOOK_URL), as in `npm start`.
import { createRebuildWorker, pointLiveAt, sitePaths } from '../../scripts/rebuild-worker.mjs';
import { createSiteServer } from '../../scripts/site-server.mjs';
import { createArticle, signIn, waitForText } from '../../scripts/product-stack.mjs';

export const PUBLISH_BUDGET_SECONDS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const listen = (server, port) => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
const close = (server) => new Promise((resolve) => { server.close(resolve); server.closeAllConnections?.(); });

/**
 * `liveBuild` (a full build made with this state's cache) goes live first and gets its search index; then
 * `runs` publications, each from an idle worker. Resolves to the figures.
 */
export async function measurePublishToLive({ root, state, cmsUrl, siteUrl, sitePort, workerPort, token, liveBuild, runs, log = console.log }) {
  const paths = sitePaths(root, state);
  const worker = createRebuildWorker({ root, stateDir: state, cmsUrl, siteUrl, token, statusToken: '', log: () => {} });
  const site = createSiteServer({ dist: paths.live, cmsUrl });
  await listen(worker.server, workerPort);
  await listen(site, sitePort);
  try {
    pointLiveAt(paths, liveBuild);
    const indexing = Date.now();
    await worker.refreshSearch();
    const searchSeconds = (Date.now() - indexing) / 1000;
    log(`search index of the full site  ${searchSeconds.toFixed(1)} s (after the swap, at low priority)`);

    const auth = await signIn(siteUrl);
    const results = [];
    for (let i = 1; i <= runs; i += 1) {
      while (worker.building || worker.searchRefresh) await new Promise((r) => setTimeout(r, 200));
      const titre = `Mise en ligne mesurée numéro ${i}`;
      const since = Date.now();
      const article = await createArticle(siteUrl, auth, { titre });
      let seconds = 0;
      for (const [lang, prefix] of [['fr', ''], ['en', '/en'], ['pt', '/pt']]) {
        const live = await waitForText(`${siteUrl}${prefix}/article/${article.slug[lang]}`, `${titre} (${lang})`, { since, timeoutMs: 120_000, intervalMs: 100 });
        if (live === null) throw new Error(`run ${i}: the ${lang} page did not show the article within 120 s`);
        seconds = Math.max(seconds, live);
      }
      while (worker.building) await new Promise((r) => setTimeout(r, 100));
      const build = worker.history.at(-1);
      results.push({ seconds, build });
      log(`publish-to-live run ${i}       ${seconds.toFixed(1)} s   (build ${build.seconds.toFixed(1)} s: ${build.pages.rendered} pages rendered, ${build.pages.reused} copied)`);
    }
    await worker.searchRefresh;
    const seconds = results.map((r) => r.seconds);
    return { seconds, median: median(seconds), worst: Math.max(...seconds), searchSeconds, lastSearch: worker.searchLast, builds: results.map((r) => r.build) };
  } finally {
    worker.stop();
    await close(worker.server);
    await close(site);
  }
}
