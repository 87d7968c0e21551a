// `pnpm --filter web bench` (first part): the full site build on a generated corpus, on loopback only.
//   1. a CMS on a temporary SQLite database with the demo seed and cms/bench/prepare-corpus.js's corpus
//      (1,000 articles, 500 realisations, 300 opportunities in fr, en and pt, plus drafts)
//   2. `astro build` against it into a temporary folder (WEB_OUT_DIR), timed, with the resident memory
//      of the whole build process tree sampled from /proc every 100 ms
//   3. the figures: wall time, HTML pages written, pages per second, peak memory; and two checks that
//      the corpus really was built: every published item has its page in each language, no draft has one
//   4. the same build again against the same content: the share images (pages/og) come from their cache, as
//      in every rebuild after a publication; the first build draws them all, as a first build anywhere does
// Budgets (issue 6): ≥ 100 pages/s on the project's 2-core machine (checked on the rebuild; the first build's
// figure is printed beside it), peak memory under 2 GiB. A missed budget or a failed check exits non-zero. Sizes: CORPUS_ARTICLES, CORPUS_REALISATIONS, CORPUS_OPPORTUNITES.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchCms } from '../../cms/bench/cms-process.mjs';
import { BUILD_BUDGETS, buildVerdict, descendants, htmlPages, mib, PHASE_MARKERS, phaseDurations, rssBytes } from './build-figures.mjs';

const web = path.resolve(import.meta.dirname, '..');
const cmsDir = path.resolve(web, '../cms');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'web-corpus-'));
const dist = path.join(work, 'dist');
const report = path.join(work, 'corpus.json');

/** The resident memory of `pid` and its descendants, in bytes, from /proc. */
function treeRss(pid) {
  const stats = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try { stats.set(Number(name), fs.readFileSync(`/proc/${name}/stat`, 'utf8')); } catch { /* exited meanwhile */ }
  }
  let total = 0;
  for (const member of descendants(pid, stats)) {
    try { total += rssBytes(fs.readFileSync(`/proc/${member}/status`, 'utf8')); } catch { /* exited meanwhile */ }
  }
  return total;
}

/** Runs `astro build` (node directly, no package-manager wrapper in the measured tree); keeps its log. */
function build(cmsUrl) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(web, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: web, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CMS_URL: cmsUrl, SITE_URL: 'http://127.0.0.1:4321', WEB_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1', OG_CACHE_DIR: path.join(work, 'og-cache') },
    });
    let log = '';
    // When each phase's opening line arrives (output is streamed as the build goes).
    const marks = new Map();
    let tail = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => {
      log += chunk;
      // The new output and the end of the previous one (a line may come in two chunks), not the whole log.
      const recent = tail + chunk;
      tail = recent.slice(-200);
      const at = (performance.now() - started) / 1000;
      PHASE_MARKERS.forEach(([, marker], i) => { if (!marks.has(i) && marker.test(recent)) marks.set(i, at); });
    });
    let peak = 0;
    const sample = () => { peak = Math.max(peak, treeRss(child.pid)); };
    const timer = setInterval(sample, 100);
    sample();
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      resolve({ code, seconds, peak, log, phases: phaseDurations(marks, seconds) });
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
let status = 1;
try {
  console.log('\n=== corpus build: generating the corpus (CMS in-process, document service)');
  const generating = performance.now();
  // No rebuild hook: writing the corpus must not start builds elsewhere.
  cms = await startBenchCms({ prepare: path.join(cmsDir, 'bench/prepare-corpus.js'), env: { CORPUS_REPORT: report, REBUILD_HOOK_URL: '', NETLIFY_BUILD_HOOK_URL: '' } });
  console.log(`corpus ready in ${((performance.now() - generating) / 1000).toFixed(0)} s (CMS on ${cms.origin})`);
  const corpus = JSON.parse(fs.readFileSync(report, 'utf8'));
  const published = await publishedCounts(cms.origin);

  console.log('\n=== corpus build: astro build (first build: every share image drawn)');
  const first = await build(cms.origin);
  if (first.code !== 0) {
    process.stdout.write(first.log);
    throw new Error(`astro build exited with ${first.code}`);
  }
  const shareImages = (log) => log.match(/share images: .*/)?.[0] ?? 'share images: no figure';
  console.log(`first build         ${first.seconds.toFixed(1)} s, ${(htmlPages(dist).length / first.seconds).toFixed(0)} pages/s, ${shareImages(first.log)}`);
  fs.rmSync(dist, { recursive: true, force: true });

  console.log('\n=== corpus build: astro build again (a rebuild: share images from their cache)');
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
    for (const slug of slugs) for (const lang of ['fr', 'en', 'pt']) {
      const page = langPath(lang, `${single}/${slug[lang] || slug.fr}.html`);
      if (!written.has(page)) missing.push(page);
    }
  }
  const leaked = Object.entries(corpus.unpublished).flatMap(([kind, rows]) =>
    rows.map((r) => langPath(r.lang, `${kind}/${r.slug}.html`)).filter((page) => written.has(page)));

  const verdict = buildVerdict({ pages: pages.length, seconds: run.seconds, peakRssBytes: Math.max(run.peak, first.peak) });
  const detail = Object.values(published).reduce((sum, slugs) => sum + slugs.length, 0);
  console.log(`\ncorpus: ${published.articles.length} articles, ${published.realisations.length} realisations, ${published.opportunites.length} opportunities published (${detail * 3} detail pages in fr/en/pt); ${Object.values(corpus.unpublished).flat().length} unpublished rows`);
  console.log(`rebuild time        ${run.seconds.toFixed(1)} s`);
  console.log(`HTML pages          ${pages.length}`);
  console.log(`pages per second    ${verdict.pagesPerSecond.toFixed(0)} (${verdict.msPerPage.toFixed(1)} ms/page)   budget ≥ ${BUILD_BUDGETS.pagesPerSecond}: ${verdict.speedOk ? 'ok' : 'MISSED'}`);
  console.log(`peak memory (tree)  ${mib(Math.max(run.peak, first.peak))}   budget < ${mib(BUILD_BUDGETS.peakRssBytes)}: ${verdict.memoryOk ? 'ok' : 'MISSED'}`);
  console.log(`published pages     ${missing.length ? `MISSING ${missing.length}, e.g. ${missing.slice(0, 3).join(', ')}` : 'all present'}`);
  console.log(`drafts              ${leaked.length ? `LEAKED ${leaked.length}, e.g. ${leaked.slice(0, 3).join(', ')}` : 'none built'}`);
  status = verdict.speedOk && verdict.memoryOk && !missing.length && !leaked.length ? 0 : 1;
} catch (error) {
  console.error(`corpus bench: ${error.message}`);
  status = 1;
} finally {
  await cms?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(status);
