// A rebuild the hook did not accept is asked again until it is: a hook answering 500, then unreachable,
// then accepting gets the call; a failed build is retried once. The hook is a real HTTP server behind a
// TCP proxy the test closes; the retries run on a clock the test drives (tests/helpers/clock.ts).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { ManualClock, useRebuildClock } from '../helpers/clock';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { uniqueName } from '../helpers/names';

const require = createRequire(import.meta.url);
const DEBOUNCE_MS = 200;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 300_000;
const STATUS_TOKEN = 'build-status-token-for-the-retry-tests';

const hook = useRebuildHook();
let proxy: TcpProxy;
beforeAll(async () => {
  proxy = await tcpProxy('127.0.0.1', hook.port);
});
afterAll(() => proxy?.close());
const clock = useRebuildClock(new ManualClock());
const cms = useCms(() => ({
  REBUILD_HOOK_URL: `http://127.0.0.1:${proxy.port}/rebuild`,
  REBUILD_DEBOUNCE_MS: String(DEBOUNCE_MS),
  REBUILD_RETRY_MS: String(FIRST_RETRY_MS),
  REBUILD_RETRY_MAX_MS: String(MAX_RETRY_MS),
  BUILD_STATUS_TOKEN: STATUS_TOKEN,
  // The call's own timeout is the network's, in real time: a short one.
  REBUILD_HOOK_TIMEOUT_MS: '300',
}));
const admin = useSession(cms, 'admin');

// The build status is one row the CMS shares with the other files: put back as it was found.
const STATUS = 'api::site-build.site-build';
let statusBefore: Record<string, unknown>[] = [];
beforeAll(async () => {
  statusBefore = await cms.strapi.db.query(STATUS).findMany({});
});
afterAll(async () => {
  await cms.strapi.db.query(STATUS).deleteMany({});
  for (const { id: _id, ...row } of statusBefore) await cms.strapi.db.query(STATUS).create({ data: row });
});

const status = async () => (await cms.api().get('/api/v1/site/build').set(bearer(admin)).expect(200)).body.donnees;
const report = (body: object) => cms.api().post('/api/v1/site/build').set('Authorization', `Bearer ${STATUS_TOKEN}`).send(body).expect(200);
const publish = async (title: string) => {
  const { _id } = await createArticle(cms, admin, uniqueName(title));
  await cms.api().patch(`/api/v1/articles/${_id}`).set(bearer(admin)).send({ etat: 'publié' }).expect(200);
  return _id;
};

/** Lets whatever waits come due and starts counting afresh, the hook accepting. */
async function fresh() {
  hook.status = 200;
  await proxy.set('pass');
  await clock.advance(MAX_RETRY_MS * 2);
  hook.calls = 0;
}

