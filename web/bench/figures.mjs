// From one Lighthouse run to the figures the benchmark prints, and the budgets they are held to.
import path from 'node:path';
import zlib from 'node:zlib';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const KB = 1024;

/**
 * The public pages' budgets. Each returns true (ok) or false (MISSED) for one page's figures and its template
 * name. Before any interaction a page loads at most 5 KB of JS; the search page loads Pagefind's UI on the first
 * focus, so its budget is the loader it shows before that.
 */
export const BUDGETS = [
  { id: 'perf', label: 'performance = 100', check: (f) => f.scores.performance === 100 },
  { id: 'a11y', label: 'accessibility = 100', check: (f) => f.scores.accessibility === 100 },
  { id: 'bp', label: 'best practices = 100', check: (f) => f.scores['best-practices'] === 100 },
  // A page kept out of search engines on purpose (noindex: thank-you, mail-link and not-found pages) fails the
  // "is crawlable" audit by design; every other SEO audit must pass on it.
  {
    id: 'seo',
    label: 'SEO = 100 (noindex pages: every SEO audit but "is crawlable")',
    check: (f) => f.seoFailed.every((id) => id === 'is-crawlable' && f.noindex),
  },
  { id: 'cls', label: 'CLS ≤ 0.02', check: (f) => f.cls <= 0.02 },
  { id: 'js', label: 'JS ≤ 5 KB gzip (search page ≤ 20 KB)', check: (f, name) => f.js.gzip <= (name === 'search' ? 20 : 5) * KB },
];

/**
 * The CPU slowdown that makes this machine emulate a mid-tier phone, from Lighthouse's calibration table
 * (lighthouse/docs/throttling.md, "Calibrating the CPU slowdown"): its default 4x assumes a high-end desktop
 * host (benchmarkIndex 1500 and up); a low-end desktop host (1000–1500) needs 2x, a host as fast as a
 * high-end phone (800–1000) 2x at most, anything slower 1x. `forced` (LIGHTHOUSE_CPU_SLOWDOWN) wins.
 */
export function cpuSlowdown(benchmarkIndex, forced) {
  if (forced !== undefined && forced !== '') {
    const value = Number(forced);
    if (!(value >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number ≥ 1, not ${forced}`);
    return value;
  }
  if (!(benchmarkIndex > 0)) throw new Error('Lighthouse measured no benchmarkIndex');
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const gzipSize = (text) => zlib.gzipSync(Buffer.from(text ?? '', 'utf8')).length; // level 6, as the site server sends

/**
 * Reads one run. JS and CSS are counted two ways, both over the page load only (no scroll, no input):
 *  - `gzip`: the body of every script and stylesheet the page loaded, external files and inline
 *    <script>/<style> blocks alike, each re-gzipped on its own (Lighthouse's Scripts and Stylesheets artifacts);
 *  - `wire`: the transfer size (bytes on the wire, gzip as served, headers included) of the Script and
 *    Stylesheet requests in Lighthouse's network records; inline code travels inside the HTML and is not in it.
 * Throws when the run did not measure the page.
 */
export function readRun({ lhr, artifacts }) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A page that moved elsewhere (the first-visit language rule, a redirect) would report another page's figures.
  if (lhr.finalDisplayedUrl !== lhr.requestedUrl) throw new Error(`${lhr.requestedUrl} ended on ${lhr.finalDisplayedUrl}`);
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };

  const requests = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(requests)) throw new Error('Lighthouse gave no network records');
  const wire = (type) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const count = (type) => requests.filter((r) => r.resourceType === type).length;
  const outside = requests
    .map((r) => {
      try {
        return new URL(r.url);
      } catch {
        return null;
      }
    })
    .filter((u) => u && /^(?:https?|wss?):$/.test(u.protocol) && !LOOPBACK.has(u.hostname))
    .map((u) => u.href);

  const scripts = (artifacts.Scripts ?? []).filter((s) => typeof s.content === 'string');
  const inlineScript = (s) => s.url === lhr.finalDisplayedUrl || s.url === lhr.mainDocumentUrl;
  const sheets = (artifacts.Stylesheets ?? []).filter((s) => s.header.origin === 'regular' && !s.header.isConstructed);
  const sum = (items, size) => items.reduce((total, item) => total + size(item), 0);

  const seoFailed = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  const robots = (artifacts.MetaElements ?? []).find((m) => m.name?.toLowerCase() === 'robots')?.content ?? '';

  return {
    scores,
    seoFailed,
    noindex: /\bnoindex\b/i.test(robots),
    cls: metric('cumulative-layout-shift'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    js: {
      gzip: sum(scripts, (s) => gzipSize(s.content)),
      inlineGzip: sum(scripts.filter(inlineScript), (s) => gzipSize(s.content)),
      files: count('Script'),
      wire: wire('Script'),
    },
    css: {
      gzip: sum(sheets, (s) => gzipSize(s.content)),
      inlineGzip: sum(
        sheets.filter((s) => s.header.isInline),
        (s) => gzipSize(s.content),
      ),
      files: count('Stylesheet'),
      wire: wire('Stylesheet'),
    },
    scriptUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
    outside,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** The page's islands (<astro-island component-url client>) whose component the page load fetched. */
export function islandsLoaded(html, pageUrl, scriptUrls) {
  const fetched = new Set(scriptUrls.map((u) => new URL(u).pathname));
  const islands = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    const component = attribute('component-url');
    if (!component || !fetched.has(new URL(component, pageUrl).pathname)) continue;
    const name =
      attribute('component-export') === 'default' || !attribute('component-export')
        ? path.posix.basename(component).split('.')[0]
        : attribute('component-export');
    islands.push(`${name} (client:${attribute('client') ?? '?'})`);
  }
  return [...new Set(islands)];
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
