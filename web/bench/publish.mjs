// Publish-to-live on a built corpus (web/bench/corpus.mjs): `npm start`'s rebuild worker (incremental
// build, atomic swap, search index after it) and its one-origin site server over the corpus site; an
// administrator publishes an article through the API and the clock runs from the API's answer until its
// page answers with its title in fr, en and pt (the time of the call itself is printed beside), then until
// the site search finds it in the three languages (Pagefind's own script over the index as served). The CMS
// calls the worker itself (its REBUILD_HOOK_URL), as in `npm start`; with `statusToken` (the CMS's
// BUILD_STATUS_TOKEN) the worker reports its builds and they read the content ahead, as in `npm start`.
import { createRebuildWorker, pointLiveAt, sitePaths } from '../../scripts/rebuild-worker.mjs';
import { createSiteServer } from '../../scripts/site-server.mjs';
import fs from 'node:fs';
import { createArticle, signIn, waitForText } from '../../scripts/product-stack.mjs';
import { searchSite } from '../../scripts/search-index.mjs';

export const PUBLISH_BUDGET_SECONDS = 5;
/** From the page live in fr, en and pt to the article found by the site search in the three. */
export const SEARCH_BUDGET_SECONDS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Each phase's median over the builds (phases in the order of the first build that has them). */
export function medianPhases(builds) {
  const names = [...new Set(builds.flatMap((b) => b.phases.map((p) => p.name)))];
  return names.map((name) => ({ name, seconds: median(builds.map((b) => b.phases.find((p) => p.name === name)?.seconds ?? 0)) }));
}
const listen = (server, port) => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
const close = (server) =>
  new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections?.();
  });

/**
 * `liveBuild` (a full build made with this state's cache) goes live first and gets its search index; then
 * `runs` publications, each from an idle worker. Resolves to the figures.
 */
export async function measurePublishToLive({
  root,
  state,
  cmsUrl,
  siteUrl,
  sitePort,
  workerPort,
  token,
  statusToken = '',
  liveBuild,
  runs,
  log = console.log,
}) {
  const paths = sitePaths(root, state);
  const worker = createRebuildWorker({ root, stateDir: state, cmsUrl, siteUrl, token, statusToken, log: () => {} });
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
    const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    const load = [loadAverage()];
    // A word of its own in each title, so the search finds that article and no other.
    const mark = `jalon${Date.now().toString(36)}`;
    for (let i = 1; i <= runs; i += 1) {
      while (worker.building || worker.searchRefresh) await new Promise((r) => setTimeout(r, 200));
      const word = `${mark}x${i}`;
      const titre = `Mise en ligne mesurée numéro ${i} ${word}`;
      const called = Date.now();
      const article = await createArticle(siteUrl, auth, { titre });
      const since = Date.now();
      const call = (since - called) / 1000;
      let seconds = 0;
      for (const [lang, prefix] of [
        ['fr', ''],
        ['en', '/en'],
        ['pt', '/pt'],
      ]) {
        const live = await waitForText(`${siteUrl}${prefix}/article/${article.slug[lang]}`, `${titre} (${lang})`, {
          since,
          timeoutMs: 120_000,
          intervalMs: 100,
        });
        if (live === null) throw new Error(`run ${i}: the ${lang} page did not show the article within 120 s`);
        seconds = Math.max(seconds, live);
      }
      // Then until the site search (Pagefind's script, the index as served) finds it in each language.
      const pagesOf = Object.entries(article.slug).map(([lang, slug]) => [lang, `${lang === 'fr' ? '' : `/${lang}`}/article/${slug}.html`]);
      let findable = null;
      while (findable === null && (Date.now() - since) / 1000 < seconds + 120) {
        const site = fs.realpathSync(paths.live);
        const found = await Promise.all(
          pagesOf.map(([lang, page]) =>
            searchSite({ site, origin: siteUrl, lang, query: word }).then(
              (urls) => urls.includes(page),
              () => false,
            ),
          ),
        );
        if (found.every(Boolean)) findable = (Date.now() - since) / 1000 - seconds;
        else await new Promise((r) => setTimeout(r, 100));
      }
      if (findable === null) throw new Error(`run ${i}: the site search did not find the article within 120 s of its page`);
      while (worker.building) await new Promise((r) => setTimeout(r, 100));
      const build = worker.history.at(-1);
      // Every build since the answer: when it was asked for and when it went live, from the answer.
      const builds = worker.history
        .filter((b) => Date.parse(b.at) >= since)
        .map((b) => {
          const end = (Date.parse(b.at) - since) / 1000;
          return `${(end - b.liveAfterSeconds).toFixed(1)} → ${end.toFixed(1)} s`;
        });
      results.push({ seconds, build, call, findable });
      log(
        `publish-to-live run ${i}       ${seconds.toFixed(1)} s after the API's answer (the call took ${call.toFixed(1)} s; build ${build.seconds.toFixed(1)} s: ${build.pages.rendered} pages rendered, ${build.pages.reused} copied; content ${build.content.read === 'changes' ? `from the changes since the read ahead, ${build.content.changed} item(s)` : 'read in full'}; load ${loadAverage().toFixed(1)})`,
      );
      log(
        `  findable in search  ${findable.toFixed(1)} s after live (index refresh: ${worker.searchLast?.ok ? `${worker.searchLast.written} of ${worker.searchLast.shards} shards in ${worker.searchLast.seconds.toFixed(1)} s` : 'failed'})`,
      );
      log(`  builds since the answer (asked → live): ${builds.join(', ')}`);
      log(`  waited for: ${build.phases.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(' · ')}`);
      log(`  done ahead: ${build.ahead.map((p) => `${p.name.trim()} ${p.seconds.toFixed(1)} s`).join(' · ')}`);
    }
    await worker.searchRefresh;
    const seconds = results.map((r) => r.seconds);
    const builds = results.map((r) => r.build);
    load.push(loadAverage());
    return {
      seconds,
      median: median(seconds),
      worst: Math.max(...seconds),
      searchSeconds,
      lastSearch: worker.searchLast,
      builds,
      load,
      findable: results.map((r) => r.findable),
      medianFindable: median(results.map((r) => r.findable)),
      medianCall: median(results.map((r) => r.call)),
      medianFromCall: median(results.map((r) => r.call + r.seconds)),
      phases: medianPhases(builds),
      ahead: medianPhases(builds.map((b) => ({ phases: b.ahead }))),
    };
  } finally {
    worker.stop();
    await close(worker.server);
    await close(site);
  }
}
