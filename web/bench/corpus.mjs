// `pnpm --filter web bench` (first part): the full site build on a generated corpus, then publish-to-live
// on it, on loopback only.
//   1. a CMS on a temporary SQLite database with the demo seed and cms/bench/prepare-corpus.js's corpus
//      (1,000 articles, 500 realisations, 300 opportunities in fr, en and pt, plus drafts)
//   2. a first build ever: `astro build` with no cache at all, so every share image (pages/og) is drawn;
//      its figures are printed for information (a fresh clone or a cold CDN build cache pays it once)
//   3. the full build: `astro build` into a temporary folder (WEB_OUT_DIR) with an empty incremental cache
//      (every page rendered) and the share images from their cache, as in every build after the first;
//      timed, with the resident memory of the whole build process tree sampled from /proc every 100 ms
//      and its figures: wall time, HTML pages written, pages per second, peak memory; and two checks that
//      the corpus really was built: every published item has its page in each language, no draft has one
//   4. publish-to-live (bench/publish.mjs): that build goes live under the rebuild worker, then an article
//      is published BENCH_PUBLISH_RUNS times (5) and each time the clock runs until its page is live in
//      fr, en and pt (the CMS's hook, the incremental build, the swap), then until the site search finds it
//      in the three languages (the index refresh after the swap)
// Budgets: ≥ 300 pages/s on the project's 2-core machine and peak memory under 2 GiB for the full build
// (step 3);
// publish-to-live ≤ 5 s (median); found by the search ≤ 5 s after the page is live (median). A missed budget or a failed check exits non-zero. Sizes:
// CORPUS_ARTICLES, CORPUS_REALISATIONS, CORPUS_OPPORTUNITES.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startBenchCms } from '../../scripts/cms-process.mjs';
import { sitePaths } from '../../scripts/rebuild-worker.mjs';
import { freePort } from '../../scripts/web-stack.mjs';
import { LOCAL_REBUILD_DEBOUNCE_MS } from '../../scripts/product-stack.mjs';
import { BUILD_BUDGETS, buildVerdict, descendants, htmlPages, mib, phaseTracker, rssBytes } from './build-figures.mjs';
import { measurePublishToLive, PUBLISH_BUDGET_SECONDS, SEARCH_BUDGET_SECONDS } from './publish.mjs';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');
const cmsDir = path.resolve(web, '../cms');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'web-corpus-'));
// The full build goes where the rebuild worker of step 4 keeps its builds and incremental cache.
const state = path.join(work, 'site');
const paths = sitePaths(root, state);
const dist = path.join(paths.builds, 'build-full');
// One share-image cache for every build of the bench, the rebuild worker's included (it inherits the env).
const ogCache = path.join(work, 'og-cache');
process.env.OG_CACHE_DIR = ogCache;
const report = path.join(work, 'corpus.json');
const [sitePort, workerPort] = [await freePort(), await freePort()];
const siteUrl = `http://127.0.0.1:${sitePort}`;
const hookToken = randomBytes(16).toString('hex');
// As in npm start: the worker reports its builds with it, and its builds ask the CMS what changed with it.
const statusToken = randomBytes(24).toString('hex');
const runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);

/** The resident memory of `pid` and its descendants, in bytes, from /proc. */
function treeRss(pid) {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.set(Number(name), fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
    } catch {
      /* exited meanwhile */
    }
  }
  let total = 0;
  for (const member of descendants(pid, stats)) {
    try {
      total += rssBytes(fs.readFileSync(`/proc/${member}/status`, 'utf8'));
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

/** Runs `astro build` (node directly, no package-manager wrapper in the measured tree); keeps its log. */
function build(cmsUrl) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(web, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: web,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        WEB_OUT_DIR: dist,
        WEB_CACHE_DIR: paths.cache,
        OG_CACHE_DIR: ogCache,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    let log = '';
    // When each phase's opening line arrives (output is streamed as the build goes).
    const phases = phaseTracker();
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        log += chunk;
        phases.seen(String(chunk), (performance.now() - started) / 1000);
      });
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, treeRss(child.pid));
    };
    const timer = setInterval(sample, 100);
    sample();
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      resolve({ code, seconds, peak, log, phases: phases.phases(seconds) });
    });
  });
}

