// Two CMS processes on one PostgreSQL database and one Redis, as behind a load balancer: both start
// at the same moment on an empty database, then share sessions, rate limits, failed-login counters
// and, at once through Redis, each other's writes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnvironment } from '../helpers/environment';
import { createDatabase, dropDatabase, postgresUrl } from '../helpers/postgres';
import { redisReachable, redisUrl } from '../helpers/services';
import { spawnCms, type CmsProcess } from '../helpers/cms-process';
import { ACCOUNTS } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { startS3, type LocalS3 } from '../helpers/s3';

// PostgreSQL's own run of the suite; Redis as for the other Redis tests (skipped when absent unless REQUIRE_REDIS=1).
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const withRedis = onPostgres && (await redisReachable());
// Far longer than the test: only Redis's announcement can make B drop its cached answers in time.
const PUBLIC_CACHE_SECONDS = 600;

describe.runIf(withRedis)('two CMS instances on one PostgreSQL database and Redis', () => {
  const database = `cms_test_two_${process.pid}_${Date.now()}`;
  const prefix = `test:two:${process.pid}:${Date.now()}:`;
  let a: CmsProcess;
  let b: CmsProcess;
  let s3: LocalS3;

  beforeAll(async () => {
    await createDatabase(database);
    // Uploads in one bucket, as in production: what one instance stores, the other serves.
    s3 = await startS3();
    const publicDir = path.join(process.env.CMS_TEST_RUN_DIR as string, `two-${Date.now()}`);
    fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
    // One environment for both, secrets included: a token signed by one must verify on the other.
    const env = testEnvironment({
      ...s3.env,
      DATABASE_URL: postgresUrl(database),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PUBLIC_DIR: publicDir,
      SEED_DEMO: 'true',
      PUBLIC_CACHE_SECONDS: String(PUBLIC_CACHE_SECONDS),
      PROXY_HOPS: '1',
      CRON_ENABLED: 'false',
      CONTACT_RATE_LIMIT: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    });
    // Started at the same moment, on an empty database.
    [a, b] = await Promise.all([spawnCms(env, { timeoutMs: 240_000 }), spawnCms(env, { timeoutMs: 240_000 })]);
  }, 480_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropDatabase(database);
    await s3?.close();
  }, 60_000);

  it('both come up on an empty database, and the first-start data exists once', async () => {
    await a.api().get('/_health').expect(204);
    await b.api().get('/_health').expect(204);
    expect(a.output() + b.output()).not.toMatch(/already exists|duplicate key/);
    const [fromA, fromB] = [
      (await a.api().get('/api/v1/secteurs').expect(200)).body,
      (await b.api().get('/api/v1/secteurs').expect(200)).body,
    ];
    expect(fromA.map((s) => s.slug).sort()).toEqual(['cablage', 'etudes', 'genie-civil', 'it', 'telecom']);
    expect(fromB).toEqual(fromA);
    const articles = (await a.api().get('/api/v1/articles').expect(200)).body;
    // The demo seed ran once: no article twice.
    const titles = articles.map((x) => x.titre.fr);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a session opened on one instance works on the other, and a logout on one ends it on both', async () => {
    const session = (await a.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '192.0.2.10').send(ACCOUNTS.admin).expect(200))
      .body;
    const me = await b.api().get('/api/v1/admin/me').set('Authorization', `Bearer ${session.token}`).expect(200);
    expect(me.body.utilisateur.email).toBe(ACCOUNTS.admin.email);
    const renewed = (
      await b.api().post('/api/v1/auth/rafraichir').send({ tokenRafraichissement: session.tokenRafraichissement }).expect(200)
    ).body;
    await a.api().get('/api/v1/admin/me').set('Authorization', `Bearer ${renewed.token}`).expect(200);
    await b.api().post('/api/v1/auth/deconnexion').set('Authorization', `Bearer ${renewed.token}`).expect(200);
    await a.api().get('/api/v1/admin/me').set('Authorization', `Bearer ${renewed.token}`).expect(401);
  });

  it('shares the rate limit of POST /contact', async () => {
    const body = {
      nom: 'Deux Instances',
      numero: '+221 77 000 00 02',
      email: 'deux@example.sn',
      description: 'Limite partagée.',
      secteur: 'it',
    };
    const send = (cms: CmsProcess) => cms.api().post('/api/v1/contact').set('X-Forwarded-For', '192.0.2.20').send(body);
    expect((await send(a)).status).toBe(201);
    expect((await send(b)).status).toBe(201);
    expect((await send(a)).status).toBe(201);
    // The fourth call from that address is refused whichever instance gets it.
    expect((await send(b)).status).toBe(429);
    expect((await send(a)).status).toBe(429);
    // Another address is not affected.
    expect((await b.api().post('/api/v1/contact').set('X-Forwarded-For', '192.0.2.21').send(body)).status).toBe(201);
  });

  it('shares the failed-login counters of an account', async () => {
    const attempt = (cms: CmsProcess, ip: string, motDePasse: string) =>
      cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send({ email: ACCOUNTS.conseillerB.email, motDePasse });
    expect((await attempt(a, '198.51.100.1', 'mauvais-mot-de-passe-1')).status).toBe(401);
    expect((await attempt(b, '198.51.100.2', 'mauvais-mot-de-passe-2')).status).toBe(401);
    expect((await attempt(a, '198.51.100.3', 'mauvais-mot-de-passe-3')).status).toBe(401);
    // Three failures across the two instances: the account waits, on both, even with its right password.
    expect((await attempt(b, '198.51.100.4', ACCOUNTS.conseillerB.motDePasse)).status).toBe(429);
    expect((await attempt(a, '198.51.100.5', ACCOUNTS.conseillerB.motDePasse)).status).toBe(429);
  });

  it('makes a write on one instance public on the other at once, through Redis, whatever PUBLIC_CACHE_SECONDS says', async () => {
    const admin = (await b.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', '192.0.2.30').send(ACCOUNTS.admin).expect(200)).body;
    const idsOn = async (cms: CmsProcess) => (await cms.api().get('/api/v1/articles').expect(200)).body.map((x) => x._id);
    const before = await idsOn(b); // now in B's cache
    const item = await createArticle(a, admin, 'Deux instances, une base');
    await a.api().patch(`/api/v1/articles/${item._id}`).set('Authorization', `Bearer ${admin.token}`).field('etat', 'publié').expect(200);
    expect(before).not.toContain(item._id);
    // The writer's own cache is dropped at once.
    expect(await idsOn(a)).toContain(item._id);
    // The other's too, as soon as the announcement arrives (a bound for a busy machine, not a budget).
    const deadline = Date.now() + 5_000;
    while (!(await idsOn(b)).includes(item._id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seen = (await b.api().get('/api/v1/articles').expect(200)).body.find((x) => x._id === item._id);
    expect(seen, 'the article, on the other instance').toBeDefined();
    expect(seen.imagePrincipale).toMatch(/^\/uploads\//);
    // The picture stored through A is served by B, from the shared bucket.
    const picture = await b.api().get(seen.imagePrincipale).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });
});
