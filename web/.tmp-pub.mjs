import { createRebuildWorker, pointLiveAt, sitePaths } from '../scripts/rebuild-worker.mjs';
import { createSiteServer } from '../scripts/site-server.mjs';
import { createArticle, signIn, waitForText } from '../scripts/product-stack.mjs';
const root = '/work/wt/build', state = '/tmp/bld/pstate', cmsUrl = 'http://127.0.0.1:1475', siteUrl = 'http://127.0.0.1:4998';
const paths = sitePaths(root, state);
const worker = createRebuildWorker({ root, stateDir: state, cmsUrl, siteUrl, token: 't', statusToken: '', log: (m) => console.log(new Date().toISOString().slice(11, 23), m) });
const site = createSiteServer({ dist: paths.live, cmsUrl });
await new Promise((r) => site.listen(4998, '127.0.0.1', r));
let t = Date.now();
console.log('first build', JSON.stringify(await worker.request()).slice(0, 200), (Date.now() - t) / 1000);
await worker.searchRefresh;
const auth = await signIn(siteUrl);
for (let i = 1; i <= Number(process.env.RUNS ?? 3); i++) {
  const titre = `Essai de mise en ligne ${Date.now()}`;
  const since = Date.now();
  const article = await createArticle(siteUrl, auth, { titre });
  const created = (Date.now() - since) / 1000;
  worker.request();
  let s = 0;
  for (const [lang, prefix] of [['fr', ''], ['en', '/en'], ['pt', '/pt']]) s = Math.max(s, await waitForText(`${siteUrl}${prefix}/article/${article.slug[lang]}`, `${titre} (${lang})`, { since, intervalMs: 100 }));
  while (worker.building) await new Promise((r) => setTimeout(r, 100));
  const b = worker.history.at(-1);
  console.log(`run ${i}: live ${s.toFixed(2)} s (api ${created.toFixed(2)} s, build ${b.seconds.toFixed(2)} s, rendered ${b.pages.rendered}, reused ${b.pages.reused})`);
  await worker.searchRefresh;
}
worker.stop(); site.close(); site.closeAllConnections?.();
