// `pnpm --filter web bench` (part): one refresh of the preview panel beside a content form, on `npm start`'s
// stack with the demo content. A refresh is what the panel does after the editor stops typing: the form's
// values checked and signed by the CMS (POST /api/v1/articles/admin/:id/apercu), then the page rendered by
// the site's /apercu from that token. 50 refreshes of the newest demo article (its title changed each
// time), after 5 to warm up; prints p50 and p95 of the whole and of each half. Budget: p50 ≤ 300 ms.
//   pnpm --filter web bench:apercu   (BENCH_APERCU_RUNS=50; BENCH_SITE_URL=<a running stack's site> measures that one)
import { signIn, startProductStack } from '../../scripts/product-stack.mjs';
import { withoutTrailing } from '../../scripts/strings.mjs';

const BUDGET_P50_MS = 300;
const runs = Number(process.env.BENCH_APERCU_RUNS ?? 50);
const WARM_UP = 5;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const running = process.env.BENCH_SITE_URL;
if (!running) console.log('apercu: starting npm start on a fresh database with the demo content…');
const stack = running
  ? { siteUrl: withoutTrailing(running, '/'), stop: async () => undefined }
  : await startProductStack({ name: 'bench-apercu', quiet: true, timeoutMs: 600_000 });
let p50;
try {
  const auth = await signIn(stack.siteUrl);
  const articles = await (await fetch(`${stack.siteUrl}/api/v1/articles`)).json();
  const article = articles[0];
  if (!article) throw new Error('the demo content has no published article');
  const times = { total: [], cms: [], page: [] };
  for (let i = 0; i < WARM_UP + runs; i += 1) {
    // What the form sends for a changed title (the panel sends no new file: pictures stay the browser's).
    const body = new FormData();
    for (const lang of ['fr', 'en', 'pt']) body.append(`titre[${lang}]`, `${article.titre[lang]} (${i})`);
    const start = performance.now();
    const signed = await fetch(`${stack.siteUrl}/api/v1/articles/admin/${article._id}/apercu?lang=fr`, {
      method: 'POST',
      headers: auth,
      body,
    });
    if (!signed.ok) throw new Error(`apercu: the CMS answered ${signed.status}: ${await signed.text()}`);
    const { donnees } = await signed.json();
    const middle = performance.now();
    const page = await fetch(`${stack.siteUrl}${donnees.adresse}?lang=fr`, {
      method: 'POST',
      headers: { origin: stack.siteUrl },
      body: new URLSearchParams({ jeton: donnees.jeton }),
    });
    const html = await page.text();
    const end = performance.now();
    if (page.status !== 200 || !html.includes(`(${i})`)) throw new Error(`apercu: the page answered ${page.status} without the title`);
    if (i < WARM_UP) continue;
    times.total.push(end - start);
    times.cms.push(middle - start);
    times.page.push(end - middle);
  }
  const line = (name, values) => `${name} p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
  console.log(`apercu: ${line('the CMS (check and sign)', times.cms)}; ${line('the page (/apercu)', times.page)}`);
  p50 = percentile(times.total, 50);
  console.log(
    `apercu: a refresh of the demo article: ${line('', times.total).trim()} over ${runs} renders; budget p50 ≤ ${BUDGET_P50_MS} ms: ${p50 <= BUDGET_P50_MS ? 'within' : 'OVER'}`,
  );
} finally {
  await stack.stop();
}
process.exit(p50 !== undefined && p50 <= BUDGET_P50_MS ? 0 : 1);
