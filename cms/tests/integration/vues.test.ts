// View counting for the static site: POST /api/v1/vues/{type}/{id} (the pages' beacon) adds one view per
// address, page and day (whatever the User-Agent), keeps no address, asks for no rebuild, and the count is
// served to the back-office.
import { afterAll, describe, expect, it } from 'vitest';
import Redis from 'ioredis';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { redisReachable, redisUrl, useRebuildHook } from '../helpers/services';
import { ImmediateClock, useRebuildClock } from '../helpers/clock';

const redisUp = await redisReachable();

const prefix = `test-views:${process.pid}:${Date.now()}:`;
const hook = useRebuildHook();
// Every rebuild asked for is called at once: a view that asked for one would show.
const clock = useRebuildClock(new ImmediateClock());
const cms = useCms(() => ({
  REBUILD_HOOK_URL: hook.url,
  ...(redisUp ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
}));
const admin = useSession(cms, 'admin');
afterAll(async () => {
  if (redisUp) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
});

const view = (type: string, id: string, _ip = '198.51.100.7', ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140') =>
  cms.api().post(`/api/v1/vues/${type}/${id}`).set('User-Agent', ua);
const adminArticle = async (id: string) => (await cms.api().get(`/api/v1/articles/admin/${id}`).set(bearer(admin)).expect(200)).body;
const viewsOf = async (id: string) => {
  const body = await adminArticle(id);
  return (body.donnees ?? body.data ?? body).nombreVues as number;
};

async function publishedArticle(titre: string) {
  const { _id } = await createArticle(cms, admin, titre);
  await cms.api().patch(`/api/v1/articles/${_id}`).set(bearer(admin)).send({ etat: 'publié' }).expect(200);
  return _id as string;
}

describe('POST /api/v1/vues/{type}/{id}', () => {
  it('counts one view per address and page and day, whatever the browser says it is', async () => {
    const id = await publishedArticle('Un article dont on compte les lectures');
    const before = await viewsOf(id);
    await view('articles', id).expect(204);
    expect(await viewsOf(id)).toBe(before + 1);
    await view('articles', id).expect(204);
    await view('articles', id).expect(204);
    expect(await viewsOf(id)).toBe(before + 1);
    // Ten beacons from one address with ten User-Agents are still one view: the header is the client's to choose.
    for (let i = 0; i < 10; i += 1) await view('articles', id, '198.51.100.7', `Mozilla/5.0 (Agent ${i}) Safari/18`).expect(204);
    expect(await viewsOf(id)).toBe(before + 1);
    // Another address (the proxy's client address, as the service receives it), then the next day.
    const record = (ip: string, now?: Date) => cms.strapi.service('api::vue.vue').record({ type: 'articles', id, ip }, now);
    expect(await record('198.51.100.8')).toBe(true);
    expect(await record('198.51.100.8')).toBe(true);
    expect(await viewsOf(id)).toBe(before + 2);
    expect(await record('198.51.100.8', new Date(Date.now() + 86_400_000))).toBe(true);
    expect(await viewsOf(id)).toBe(before + 3);
  });

  it('answers 404 for a draft, an unknown item or another type, and counts nothing', async () => {
    const { _id: draft } = await createArticle(cms, admin, 'Un brouillon que personne ne lit');
    await view('articles', draft).expect(404);
    expect(await viewsOf(draft)).toBe(0);
    await view('articles', 'zzzzzzzzzzzzzzzzzzzzzzzz').expect(404);
    const res = await view('partenaires', draft).expect(404);
    expect(res.body.error).toMatchObject({ status: 404, name: 'NotFoundError' });
    await view('articles', '..%2F..%2Fetc').expect(404);
  });

  it('asks for no rebuild and leaves the public answer and its dateModification alone', async () => {
    const id = await publishedArticle('Un article lu sans rebuild');
    const publicBefore = (await cms.api().get('/api/v1/articles').expect(200)).body.find((a) => a._id === id);
    await clock.settle();
    hook.calls = 0;
    await view('articles', id, '203.0.113.9', 'Mozilla/5.0 Firefox/140').expect(204);
    await clock.settle();
    expect(hook.calls).toBe(0);
    const publicAfter = (await cms.api().get('/api/v1/articles').expect(200)).body.find((a) => a._id === id);
    expect(publicAfter.dateModification).toBe(publicBefore.dateModification);
    expect(await viewsOf(id)).toBe(1);
  });

  it.skipIf(!redisUp)('keeps in Redis only salted day marks that expire with the day, no address or browser', async () => {
    const id = await publishedArticle('Un article lu par un visiteur discret');
    await view('articles', id, '192.0.2.44', 'Mozilla/5.0 UniqueAgent/1.0').expect(204);
    await cms.strapi.service('api::vue.vue').record({ type: 'articles', id, ip: '192.0.2.44' });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    const marks = keys.filter((k) => k.startsWith(`${prefix}vue:`));
    expect(marks.length).toBeGreaterThan(0);
    for (const key of marks) {
      expect(key.slice(prefix.length)).toMatch(/^vue:\d{4}-\d{2}-\d{2}:[0-9a-f]{64}$/);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(86_400_000 + 60_000);
    }
    const salts = keys.filter((k) => k.startsWith(`${prefix}vues:sel:`));
    expect(salts.length).toBeGreaterThan(0); // today's, and tomorrow's from the first test
    for (const key of salts) {
      expect(key.slice(prefix.length)).toMatch(/^vues:sel:\d{4}-\d{2}-\d{2}$/);
      expect(await redis.pttl(key)).toBeLessThanOrEqual(2 * 86_400_000);
    }
    const values = await Promise.all(keys.map((k) => redis.get(k)));
    for (const text of [...keys, ...values.map(String)]) {
      expect(text).not.toContain('192.0.2.44');
      expect(text).not.toContain('UniqueAgent');
    }
    await redis.quit();
  });
});
