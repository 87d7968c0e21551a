// API benchmark: a CMS process on a temporary SQLite database with 200 published articles, loaded
// by autocannon on loopback. Prints throughput and p50/p99 latency, checks the budgets,
// and counts that every 2xx of POST /contact was stored.
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir, startBenchCms } from '../../scripts/cms-process.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Database = require('better-sqlite3');

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: 10, connections: 10, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const rows = [];
function report(name, result, budgets) {
  const row = {
    name,
    'req/s': Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
  const verdicts = [];
  if (budgets.minRps) verdicts.push(`req/s ≥ ${budgets.minRps}: ${row['req/s'] >= budgets.minRps ? 'ok' : 'MISSED'}`);
  if (budgets.maxP99) verdicts.push(`p99 ≤ ${budgets.maxP99} ms: ${row.p99 <= budgets.maxP99 ? 'ok' : 'MISSED'}`);
  row.budgets = verdicts.join(', ');
  rows.push(row);
}

const cms = await startBenchCms({
  env: { CONTACT_RATE_LIMIT: '100000000' },
  prepare: path.join(cmsDir, 'bench', 'prepare-articles.js'),
});
const base = cms.origin;
try {
  const articles = await (await fetch(`${base}/api/v1/articles?lang=fr`)).json();
  console.log(`\n${articles.length} published articles served\n`);

  // Warm up the JIT and the SQLite page cache.
  await load({ url: `${base}/api/v1/articles?lang=fr`, duration: 3 });

  report('GET /api/v1/articles?lang=fr', await load({ url: `${base}/api/v1/articles?lang=fr` }), { maxP99: 250 });

  const slugs = articles.slice(0, 50).map((a) => a.slug.fr);
  let n = 0;
  report(
    'GET /api/v1/articles/{slug}',
    await load({
      url: base,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/articles/${slugs[n++ % slugs.length]}?lang=fr` }) }],
    }),
    { minRps: 300, maxP99: 50 },
  );

  const db = new Database(cms.database, { readonly: true });
  const count = () => db.prepare('SELECT COUNT(*) AS n FROM demandes_contact').get().n;
  const before = count();
  // A fixed number of requests, so every answer is received before counting.
  const contact = await load({
    amount: 4000,
    url: `${base}/api/v1/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nom: 'Banc d’essai',
      numero: '+221 77 000 00 00',
      email: 'bench@example.sn',
      entreprise: 'Bench',
      description: 'Demande de devis envoyée par le banc d’essai.',
      secteur: 'telecom',
    }),
  });
  report('POST /api/v1/contact', contact, { minRps: 200 });
  const stored = count() - before;
  db.close();

  console.table(rows);
  console.log(
    `POST /api/v1/contact: ${contact['2xx']} answered 2xx, ${stored} stored — ${stored === contact['2xx'] ? 'every 2xx stored' : 'MISMATCH'}`,
  );
} finally {
  await cms.stop();
}
