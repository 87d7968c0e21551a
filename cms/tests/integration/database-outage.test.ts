// PostgreSQL behind a proxy the test controls, under a CMS process: a refused or frozen database
// gives a 503 with the contract's error shape and Retry-After within the timeouts, public lists keep
// answering from what they last read, /_ready says so, and everything recovers when it comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfTemplate, spawnCms, type CmsProcess } from '../helpers/cms-process';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { ACCOUNTS } from '../helpers/accounts';
import { CLIENT_TIMEOUT_MS } from '../helpers/services';

const postgres = process.env.TEST_DATABASE === 'postgres';
let db: Awaited<ReturnType<typeof copyOfTemplate>>;
let proxy: TcpProxy;
let cms: CmsProcess;

beforeAll(async () => {
  if (!postgres) return;
  db = await copyOfTemplate();
  const url = new URL(db.env.DATABASE_URL);
  proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // No public cache lifetime: the lists below must come from the stale copy, not the cache.
  cms = await spawnCms({ DATABASE_URL: url.toString(), PUBLIC_CACHE_SECONDS: '0', CRON_ENABLED: 'false' });
});
afterAll(async () => {
  await cms?.close();
  await proxy?.close();
  await db?.drop();
});

const contact = () =>
  cms.api().post('/api/v1/contact').send({
    nom: 'Panne base',
    numero: '+221 77 000 00 08',
    email: 'base@example.sn',
    description: 'La base est en panne.',
    secteur: 'it',
  });

/**
 * The answer and how long it took (printed, not asserted: figures belong to the benchmarks). It must come
 * before the client's own timeout: a database outage gives a 503 or a stale list, never a hang.
 */
async function timed<T extends { status: number }>(call: () => { timeout(ms: number): PromiseLike<T> }) {
  const start = performance.now();
  const res = await call().timeout(CLIENT_TIMEOUT_MS);
  return { res, ms: Math.round(performance.now() - start) };
}

function expectUnavailable(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.status).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toEqual({
    data: null,
    error: { status: 503, name: 'ServiceUnavailableError', message: expect.stringContaining('indisponible'), details: {} },
  });
}

async function recovers() {
  await proxy.set('pass');
  const deadline = Date.now() + 20_000;
  while ((await cms.api().get('/_ready')).status !== 200) {
    if (Date.now() > deadline) throw new Error('/_ready did not come back');
    await new Promise((r) => setTimeout(r, 250));
  }
  expect((await contact()).status).toBe(201);
}

describe.skipIf(!postgres)('database outages', () => {
  let articles: unknown;

  it('is ready while the database answers, and says the counters are in memory', async () => {
    const ready = await cms.api().get('/_ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', counters: 'memory' });
    await cms.api().head('/_health').expect(204);
    articles = (await cms.api().get('/api/v1/articles').expect(200)).body;
    expect((articles as unknown[]).length).toBeGreaterThan(0);
  });

  it('answers 503 at once while the database refuses connections; public lists answer what they last read', async () => {
    await proxy.set('refuse');
    const ready = await timed(() => cms.api().get('/_ready'));
    expect(ready.res.status).toBe(503);
    expect(ready.res.body).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    await cms.api().head('/_health').expect(204);
    const post = await timed(contact);
    expectUnavailable(post.res);
    const signIn = await timed(() => cms.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin));
    expectUnavailable(signIn.res);
    const list = await timed(() => cms.api().get('/api/v1/articles'));
    expect(list.res.status).toBe(200);
    expect(list.res.body).toEqual(articles);
    console.log(
      `database refused: /_ready ${ready.ms} ms, POST /contact ${post.ms} ms, login ${signIn.ms} ms, GET /articles (stale) ${list.ms} ms`,
    );
    await recovers();
  });

  it('answers 503 within the timeouts while the database is frozen, and recovers', async () => {
    // Connections in the pool and new ones alike: open ones stop carrying bytes, new ones get no answer.
    await proxy.set('freeze');
    const ready = await timed(() => cms.api().get('/_ready'));
    expect(ready.res.status).toBe(503);
    const post = await timed(contact);
    expectUnavailable(post.res);
    const list = await timed(() => cms.api().get('/api/v1/articles'));
    expect(list.res.status).toBe(200);
    expect(list.res.body).toEqual(articles);
    const again = await timed(contact);
    expectUnavailable(again.res);
    console.log(
      `database frozen: /_ready ${ready.ms} ms, POST /contact ${post.ms} ms then ${again.ms} ms, GET /articles (stale) ${list.ms} ms`,
    );
    await recovers();
  }, 120_000);
});
