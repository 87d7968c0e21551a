// The client's address behind the CDN (PROXY_HOPS): per-address limits apply to each visitor, and
// only the entries the proxies wrote are believed. Also: the answers do not name the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { ACCOUNTS } from '../helpers/accounts';

let cms: TestCms;

const subscribe = (forwardedFor: string, n: number) =>
  cms
    .api()
    .post('/api/v1/newsletter')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: `lecteur${n}@example.sn`, langue: 'fr' });

describe('behind one proxy (PROXY_HOPS=1)', () => {
  // One CMS at a time in a process: this one stops before the next block starts its own.
  beforeAll(async () => {
    cms = await startCms({ PROXY_HOPS: '1', NEWSLETTER_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await cms?.close();
  });

  it('gives visitors at different addresses a newsletter limit each', async () => {
    let n = 0;
    for (const visitor of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await subscribe(visitor, n++)).status, visitor).toBe(201);
      expect((await subscribe(visitor, n++)).status, visitor).toBe(201);
    }
    expect((await subscribe('203.0.113.1', n)).status).toBe(429);
  });

  it('believes only the entry the proxy wrote, not what the client put before it', async () => {
    let n = 100;
    expect((await subscribe('10.0.0.1, 203.0.113.9', n++)).status).toBe(201);
    expect((await subscribe('10.0.0.2, 203.0.113.9', n++)).status).toBe(201);
    expect((await subscribe('10.0.0.3, 203.0.113.9', n)).status).toBe(429);
  });

  it('twenty bad logins from one visitor do not keep another visitor out', async () => {
    const attempt = (ip: string, body: object) => cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send(body);
    for (let i = 0; i < 20; i += 1)
      expect((await attempt('198.51.100.66', { email: `personne${i}@example.sn`, motDePasse: 'mauvais-1' })).status).toBe(401);
    expect((await attempt('198.51.100.66', ACCOUNTS.admin)).status).toBe(429);
    expect((await attempt('192.0.2.10', ACCOUNTS.admin)).status).toBe(200);
  });

  it('sends no X-Powered-By', async () => {
    for (const path of ['/_health', '/api/v1/secteurs', '/api/v1/nope', '/robots.txt']) {
      const res = await cms.api().get(path);
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
  });
});

describe('with no proxy configured (the default)', () => {
  it('ignores X-Forwarded-For: a client cannot pick its own address', async () => {
    const direct = await startCms({ NEWSLETTER_RATE_LIMIT: '2' });
    try {
      const send = (ip: string, n: number) =>
        direct
          .api()
          .post('/api/v1/newsletter')
          .set('X-Forwarded-For', ip)
          .send({ email: `direct${n}@example.sn` });
      expect((await send('203.0.113.21', 1)).status).toBe(201);
      expect((await send('203.0.113.22', 2)).status).toBe(201);
      expect((await send('203.0.113.23', 3)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
