// API benchmark: a CMS process on a temporary SQLite database with 200 published articles, loaded
// by autocannon on loopback. Prints throughput and p50/p99 latency, checks the budgets,
// and counts that every 2xx of POST /contact was stored.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const Database = require('better-sqlite3');

const cmsDir = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
const port = 1400 + Math.floor(Math.random() * 500);
const secret = () => randomBytes(24).toString('base64');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_FILENAME: path.relative(cmsDir, path.join(work, 'bench.db')),
  PUBLIC_DIR: path.join(work, 'public'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  CONTACT_RATE_LIMIT: '100000000',
  APP_KEYS: `${secret()},${secret()}`, API_TOKEN_SALT: secret(), ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(), JWT_SECRET: secret(), ENCRYPTION_KEY: secret(),
};
const base = `http://127.0.0.1:${port}`;

function prepare() {
  const run = spawnSync(process.execPath, [path.join(cmsDir, 'bench', 'prepare-articles.js')], { cwd: cmsDir, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('bench data preparation failed');
}

async function startCms() {
  const child = spawn(process.execPath, ['scripts/serve.js'], { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/secteurs`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('CMS did not start');
}

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

let cms;
try {
  prepare();
  cms = await startCms();
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
    { minRps: 300, maxP99: 50 }
  );

  const db = new Database(path.join(work, 'bench.db'), { readonly: true });
  const count = () => db.prepare('SELECT COUNT(*) AS n FROM demandes_contact').get().n;
  const before = count();
  // A fixed number of requests, so every answer is received before counting.
  const contact = await load({
    amount: 4000,
    url: `${base}/api/v1/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nom: 'Banc d’essai', numero: '+221 77 000 00 00', email: 'bench@example.sn',
      entreprise: 'Bench', description: 'Demande de devis envoyée par le banc d’essai.', secteur: 'telecom',
    }),
  });
  report('POST /api/v1/contact', contact, { minRps: 200 });
  const stored = count() - before;
  db.close();

  console.table(rows);
  console.log(`POST /api/v1/contact: ${contact['2xx']} answered 2xx, ${stored} stored — ${stored === contact['2xx'] ? 'every 2xx stored' : 'MISMATCH'}`);
} finally {
  cms?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(work, { recursive: true, force: true });
}
