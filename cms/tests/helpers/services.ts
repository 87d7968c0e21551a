// The machine's Redis for the tests that need it, and a stand-in rebuild hook that counts its calls.
import http from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { standIn } from './strapi';
import { tcpReachable } from '../../../scripts/tcp-reachable.mjs';

/**
 * How long a client (a browser, the back-office, a load balancer's check) waits for an answer before it
 * gives up. An outage must get an answer (a 503, a stale list) before that, never a hang: what the fault
 * tests assert, rather than a budget in seconds (the figures they print belong to the benchmarks).
 */
export const CLIENT_TIMEOUT_MS = 15_000;

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; with REQUIRE_REDIS=1 (CI) a missing server is an error, not a skip. */
export async function redisReachable(url = redisUrl): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const reachable = await tcpReachable(hostname, Number(port || 6379));
  if (!reachable && process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but does not answer at ${url}`);
  return reachable;
}

/**
 * A local build hook: `calls` counts the POSTs it received, `requests` keeps what each one sent, and
 * each is answered `status` (200 unless the test makes it refuse).
 */
export async function rebuildHook() {
  const hook = {
    url: '',
    port: 0,
    status: 200,
    calls: 0,
    requests: [] as Array<{ method?: string; type?: string; body: string; authorization?: string }>,
    close: () => server.close(),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      hook.calls += 1;
      hook.requests.push({ method: req.method, type: req.headers['content-type'], body, authorization: req.headers.authorization });
      // No kept-alive connection: a test that cuts the network (a proxy) then restores it meets a fresh one.
      res.writeHead(hook.status, { connection: 'close' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.port = (server.address() as { port: number }).port;
  hook.url = `http://127.0.0.1:${hook.port}/`;
  return hook;
}

/** A rebuild hook for the test file: up before the CMS of a later `useCms`, closed after the file. */
export function useRebuildHook() {
  let hook: Awaited<ReturnType<typeof rebuildHook>> | undefined;
  beforeAll(async () => {
    hook = await rebuildHook();
  });
  afterAll(() => {
    hook?.close();
  });
  return standIn(() => hook, 'the rebuild hook');
}
