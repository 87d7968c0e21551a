// Outage benchmark: how fast a CMS answers while its database or Redis fails, behind a proxy this script
// controls (refused connections, then a frozen server). The integration tests check what the answers are
// (a 503 in the contract's shape, a stale public list, readiness down) before a client's own timeout; the
// figures and their budgets live here. Needs the machine's PostgreSQL (TEST_POSTGRES_URL) and Redis
// (TEST_REDIS_URL); skipped, and said so, without them.
import { createRequire } from 'node:module';
import { startBenchCms } from '../../scripts/cms-process.mjs';
import { tcpReachable } from '../../scripts/tcp-reachable.mjs';
import { tcpProxy } from '../tests/helpers/tcp-proxy.ts';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const pgBase = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const redisBase = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** Budgets, in ms: what an outage may cost a request (the database's timeouts are 5 s each, config/database.ts). */
const BUDGETS = {
  'database refused': { '/_ready': 2_000, 'POST /contact': 2_000, 'POST /auth/connexion': 2_000, 'GET /articles (stale)': 2_000 },
  'database frozen': { '/_ready': 3_000, 'POST /contact': 12_000, 'POST /contact again': 7_000, 'GET /articles (stale)': 7_000 },
  'Redis frozen': { 'POST /contact': 2_000, 'POST /newsletter': 2_000, 'POST /auth/connexion': 2_000 },
};

async function admin(sql) {
  const client = new Client({ connectionString: pgBase.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function timed(label, url, init) {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { label, status: res.status, ms: performance.now() - started };
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const contact = (n) =>
  json({ nom: 'Panne', numero: '+221 77 000 00 08', email: `panne${n}@example.sn`, description: 'Une panne de test.', secteur: 'it' });
const login = json({ email: 'admin@demo.local', motDePasse: 'demo-admin-2025' });

const rows = [];
function record(scenario, results) {
  for (const { label, status, ms } of results) {
    const budget = BUDGETS[scenario][label];
    rows.push({ scenario, request: label, status, ms: Math.round(ms), budget: `< ${budget} ms: ${ms < budget ? 'ok' : 'MISSED'}` });
  }
}

if (
  !(await tcpReachable(pgBase.hostname, Number(pgBase.port || 5432))) ||
  !(await tcpReachable(redisBase.hostname, Number(redisBase.port || 6379)))
) {
  console.log('outages: PostgreSQL or Redis does not answer here: skipped');
  process.exit(0);
}

const database = `bench_outage_${process.pid}_${Date.now()}`;
await admin(`CREATE DATABASE "${database}"`);
const pgProxy = await tcpProxy(pgBase.hostname, Number(pgBase.port || 5432));
const redisProxy = await tcpProxy(redisBase.hostname, Number(redisBase.port || 6379));
const proxied = new URL(pgBase);
proxied.hostname = '127.0.0.1';
proxied.port = String(pgProxy.port);
proxied.pathname = `/${database}`;
let cms;
try {
  cms = await startBenchCms({
    env: {
      DATABASE_URL: proxied.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      REDIS_PREFIX: `bench:outage:${process.pid}:`,
      PUBLIC_CACHE_SECONDS: '0',
      CRON_ENABLED: 'false',
      CONTACT_RATE_LIMIT: '100000',
      NEWSLETTER_RATE_LIMIT: '100000',
    },
  });
  const api = `${cms.origin}/api/v1`;
  // Read once while everything answers: the list the outages must keep serving.
  await fetch(`${api}/articles`).then((r) => r.arrayBuffer());

  await pgProxy.set('refuse');
  record('database refused', [
    await timed('/_ready', `${cms.origin}/_ready`),
    await timed('POST /contact', `${api}/contact`, contact(1)),
    await timed('POST /auth/connexion', `${api}/auth/connexion`, login),
    await timed('GET /articles (stale)', `${api}/articles`),
  ]);
  await pgProxy.set('pass');
  while ((await fetch(`${cms.origin}/_ready`)).status !== 200) await new Promise((r) => setTimeout(r, 250));

  await pgProxy.set('freeze');
  record('database frozen', [
    await timed('/_ready', `${cms.origin}/_ready`),
    await timed('POST /contact', `${api}/contact`, contact(2)),
    await timed('GET /articles (stale)', `${api}/articles`),
    await timed('POST /contact again', `${api}/contact`, contact(3)),
  ]);
  await pgProxy.set('pass');
  while ((await fetch(`${cms.origin}/_ready`)).status !== 200) await new Promise((r) => setTimeout(r, 250));

  await redisProxy.set('freeze');
  record('Redis frozen', [
    await timed('POST /contact', `${api}/contact`, contact(4)),
    await timed('POST /newsletter', `${api}/newsletter`, json({ email: 'panne-redis@example.sn' })),
    await timed('POST /auth/connexion', `${api}/auth/connexion`, login),
  ]);
  await redisProxy.set('pass');

  console.table(rows);
  if (rows.some((row) => row.budget.endsWith('MISSED'))) process.exitCode = 1;
} finally {
  await cms?.stop();
  await pgProxy.close();
  await redisProxy.close();
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
