// Redis behind a proxy the test controls: refused, then frozen. Contact, newsletter and login keep
// answering within 2 s on in-memory counters, one warning is logged per change of state, and the
// counters go back to Redis when it returns.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { redisReachable, redisUrl } from '../helpers/services';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { ACCOUNTS } from '../helpers/accounts';
import { CLIENT_TIMEOUT_MS } from '../helpers/services';

const require = createRequire(import.meta.url);
const reachable = await redisReachable();
const prefix = `test:${process.pid}:${Date.now()}:outage:`;

let cms: TestCms;
let proxy: TcpProxy;
let redis: { get(key: string): Promise<string | null>; quit(): Promise<unknown> } | undefined;
const warnings: string[] = [];

beforeAll(async () => {
  if (!reachable) return;
  const { hostname, port } = new URL(redisUrl);
  proxy = await tcpProxy(hostname, Number(port || 6379));
  cms = await startCms({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_PREFIX: prefix });
  cms.strapi.server.app.proxy = true;
  const log = cms.strapi.log;
  const warn = log.warn.bind(log);
  log.warn = (message: string, ...rest: unknown[]) => {
    warnings.push(String(message));
    return warn(message, ...rest);
  };
  const Redis = require(require.resolve('ioredis', { paths: [process.cwd()] }));
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  await cms?.close();
  await proxy?.close();
  await redis?.quit();
});

const ip = '192.0.2.80';
const contact = () =>
  cms.api().post('/api/v1/contact').set('X-Forwarded-For', ip).send({
    nom: 'Panne Redis',
    numero: '+221 77 000 00 09',
    email: 'panne@example.sn',
    description: 'Redis est en panne.',
    secteur: 'it',
  });
const newsletter = (n: number) =>
  cms
    .api()
    .post('/api/v1/newsletter')
    .set('X-Forwarded-For', ip)
    .send({ email: `panne${n}@example.sn` });
const goodLogin = () => cms.api().post('/api/v1/auth/connexion').set('X-Forwarded-For', ip).send(ACCOUNTS.admin);

/**
 * The answer's status and how long it took (printed, not asserted: figures belong to the benchmarks). The
 * call must answer before the client's own timeout: an unreachable Redis must not make requests hang.
 */
async function timed(call: () => { timeout(ms: number): PromiseLike<{ status: number }> }) {
  const start = performance.now();
  const { status } = await call().timeout(CLIENT_TIMEOUT_MS);
  return { status, ms: performance.now() - start };
}

async function everythingAnswers(round: number) {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const c = await timed(contact);
    const n = await timed(() => newsletter(round * 10 + i));
    const l = await timed(goodLogin);
    expect([c.status, n.status, l.status]).toEqual([201, 201, 200]);
    times.push(c.ms, n.ms, l.ms);
  }
  return Math.max(...times);
}

const redisCount = async () => Number((await redis!.get(`${prefix}contact:${ip}`)) ?? 0);

async function backOnRedis() {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const before = await redisCount();
    expect((await contact()).status).toBe(201);
    if ((await redisCount()) === before + 1) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the counters did not go back to Redis');
}

describe.skipIf(!reachable)('Redis unreachable', () => {
  it('counts in Redis while it answers', async () => {
    await everythingAnswers(0);
    expect(await redisCount()).toBe(3);
    expect(warnings.filter((w) => w.includes('Redis'))).toEqual([]);
  });

  it('answers from memory within 2 s while Redis refuses connections, then goes back to it', async () => {
    await proxy.set('refuse');
    const worst = await everythingAnswers(1);
    console.log(`Redis refused: slowest contact/newsletter/login answer ${Math.round(worst)} ms`);
    expect(await redisCount()).toBe(3);
    expect(warnings.filter((w) => w.includes('Redis unreachable') && w.includes('rate-limit'))).toHaveLength(1);
    await proxy.set('pass');
    await backOnRedis();
    expect(warnings.filter((w) => w.includes('Redis reachable again') && w.includes('rate-limit'))).toHaveLength(1);
  });

  it('answers from memory within 2 s while Redis is frozen, then goes back to it', async () => {
    warnings.length = 0;
    await proxy.set('freeze');
    const worst = await everythingAnswers(2);
    console.log(`Redis frozen: slowest contact/newsletter/login answer ${Math.round(worst)} ms`);
    expect(warnings.filter((w) => w.includes('Redis unreachable') && w.includes('rate-limit'))).toHaveLength(1);
    await proxy.set('pass');
    await backOnRedis();
    expect(warnings.filter((w) => w.includes('Redis reachable again') && w.includes('rate-limit'))).toHaveLength(1);
  });
});