/** Published counts by kind, from the CMS's own public lists (what the site must have built). */
async function publishedCounts(origin) {
  const counts = {};
  for (const kind of ['articles', 'realisations', 'opportunites']) {
    // Closed offers keep their page too.
    const list = await fetch(`${origin}/api/v1/${kind}${kind === 'opportunites' ? '?inclureFermees=true' : ''}`).then((r) => r.json());
    counts[kind] = list.map((item) => item.slug);
  }
  return counts;
}

let cms;
let status;
try {
  console.log('\n=== corpus build: generating the corpus (CMS in-process, document service)');
  const generating = performance.now();
  // Writing the corpus calls no rebuild hook; the CMS that serves it calls step 4's worker, as in npm start.
  cms = await startBenchCms({
    prepare: path.join(cmsDir, 'bench/prepare-corpus.js'),
    env: { CORPUS_REPORT: report, REBUILD_HOOK_URL: '', NETLIFY_BUILD_HOOK_URL: '', SITE_URL: siteUrl },
    serveEnv: {
      REBUILD_HOOK_URL: `http://127.0.0.1:${workerPort}/rebuild`,
      REBUILD_HOOK_TOKEN: hookToken,
      REBUILD_DEBOUNCE_MS: LOCAL_REBUILD_DEBOUNCE_MS,
      BUILD_STATUS_TOKEN: statusToken,
    },
  });
  console.log(`corpus ready in ${((performance.now() - generating) / 1000).toFixed(0)} s (CMS on ${cms.origin})`);
  const corpus = JSON.parse(fs.readFileSync(report, 'utf8'));
  const published = await publishedCounts(cms.origin);

  const shareImages = (log) => log.match(/share images: .*/)?.[0] ?? 'share images: no figure';
  console.log('\n=== corpus build: a first build ever (no cache: every share image drawn)');
  const first = await build(cms.origin);
  if (first.code !== 0) {
    process.stdout.write(first.log);
    throw new Error(`astro build exited with ${first.code}`);
  }
  console.log(
    `first build         ${first.seconds.toFixed(1)} s, ${(htmlPages(dist).length / first.seconds).toFixed(0)} pages/s, ${shareImages(first.log)}`,
  );
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(paths.cache, { recursive: true, force: true });

  console.log('\n=== corpus build: the full build (every page rendered; share images from their cache)');
  const run = await build(cms.origin);
  if (run.code !== 0) {
    process.stdout.write(run.log);
    throw new Error(`astro build exited with ${run.code}`);
  }
  console.log(`  ${shareImages(run.log)}`);
  // Where the time went, and Astro's warnings, for a first look at a regression.
  for (const phase of run.phases) console.log(`  ${phase.seconds.toFixed(1).padStart(5)} s  ${phase.name}`);
  for (const line of run.log.split('\n')) if (/WARN|page\(s\) built/.test(line)) console.log(`  ${line.trim()}`);

  const pages = htmlPages(dist);
  const written = new Set(pages);
  const missing = [];
  const langPath = (lang, p) => (lang === 'fr' ? p : `${lang}/${p}`);
  for (const [kind, slugs] of Object.entries(published)) {
    const single = kind.replace(/s$/, '');
    for (const slug of slugs)
      for (const lang of ['fr', 'en', 'pt']) {
        const page = langPath(lang, `${single}/${slug[lang] || slug.fr}.html`);
        if (!written.has(page)) missing.push(page);
      }
  }
  const leaked = Object.entries(corpus.unpublished).flatMap(([kind, rows]) =>
    rows.map((r) => langPath(r.lang, `${kind}/${r.slug}.html`)).filter((page) => written.has(page)),
  );

  const verdict = buildVerdict({ pages: pages.length, seconds: run.seconds, peakRssBytes: Math.max(run.peak, first.peak) });
  const detail = Object.values(published).reduce((sum, slugs) => sum + slugs.length, 0);
  console.log(
    `\ncorpus: ${published.articles.length} articles, ${published.realisations.length} realisations, ${published.opportunites.length} opportunities published (${detail * 3} detail pages in fr/en/pt); ${Object.values(corpus.unpublished).flat().length} unpublished rows`,
  );
  console.log(`build time          ${run.seconds.toFixed(1)} s`);
  console.log(`HTML pages          ${pages.length}`);
  console.log(
    `pages per second    ${verdict.pagesPerSecond.toFixed(0)} (${verdict.msPerPage.toFixed(1)} ms/page)   budget ≥ ${BUILD_BUDGETS.pagesPerSecond}: ${verdict.speedOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `peak memory (tree)  ${mib(Math.max(run.peak, first.peak))}   budget < ${mib(BUILD_BUDGETS.peakRssBytes)}: ${verdict.memoryOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `published pages     ${missing.length ? `MISSING ${missing.length}, e.g. ${missing.slice(0, 3).join(', ')}` : 'all present'}`,
  );
  console.log(`drafts              ${leaked.length ? `LEAKED ${leaked.length}, e.g. ${leaked.slice(0, 3).join(', ')}` : 'none built'}`);
  status = verdict.speedOk && verdict.memoryOk && !missing.length && !leaked.length ? 0 : 1;

  console.log(`\n=== publish-to-live on the corpus (${runs} runs)`);
  const publish = await measurePublishToLive({
    root,
    state,
    cmsUrl: cms.origin,
    siteUrl,
    sitePort,
    workerPort,
    token: hookToken,
    statusToken,
    liveBuild: dist,
    runs,
  });
  const publishOk = publish.median <= PUBLISH_BUDGET_SECONDS;
  console.log(
    `\nfull build          ${run.seconds.toFixed(1)} s for ${pages.length} pages (${verdict.pagesPerSecond.toFixed(0)} pages/s), search index ${publish.searchSeconds.toFixed(1)} s`,
  );
  console.log(
    `publish-to-live     median ${publish.median.toFixed(1)} s, worst ${publish.worst.toFixed(1)} s over ${runs} runs (API answer → page live in fr, en and pt)   budget ≤ ${PUBLISH_BUDGET_SECONDS} s (median): ${publishOk ? 'ok' : 'MISSED'}`,
  );
  const searchOk = publish.medianFindable <= SEARCH_BUDGET_SECONDS;
  console.log(
    `findable in search  median ${publish.medianFindable.toFixed(1)} s after the page is live (runs: ${publish.findable.map((s) => s.toFixed(1)).join(', ')} s)   budget ≤ ${SEARCH_BUDGET_SECONDS} s (median): ${searchOk ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `  from the API call  median ${publish.medianFromCall.toFixed(1)} s (the call itself: median ${publish.medianCall.toFixed(1)} s, image formats included)`,
  );
  console.log(
    `  load average      ${publish.load.map((l) => l.toFixed(1)).join(' → ')} (1 min, before and after the runs; ${os.availableParallelism()} processor(s))`,
  );
  console.log(
    `per publication     ${publish.builds.map((b) => b.pages.rendered).join(', ')} pages rendered, ${publish.builds[0]?.pages.reused} copied; search index refreshed ${publish.lastSearch?.ok ? `in ${publish.lastSearch.seconds.toFixed(1)} s after the swap` : 'NOT'}`,
  );
  console.log('per publication, median by phase: what the publication waited for');
  for (const phase of publish.phases) console.log(`  ${phase.seconds.toFixed(1).padStart(5)} s  ${phase.name}`);
  console.log('  and what the waiting build process had done ahead, before the publication');
  for (const phase of publish.ahead) console.log(`  ${phase.seconds.toFixed(1).padStart(5)} s  ${phase.name}`);
  if (!publishOk || !searchOk || !publish.lastSearch?.ok) status = 1;
} catch (error) {
  console.error(`corpus bench: ${error.message}`);
  status = 1;
} finally {
  await cms?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(status);
