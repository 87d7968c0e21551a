// The shared counter store against the machine's Redis (docs/architecture.md §6).
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { startCms } from '../helpers/strapi';
import { redisReachable, redisUrl } from '../helpers/services';

const require = createRequire(import.meta.url);
const url = redisUrl;
const reachable = await redisReachable(url);

describe.skipIf(!reachable)('redis counter store', () => {
  const { redisStore } = require(`${process.env.CMS_TEST_DIST}/src/services/redis-store.js`);
  const store = reachable ? redisStore(url, `test:${process.pid}:${Date.now()}:`) : null;
  afterAll(async () => {
    await store?.close();
  });

  it('counts hits per key within a window and tells when it ends', async () => {
    const now = Date.now();
    expect((await store.hit('ip:a', 2000, now)).count).toBe(1);
    const second = await store.hit('ip:a', 2000, now);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(now);
    expect(second.resetAt).toBeLessThanOrEqual(now + 2000);
    expect((await store.hit('ip:b', 2000, now)).count).toBe(1);
    expect((await store.peek('ip:a', now)).count).toBe(2);
    expect((await store.peek('ip:none', now)).count).toBe(0);
  });

  it('gives a hit back without going below zero or reviving an expired key', async () => {
    const now = Date.now();
    await store.hit('login:a', 2000, now);
    await store.hit('login:a', 2000, now);
    await store.release('login:a', now);
    expect((await store.peek('login:a', now)).count).toBe(1);
    await store.release('login:a', now);
    await store.release('login:a', now);
    expect((await store.peek('login:a', now)).count).toBe(0);
    await store.release('login:never', now);
    expect((await store.peek('login:never', now)).count).toBe(0);
    expect((await store.hit('login:never', 2000, now)).count).toBe(1);
  });

  it('starts again after the window', async () => {
    await store.hit('ip:c', 150, Date.now());
    await new Promise((r) => setTimeout(r, 250));
    expect((await store.hit('ip:c', 150, Date.now())).count).toBe(1);
  });
});

describe.skipIf(!reachable)('rate limits kept in Redis', () => {
  it('limits POST /contact per IP through the shared store', async () => {
    const prefix = `test:${process.pid}:${Date.now()}:cms:`;
    const cms = await startCms({ REDIS_URL: url, REDIS_PREFIX: prefix, CONTACT_RATE_LIMIT: '2' });
    try {
      cms.strapi.server.app.proxy = true;
      const body = {
        nom: 'Test Redis',
        numero: '+221 77 000 00 01',
        email: 'redis@example.sn',
        description: 'Limite partagée.',
        secteur: 'it',
      };
      const send = () => cms.api().post('/api/v1/contact').set('X-Forwarded-For', '192.0.2.44').send(body);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
      const Redis = require(require.resolve('ioredis', { paths: [process.cwd()] }));
      const redis = new Redis(url);
      expect(await redis.get(`${prefix}contact:192.0.2.44`)).toBe('3');
      await redis.quit();
    } finally {
      await cms.close();
    }
  });
});
