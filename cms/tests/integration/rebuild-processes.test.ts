// The rebuild request with real CMS processes: one killed (kill -9) while its request waits for an
// unreachable hook calls it once restarted on the same database; two sharing one PostgreSQL database
// make one call at a time, never two. Retries run on the processes' own clocks, with short settings.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfTemplate, spawnCms, type CmsProcess } from '../helpers/cms-process';
import { createArticle } from '../helpers/content';
import { login, type Session } from '../helpers/accounts';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { CLIENT_TIMEOUT_MS } from '../helpers/services';
import { uniqueName } from '../helpers/names';

/** A hook that answers after `delayMs`: `inFlight` counts calls being answered at once, `answer(n)` the nth call's status. */
async function slowHook(delayMs: number, answer: (n: number) => number) {
  const hook = { calls: 0, inFlight: 0, maxInFlight: 0, port: 0, close: () => server.close() };
  const server = http.createServer((req, res) => {
    req.resume();
    hook.calls += 1;
    const n = hook.calls;
    hook.inFlight += 1;
    hook.maxInFlight = Math.max(hook.maxInFlight, hook.inFlight);
    setTimeout(() => {
      hook.inFlight -= 1;
      res.writeHead(answer(n), { connection: 'close' }).end();
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hook.port = (server.address() as { port: number }).port;
  return hook;
}

/** Polls `check` until it holds, for at most the client timeout (a bound for a busy machine, not a budget). */
async function eventually(check: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + CLIENT_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen in time: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const demande = async (cms: CmsProcess, admin: Session) =>
  (await cms.api().get('/api/v1/site/build').set('Authorization', `Bearer ${admin.token}`).expect(200)).body.donnees.demande;

const publish = async (cms: CmsProcess, admin: Session, title: string) => {
  const { _id } = await createArticle(cms, admin, uniqueName(title));
  await cms.api().patch(`/api/v1/articles/${_id}`).set('Authorization', `Bearer ${admin.token}`).send({ etat: 'publié' }).expect(200);
};

describe('a CMS restarted with a rebuild request waiting', () => {
  let database: Awaited<ReturnType<typeof copyOfTemplate>>;
  let hook: Awaited<ReturnType<typeof slowHook>>;
  let proxy: TcpProxy;
  const running: CmsProcess[] = [];

  beforeAll(async () => {
    database = await copyOfTemplate();
    hook = await slowHook(0, () => 200);
    proxy = await tcpProxy('127.0.0.1', hook.port);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((cms) => cms.kill()));
    await proxy?.close();
    hook?.close();
    await database?.drop();
  }, 60_000);

  it('calls the hook once restarted, though the process that took the publication was killed', async () => {
    const env = {
      ...database.env,
      CRON_ENABLED: 'false',
      REBUILD_HOOK_URL: `http://127.0.0.1:${proxy.port}/rebuild`,
      REBUILD_DEBOUNCE_MS: '100',
      REBUILD_RETRY_MS: '1500',
      REBUILD_RETRY_MAX_MS: '1500',
    };
    await proxy.set('refuse');
    const first = await spawnCms(env);
    running.push(first);
    const admin = await login(first, 'admin');
    await publish(first, admin, 'Publié juste avant un arrêt brutal');
    // The hook was asked and could not be reached: the request waits, stored.
    await eventually(async () => (await demande(first, admin))?.essais >= 1, 'a refused call recorded');
    await first.kill();
    expect(hook.calls).toBe(0);

    await proxy.set('pass');
    const second = await spawnCms(env);
    running.push(second);
    await eventually(() => hook.calls >= 1, 'the call of the restarted CMS');
    await eventually(async () => (await demande(second, await login(second, 'admin'))) === null, 'the request settled');
    expect(hook.calls).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('two CMS instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof copyOfTemplate>>;
  let hook: Awaited<ReturnType<typeof slowHook>>;
  let a: CmsProcess;
  let b: CmsProcess;
  const REFUSED = 3;

  beforeAll(async () => {
    database = await copyOfTemplate();
    // Slow answers: while one instance waits for its answer, the other would have time to call too.
    hook = await slowHook(400, (n) => (n <= REFUSED ? 500 : 200));
    const env = {
      ...database.env,
      CRON_ENABLED: 'false',
      REBUILD_HOOK_URL: `http://127.0.0.1:${hook.port}/rebuild`,
      // Long enough for both publications to be stored before either call is due: then both instances
      // wake for the same due time, and both try to claim it.
      REBUILD_DEBOUNCE_MS: '2000',
      REBUILD_RETRY_MS: '200',
      REBUILD_RETRY_MAX_MS: '400',
    };
    [a, b] = await Promise.all([spawnCms(env, { timeoutMs: 240_000 }), spawnCms(env, { timeoutMs: 240_000 })]);
  }, 480_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    hook?.close();
    await database?.drop();
  }, 60_000);

  it('make one call at a time for publications on both, refused then accepted, and none once accepted', async () => {
    const [adminA, adminB] = await Promise.all([login(a, 'admin'), login(b, 'admin')]);
    // Both instances publish at once: both have a call due at the same moment, and after each refusal
    // both follow the stored request to its next try.
    await Promise.all([publish(a, adminA, 'Publié sur la première instance'), publish(b, adminB, 'Publié sur la seconde instance')]);
    await eventually(() => hook.calls > REFUSED, 'the call after the refusals');
    await eventually(async () => (await demande(a, adminA)) === null, 'the request settled');
    // Long enough for any instance still holding a timer to fire it (a few retry delays).
    await new Promise((r) => setTimeout(r, 1000));
    expect(hook.maxInFlight, 'never two calls at once').toBe(1);
    expect(hook.calls, 'three refused calls and the accepted one').toBe(REFUSED + 1);
    expect(await demande(b, adminB)).toBeNull();
  });
});
