// Publish-to-live: `npm start`'s stack on a fresh database with the demo content; an administrator
// creates a published article through the API, and the clock runs until the article's page answers with it
// in all three languages (the CMS's webhook, the worker's build, the swap). Budget: ≤ 15 s.
//   node scripts/bench-publish.mjs   (BENCH_PUBLISH_RUNS=3)
import { createArticle, signIn, startProductStack, waitForText } from './product-stack.mjs';

const BUDGET_SECONDS = 15;
const runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 3);
console.log('publish-to-live: starting npm start on a fresh database…');
const stack = await startProductStack({ name: 'bench-publish', quiet: true });
const timings = [];
const workerAuth = { authorization: `Bearer ${stack.env.REBUILD_TOKEN}` };
try {
  const auth = await signIn(stack.siteUrl);
  for (let i = 1; i <= runs; i += 1) {
    // Let the previous run's build finish, so each run measures one publication from an idle stack.
    while ((await (await fetch(`${stack.workerUrl}/status`, { headers: workerAuth })).json()).building)
      await new Promise((r) => setTimeout(r, 200));
    const titre = `Mesure de mise en ligne numéro ${i}`;
    const since = Date.now();
    const article = await createArticle(stack.siteUrl, auth, { titre });
    let seconds = 0;
    for (const [lang, prefix] of [
      ['fr', ''],
      ['en', '/en'],
      ['pt', '/pt'],
    ]) {
      const live = await waitForText(`${stack.siteUrl}${prefix}/article/${article.slug[lang]}`, `${titre} (${lang})`, {
        since,
        timeoutMs: 120_000,
      });
      if (live === null) throw new Error(`run ${i}: the ${lang} page did not show the article within 120 s`);
      seconds = Math.max(seconds, live);
    }
    timings.push(seconds);
    console.log(`publish-to-live: run ${i}: ${seconds.toFixed(1)} s (API call → page live in fr, en and pt)`);
  }
} finally {
  await stack.stop();
}
const sorted = [...timings].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const worst = sorted.at(-1);
console.log(
  `publish-to-live: median ${median.toFixed(1)} s, worst ${worst.toFixed(1)} s over ${runs} run(s); budget ≤ ${BUDGET_SECONDS} s: ${worst <= BUDGET_SECONDS ? 'within' : 'OVER'}`,
);
process.exit(worst <= BUDGET_SECONDS ? 0 : 1);