describe('rebuild requests the hook did not accept', () => {
  it('asks again after a 500 and while the hook is unreachable, backing off, until it accepts; then stops', async () => {
    await fresh();
    hook.status = 500;
    await publish('Publié pendant que le service de construction refuse');
    await clock.advance(DEBOUNCE_MS);
    expect(hook.calls, 'the first call, refused').toBe(1);
    expect((await status()).demande).toMatchObject({ essais: 1, raison: 'HTTP 500' });

    await clock.advance(FIRST_RETRY_MS - 1);
    expect(hook.calls, 'not before the first retry delay').toBe(1);
    await clock.advance(1);
    expect(hook.calls, 'asked again after the first retry delay').toBe(2);

    // Now nothing listens: the third call (10 s later) cannot even connect.
    await proxy.set('refuse');
    await clock.advance(2 * FIRST_RETRY_MS);
    expect(hook.calls).toBe(2);
    const waiting = (await status()).demande;
    expect(waiting).toMatchObject({ essais: 3, raison: 'ECONNREFUSED' });
    expect(Date.parse(waiting.prochainEssai) - clock.now(), 'the delay doubles').toBe(4 * FIRST_RETRY_MS);

    await proxy.set('pass');
    hook.status = 200;
    await clock.advance(4 * FIRST_RETRY_MS);
    expect(hook.calls, 'the call comes once the hook is back').toBe(3);
    expect((await status()).demande).toBeNull();
    await clock.advance(MAX_RETRY_MS * 2);
    expect(hook.calls, 'an accepted request is not asked again').toBe(3);
  });

  it('asks after the debounce for a new publication, not after the backoff of the refused one before it', async () => {
    await fresh();
    await proxy.set('refuse');
    await publish('Publié pendant que personne n’écoute');
    await clock.advance(DEBOUNCE_MS);
    await clock.advance(FIRST_RETRY_MS);
    await clock.advance(2 * FIRST_RETRY_MS);
    const waiting = (await status()).demande;
    expect(waiting).toMatchObject({ essais: 3, raison: 'ECONNREFUSED' });
    expect(Date.parse(waiting.prochainEssai) - clock.now(), 'backing off: 20 s to wait').toBe(4 * FIRST_RETRY_MS);

    // The hook is back and an editor publishes again: the call comes after the debounce.
    await proxy.set('pass');
    await publish('Publié une fois le service revenu');
    await clock.advance(DEBOUNCE_MS);
    expect(hook.calls, 'asked at the end of the debounce').toBe(1);
    expect((await status()).demande).toBeNull();
  });

  it('never waits longer than the maximum delay between two calls', async () => {
    await fresh();
    hook.status = 503;
    await publish('Publié pendant une longue panne du service');
    await clock.advance(DEBOUNCE_MS);
    // 5, 10, 20, 40, 80, 160 s, then 300 s (not 320) and 300 s again.
    let waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { prochainEssai } = (await status()).demande;
      waits = [...waits, Date.parse(prochainEssai) - clock.now()];
      await clock.advance(Date.parse(prochainEssai) - clock.now());
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
    expect(hook.calls).toBe(9);
    hook.status = 200;
    await clock.advance(MAX_RETRY_MS);
    expect(hook.calls).toBe(10);
    expect((await status()).demande).toBeNull();
  });

  it('takes the same path for the scheduler’s publications', async () => {
    const { publishDueArticles } = require(`${process.env.CMS_TEST_DIST}/src/setup/scheduler.js`);
    await fresh();
    const { _id } = await createArticle(cms, admin, uniqueName('Planifié pendant que le service refuse'));
    const at = new Date(Date.now() + 60_000);
    await cms
      .api()
      .patch(`/api/v1/articles/${_id}`)
      .set(bearer(admin))
      .send({ etat: 'planifié', datePublication: at.toISOString() })
      .expect(200);
    await clock.advance(MAX_RETRY_MS);
    hook.calls = 0;
    hook.status = 500;
    expect(await publishDueArticles(cms.strapi, new Date(at.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    await clock.advance(DEBOUNCE_MS);
    expect(hook.calls).toBe(1);
    hook.status = 200;
    await clock.advance(FIRST_RETRY_MS);
    expect(hook.calls).toBe(2);
    expect((await status()).demande).toBeNull();
  });

  it('counts a hook that does not answer in time as a refusal', async () => {
    await fresh();
    try {
      await proxy.set('freeze');
      await publish('Publié pendant que le service ne répond plus');
      await clock.advance(DEBOUNCE_MS);
      expect((await status()).demande).toMatchObject({ essais: 1, raison: 'timeout' });
      await proxy.set('pass');
      // Asked again until accepted: the first retry may still meet the connection the frozen call left
      // behind (a socket error, one more refusal), the next one gets through.
      await clock.advance(FIRST_RETRY_MS);
      await clock.advance(2 * FIRST_RETRY_MS);
      expect(hook.calls).toBe(1);
      expect((await status()).demande).toBeNull();
    } finally {
      await proxy.set('pass');
    }
  });
});

describe('claiming the request', () => {
  it('lets exactly one of several instances trying at once claim a request, until it is settled', async () => {
    const requests = require(`${process.env.CMS_TEST_DIST}/src/services/rebuild-requests.js`);
    await fresh();
    const now = clock.now();
    await requests.markPending(cms.strapi, now, now);
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => requests.claimPending(cms.strapi, now, 30_000, `instance-${i}`)));
    const won = claims.filter(Boolean);
    expect(won, 'one claim').toHaveLength(1);
    // Nobody else while it holds it, even later; once settled, nothing is left to claim.
    expect(await requests.claimPending(cms.strapi, now + 10_000, 30_000, 'late')).toBeNull();
    expect(await requests.settleAccepted(cms.strapi, won[0])).toBe(false);
    expect(await requests.claimPending(cms.strapi, now + 10_000, 30_000, 'after')).toBeNull();
    expect((await status()).demande).toBeNull();
  });

  it('lets another instance take over a claim whose lease ran out (its holder died)', async () => {
    const requests = require(`${process.env.CMS_TEST_DIST}/src/services/rebuild-requests.js`);
    await fresh();
    const now = clock.now();
    await requests.markPending(cms.strapi, now, now);
    const dead = await requests.claimPending(cms.strapi, now, 30_000, 'dead');
    expect(dead).not.toBeNull();
    expect(await requests.claimPending(cms.strapi, now + 29_000, 30_000, 'other')).toBeNull();
    const other = await requests.claimPending(cms.strapi, now + 31_000, 30_000, 'other');
    expect(other).not.toBeNull();
    // The dead holder's late answer counts for nothing; the new holder's settles the request.
    expect(await requests.settleAccepted(cms.strapi, dead)).toBe(true);
    expect(await requests.settleAccepted(cms.strapi, other)).toBe(false);
    expect((await status()).demande).toBeNull();
  });
});

describe('failed builds', () => {
  it('retries a failed build once, shows the failure and when the retry comes; a second failure waits for the next change', async () => {
    await fresh();
    await report({ etat: 'a_jour' });
    await report({ etat: 'echec', raison: 'ENOSPC: no space left on device' });
    const failed = await status();
    expect(failed).toMatchObject({ etat: 'echec', raison: 'ENOSPC: no space left on device' });
    expect(Date.parse(failed.demande.prochainEssai) - clock.now(), 'the retry, after the first delay').toBe(FIRST_RETRY_MS);
    await clock.advance(FIRST_RETRY_MS);
    expect(hook.calls, 'the retry asked for').toBe(1);
    expect((await status()).demande).toBeNull();

    await report({ etat: 'reconstruction' });
    await report({ etat: 'echec', raison: 'ENOSPC: no space left on device' });
    expect(await status(), 'the retry failed too: no other').toMatchObject({ etat: 'echec', demande: null });
    await clock.advance(MAX_RETRY_MS * 2);
    expect(hook.calls).toBe(1);

    // A change gets its build, and that build its own retry.
    await publish('Publié après deux constructions échouées');
    await clock.advance(DEBOUNCE_MS);
    expect(hook.calls).toBe(2);
    await report({ etat: 'echec', raison: 'still broken' });
    expect((await status()).demande).not.toBeNull();
    await clock.advance(FIRST_RETRY_MS);
    expect(hook.calls).toBe(3);
    await report({ etat: 'a_jour' });
    expect(await status()).toMatchObject({ etat: 'a_jour', raison: null, demande: null });
  });

  it('retries a failure reported by a Netlify deploy notification the same way', async () => {
    const { signLikeNetlify } = require(`${process.env.CMS_TEST_DIST}/src/rules/netlify-signature.js`);
    await fresh();
    await report({ etat: 'a_jour' });
    const at = new Date().toISOString();
    const body = JSON.stringify({
      id: 'd2',
      state: 'error',
      error_message: 'Build script returned non-zero exit code: 2',
      created_at: at,
      updated_at: at,
    });
    await cms
      .api()
      .post('/api/v1/site/build')
      .set('content-type', 'application/json')
      .set('X-Webhook-Signature', signLikeNetlify(body, STATUS_TOKEN))
      .send(body)
      .expect(200);
    expect(await status()).toMatchObject({ etat: 'echec', raison: 'Build script returned non-zero exit code: 2' });
    await clock.advance(FIRST_RETRY_MS);
    expect(hook.calls).toBe(1);
  });
});
