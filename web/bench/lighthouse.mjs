// `pnpm --filter web bench`: the public site's Lighthouse benchmark, on loopback only.
//   1. a seeded CMS on a temporary SQLite database, the site built against it into a temporary folder
//      (scripts/web-stack.mjs, shared with the e2e run): total build time, pages, time per page
//   2. the build served by scripts/site-server.mjs, /api/v1 and /uploads proxied to that CMS
//   3. Lighthouse (mobile, simulated throttling) in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium),
//      one run after the other, for one page of every template in fr, en and pt (home, a sector, about, the three
//      lists, the three details, contact, a form's thank-you page, a newsletter mail link's page, search, not
//      found); every non-loopback request is blocked. Lighthouse's defaults, but the CPU slowdown is calibrated to
//      this machine after a warm-up run, as Lighthouse's docs ask of a host slower than a high-end desktop
//      (LIGHTHOUSE_CPU_SLOWDOWN=4 forces the default)
//   4. scores, CLS, LCP, the JS and CSS the page loads before any interaction, and the pages' budgets
// Budgets are reported (ok / MISSED) and do not change the exit code; a page that could not be measured does.
// Everything started here is stopped, and the temporary folder removed, also on failure.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, requireChromium, startWebStack } from '../../scripts/web-stack.mjs';
import { launchChromium } from './chromium.mjs';
import { BUDGETS, CATEGORIES, cpuSlowdown, islandsLoaded, kb, readRun } from './figures.mjs';

const NAME = 'web-bench';
const LANGS = ['fr', 'en', 'pt'];
const ACCEPT_LANGUAGE = { fr: 'fr-FR,fr', en: 'en-US,en', pt: 'pt-PT,pt' };
const prefix = (lang, p) => (lang === 'fr' ? p : p === '/' ? `/${lang}` : `/${lang}${p}`);

/** Lighthouse's defaults (mobile, simulated throttling) with the CPU slowdown calibrated for this machine. */
const configFor = (cpuSlowdownMultiplier = 4) => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: CATEGORIES,
    // The full-page screenshot stretches the viewport to the whole page, which would wake the islands below
    // the fold after the load; it is not needed for the figures.
    disableFullPageScreenshot: true,
    // Merged into Lighthouse's default throttling (Slow 4G network, 150 ms RTT): only the CPU factor changes.
    throttling: { cpuSlowdownMultiplier },
  },
});

function countHtml(dir) {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countHtml(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

/**
 * One page of every template. The details are the newest published item of each type, by its slug in each
 * language; the sector pages, the paged lists' later pages and the two thank-you pages share a template.
 */
async function pagesToMeasure(cmsUrl) {
  const newest = async (type) => {
    const answer = await fetch(`${cmsUrl}/api/v1/${type}?lang=fr`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
    const item = (Array.isArray(answer) ? answer : answer?.donnees)?.[0];
    if (!item?.slug?.fr) throw new Error(`the CMS listed no published ${type} to measure`);
    return (lang) => item.slug[lang] || item.slug.fr;
  };
  const [realisation, article, opportunite] = await Promise.all(['realisations', 'articles', 'opportunites'].map(newest));
  // LIGHTHOUSE_TEMPLATES=home,search measures only those templates (names as printed), e.g. to look into one.
  const only = process.env.LIGHTHOUSE_TEMPLATES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const pages = LANGS.flatMap((lang) => [
    { lang, name: 'home', path: prefix(lang, '/') },
    { lang, name: 'sector (telecom)', path: prefix(lang, '/telecom') },
    { lang, name: 'about', path: prefix(lang, '/qui-sommes-nous') },
    { lang, name: 'article list', path: prefix(lang, '/actualites') },
    { lang, name: 'article detail', path: prefix(lang, `/article/${article(lang)}`) },
    { lang, name: 'realisation list', path: prefix(lang, '/realisations') },
    { lang, name: 'realisation detail', path: prefix(lang, `/realisation/${realisation(lang)}`) },
    { lang, name: 'opportunity list', path: prefix(lang, '/opportunites') },
    { lang, name: 'opportunity detail', path: prefix(lang, `/opportunite/${opportunite(lang)}`) },
    { lang, name: 'contact', path: prefix(lang, '/contact') },
    { lang, name: 'thank-you', path: prefix(lang, '/contact/merci') },
    { lang, name: 'newsletter link', path: prefix(lang, '/newsletter/confirmation') },
    // Pagefind loads on the first focus or keystroke: before any interaction the page is as light as the others.
    { lang, name: 'search', path: prefix(lang, '/recherche') },
    // An unknown address gets this page with status 404, which Lighthouse declines to measure: it is measured at
    // its own address (the same file).
    { lang, name: 'not found', path: prefix(lang, '/404') },
  ]);
  return only?.length ? pages.filter((p) => only.some((name) => p.name.startsWith(name))) : pages;
}

async function measure(url, port, config) {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config);
  if (!result) throw new Error('Lighthouse returned nothing');
  return { figures: readRun(result), lhr: result.lhr };
}

const pad = (value, width) => String(value).padStart(width);
/** Long slugs are cut for the tables; the full addresses are printed before them. */
const short = (p, max = 40) => (p.length > max ? `${p.slice(0, max - 1)}…` : p);
const padEnd = (value, width) => String(value).padEnd(width);

function printTable(rows) {
  const pageWidth = Math.max(4, ...rows.map((r) => short(r.path).length)) + 1;
  const head = [
    padEnd('page', pageWidth),
    padEnd('', 19),
    pad('perf', 4),
    pad('a11y', 4),
    pad('bp', 4),
    pad('seo', 4),
    pad('CLS', 6),
    pad('LCP', 7),
    pad('TBT', 7),
    pad('JS gz', 9),
    pad('CSS gz', 9),
    pad('JS wire', 9),
    pad('CSS wire', 9),
  ].join(' ');
  console.log(`\n${head}\n${'-'.repeat(head.length)}`);
  for (const row of rows) {
    const start = [padEnd(short(row.path), pageWidth), padEnd(row.name, 19)];
    if (!row.figures) {
      console.log([...start, `not measured: ${row.error}`].join(' '));
      continue;
    }
    const f = row.figures;
    console.log(
      [
        ...start,
        pad(f.scores.performance, 4),
        pad(f.scores.accessibility, 4),
        pad(f.scores['best-practices'], 4),
        pad(f.scores.seo, 4),
        pad(f.cls.toFixed(3), 6),
        pad(`${(f.lcp / 1000).toFixed(2)} s`, 7),
        pad(`${Math.round(f.tbt)} ms`, 7),
        pad(kb(f.js.gzip), 9),
        pad(kb(f.css.gzip), 9),
        pad(kb(f.js.wire), 9),
        pad(kb(f.css.wire), 9),
      ].join(' '),
    );
  }
  console.log(`
JS gz / CSS gz: what the page loads before any interaction (Lighthouse page load, no scroll, no input): the body of
  every script and stylesheet it loaded, external files and inline <script>/<style> alike, each re-gzipped (zlib
  level 6, as the site server compresses); the budget applies to JS gz. KB = 1024 bytes.
JS wire / CSS wire: the transfer size (gzip as served, headers included) of the Script and Stylesheet requests in
  Lighthouse's network records; inline code travels in the HTML document and is not counted there.
LCP and TBT are Lighthouse's simulated values under the throttling above.`);
}

function printBudgets(rows) {
  console.log(`\nBudgets: ${BUDGETS.map((b) => b.label).join('; ')}`);
  const pageWidth = Math.max(4, ...rows.map((r) => short(r.path).length)) + 1;
  let missed = 0;
  for (const row of rows.filter((r) => r.figures)) {
    const verdicts = BUDGETS.map((b) => {
      const ok = b.check(row.figures, row.name);
      if (!ok) missed += 1;
      return `${b.id} ${ok ? 'ok' : 'MISSED'}`;
    });
    const islands = row.islands.length ? `  islands hydrated during the load: ${row.islands.join(', ')}` : '';
    console.log(`${padEnd(short(row.path), pageWidth)} ${verdicts.map((v) => padEnd(v, 11)).join(' ')}${islands}`.trimEnd());
  }
  console.log(
    '(the JS budget applies to the pages whose islands are all below the fold; an island hydrated during\n' +
      ' the load, e.g. client:idle or client:load, or client:visible in the first screen, is listed beside its page)',
  );
  const checked = rows.filter((r) => r.figures).length * BUDGETS.length;
  console.log(`\n${checked - missed}/${checked} budget checks ok${missed ? `, ${missed} MISSED` : ''}`);
}

const chromiumPath = requireChromium(NAME);
const stack = await startWebStack({ name: NAME });
let status;
try {
  await stack.waitForCms();
  const started = process.hrtime.bigint();
  const built = await stack.build({ quiet: true });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (built !== 0) throw new Error(`the site build failed (exit ${built})`);
  const pages = countHtml(stack.dist);
  if (!pages) throw new Error('the build wrote no HTML page');
  console.log(
    `build: ${seconds.toFixed(1)} s for ${pages} HTML pages = ${((seconds * 1000) / pages).toFixed(0)} ms per page` +
      ' (astro build against the local CMS, from start to exit)',
  );

  const siteUrl = await stack.serve();
  console.log(`site: ${siteUrl} (${stack.dist}), /api/v1 and /uploads → ${stack.cmsUrl}`);
  const pagesList = await pagesToMeasure(stack.cmsUrl);

  for (const name of ['article detail', 'realisation detail', 'opportunity detail']) {
    console.log(
      `${name} (the newest published one): ${pagesList
        .filter((p) => p.name === name)
        .map((p) => p.path)
        .join(', ')}`,
    );
  }

  console.log(`\n=== Lighthouse, ${pagesList.length} pages, one after the other`);
  const rows = [];
  let environment;
  let config;
  for (const lang of LANGS) {
    // One browser per language, whose navigator.language is that language: a visitor who reads the page in
    // its own language (with another one, the site's first-visit rule moves to that language's page).
    const deadProxyPort = await freePort();
    if (stack.stopping) break;
    const browser = await launchChromium({
      executable: chromiumPath,
      profileDir: path.join(stack.tmp, `chromium-${lang}`),
      deadProxyPort,
      acceptLanguage: ACCEPT_LANGUAGE[lang],
      onSpawn: (stop) => stack.defer(stop),
    });
    if (!config) {
      // One run before the figures: it warms the browser and the server (the first run of a fresh Chromium is
      // slower than any other) and measures this machine's benchmarkIndex, from which the CPU slowdown follows.
      const warmUp = await measure(`${siteUrl}${prefix(lang, '/')}`, browser.port, configFor(undefined));
      const index = warmUp.lhr.environment.benchmarkIndex;
      const multiplier = cpuSlowdown(index, process.env.LIGHTHOUSE_CPU_SLOWDOWN);
      console.log(
        `warm-up run done; benchmarkIndex ${Math.round(index)} → CPU slowdown ${multiplier}x` +
          (process.env.LIGHTHOUSE_CPU_SLOWDOWN
            ? ' (LIGHTHOUSE_CPU_SLOWDOWN)'
            : " (Lighthouse's calibration table; 4x assumes a high-end desktop)"),
      );
      config = configFor(multiplier);
    }
    for (const page of pagesList.filter((p) => p.lang === lang)) {
      if (stack.stopping) break;
      const url = `${siteUrl}${page.path}`;
      const row = { ...page };
      rows.push(row);
      const answer = await fetch(url, { redirect: 'manual' }).then(
        async (r) => ({ status: r.status, html: await r.text() }),
        () => ({ status: 0 }),
      );
      if (answer.status !== 200) {
        row.error = `GET ${page.path} answered ${answer.status || 'nothing'}`;
        console.log(`${page.path}: ${row.error}`);
        continue;
      }
      const runStarted = Date.now();
      for (let attempt = 1; attempt <= 2 && !row.figures; attempt += 1) {
        try {
          const { figures, lhr } = await measure(url, browser.port, config);
          row.figures = figures;
          // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (JSON), to read what a figure is made of.
          if (process.env.LIGHTHOUSE_REPORTS) {
            fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            const file = `${lang}-${page.name.replace(/\W+/g, '-')}.json`;
            fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
          }
          row.islands = islandsLoaded(answer.html, url, figures.scriptUrls);
          environment ??= lhr;
        } catch (error) {
          row.error = error.message.split('\n')[0];
          console.log(`${page.path}: attempt ${attempt} failed: ${row.error}`);
        }
      }
      if (row.figures) {
        const f = row.figures;
        console.log(
          `${page.path}: measured in ${((Date.now() - runStarted) / 1000).toFixed(0)} s` +
            `${f.warnings.length ? ` (Lighthouse warnings: ${f.warnings.join(' | ')})` : ''}`,
        );
      }
    }
    await browser.stop();
  }

  if (environment) {
    const { environment: env, configSettings: settings } = environment;
    const t = settings.throttling;
    console.log(
      `\nLighthouse ${environment.lighthouseVersion}, ${env.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? env.hostUserAgent};` +
        ` ${settings.formFactor}, ${settings.screenEmulation.width}x${settings.screenEmulation.height} viewport,` +
        ` ${settings.throttlingMethod}d throttling (RTT ${t.rttMs} ms, ${(t.throughputKbps / 1000).toFixed(1)} Mbit/s,` +
        ` CPU ${t.cpuSlowdownMultiplier}x slower); this machine's benchmarkIndex ${Math.round(env.benchmarkIndex)}`,
    );
  }
  printTable(rows);
  printBudgets(rows);

  const outside = [...new Set(rows.flatMap((r) => r.figures?.outside ?? []))];
  console.log(
    outside.length
      ? `\nNon-loopback requests attempted (blocked by the browser): ${outside.join(', ')}`
      : '\nNon-loopback requests attempted: none',
  );

  const unmeasured = rows.filter((r) => !r.figures);
  if (unmeasured.length) {
    console.error(`\n${NAME}: ${unmeasured.length} page(s) could not be measured: ${unmeasured.map((r) => r.path).join(', ')}`);
    status = 1;
  } else {
    status = 0;
  }
} catch (error) {
  console.error(`${NAME}: ${error.message}`);
  status = 1;
} finally {
  await stack.stop();
}
process.exit(status);
