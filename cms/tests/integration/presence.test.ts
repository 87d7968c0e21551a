// Presence on the edit forms over HTTP (docs/product.md, "Présence"): PUT /{type}/admin/{id}/presence is a
// form's heartbeat and answers who else has the item open and who edits it; POST …/presence/prendre takes
// it over, and the one taken over is told at its next heartbeat; DELETE …/presence removes the form at once;
// a form not heard from for 30 s is gone (the CMS's clock is moved, nothing waits). Advisers reach their
// own items only. Then the two stores (the database, Redis) against the same contract, and Redis's stand-in.
import { createRequire } from 'node:module';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import { useCmsClock } from '../helpers/clock';
import { redisReachable, redisUrl } from '../helpers/services';
import { uniqueName } from '../helpers/names';
import type { PresenceStore } from '../../src/services/presence';

const require = createRequire(import.meta.url);
const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');
const clock = useCmsClock();
const redisUp = await redisReachable();

// Each test its own minutes, far from the others' and from now: heartbeats of one never count in another.
let minute = 0;
const nextMoment = () => Date.now() + 3_600_000 + (minute += 10) * 60_000;

const page = () =>
  uniqueName('page')
    .replace(/[^\w-]/g, '')
    .slice(0, 40)
    .padEnd(8, 'x');
const names: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [admin, conseillerA]) {
    const me = (await cms.api().get('/api/v1/utilisateurs/me').set(bearer(who)).expect(200)).body.donnees;
    names[who.utilisateur._id] = `${me.prenom} ${me.nom}`.trim() || me.email;
  }
});

const path = (type: string, id: string) => `/api/v1/${type}/admin/${id}/presence`;
const at = (ms: number) => clock.set(new Date(ms));
const beat = (type: string, id: string, who: Session, session: string) => cms.api().put(path(type, id)).set(bearer(who)).send({ session });
const takeOver = (type: string, id: string, who: Session, session: string) =>
  cms
    .api()
    .post(`${path(type, id)}/prendre`)
    .set(bearer(who))
    .send({ session });
const leave = (type: string, id: string, who: Session, session: string) =>
  cms
    .api()
    .delete(`${path(type, id)}?session=${session}`)
    .set(bearer(who));

describe('presence on an edit form', () => {
  it('tells the second one who edits and reads it only; the first one who else is there', async () => {
    const created = await createArticle(cms, conseillerA, 'Article ouvert par deux personnes');
    const { _id } = created;
    const [pAdmin, pA] = [page(), page()];
    const t = nextMoment();
    at(t);
    const first = (await beat('articles', _id, admin, pAdmin).expect(200)).body;
    expect(first).toEqual({
      mode: 'edition',
      titulaire: { utilisateur: admin.utilisateur._id, nom: names[admin.utilisateur._id], depuis: new Date(t).toISOString() },
      presents: [],
      reprisePar: null,
      dateModification: created.dateModification,
    });
    at(t + 2_000);
    const second = (await beat('articles', _id, conseillerA, pA).expect(200)).body;
    expect(second.mode).toBe('lecture');
    expect(second.titulaire.utilisateur).toBe(admin.utilisateur._id);
    expect(second.presents).toEqual([
      { utilisateur: admin.utilisateur._id, nom: names[admin.utilisateur._id], depuis: new Date(t).toISOString(), mode: 'edition' },
    ]);
    at(t + 10_000);
    const again = (await beat('articles', _id, admin, pAdmin).expect(200)).body;
    expect(again.mode).toBe('edition');
    expect(again.presents).toEqual([
      {
        utilisateur: conseillerA.utilisateur._id,
        nom: names[conseillerA.utilisateur._id],
        depuis: new Date(t + 2_000).toISOString(),
        mode: 'lecture',
      },
    ]);
    // A save shows in the next heartbeats: a form that reads the item follows it.
    const saved = (
      await cms
        .api()
        .patch(`/api/v1/articles/${_id}`)
        .set(bearer(admin))
        .field('titre[fr]', 'Article ouvert par deux personnes, enregistré')
        .expect(200)
    ).body;
    expect(saved.dateModification).not.toBe(created.dateModification);
    expect((await beat('articles', _id, conseillerA, pA).expect(200)).body.dateModification).toBe(saved.dateModification);
  });

  it('"Prendre la main": the taker edits, the one taken over is told who took it and reads only', async () => {
    const { _id } = await createRealisation(cms, conseillerA, 'Réalisation reprise en main');
    const [pAdmin, pA] = [page(), page()];
    const t = nextMoment();
    at(t);
    await beat('realisations', _id, conseillerA, pA).expect(200);
    at(t + 1_000);
    expect((await beat('realisations', _id, admin, pAdmin).expect(200)).body.mode).toBe('lecture');
    at(t + 3_000);
    const taken = (await takeOver('realisations', _id, admin, pAdmin).expect(200)).body;
    expect(taken).toMatchObject({ mode: 'edition', titulaire: { utilisateur: admin.utilisateur._id }, reprisePar: null });
    at(t + 5_000);
    const told = (await beat('realisations', _id, conseillerA, pA).expect(200)).body;
    expect(told.mode).toBe('lecture');
    expect(told.reprisePar).toEqual({ utilisateur: admin.utilisateur._id, nom: names[admin.utilisateur._id] });
    // Taking it back works the same way.
    const back = (await takeOver('realisations', _id, conseillerA, pA).expect(200)).body;
    expect(back).toMatchObject({ mode: 'edition', reprisePar: null });
    expect((await beat('realisations', _id, admin, pAdmin).expect(200)).body.reprisePar).toEqual({
      utilisateur: conseillerA.utilisateur._id,
      nom: names[conseillerA.utilisateur._id],
    });
  });

  it('forgets a closed form at once, and a silent one 30 s after its last heartbeat', async () => {
    const { _id } = await createOpportunite(cms, conseillerA, 'Opportunité ouverte puis fermée');
    const [pAdmin, pA] = [page(), page()];
    const t = nextMoment();
    at(t);
    await beat('opportunites', _id, admin, pAdmin).expect(200);
    await beat('opportunites', _id, conseillerA, pA).expect(200);
    await leave('opportunites', _id, admin, pAdmin).expect(204);
    // The adviser holds it at once, alone.
    expect((await beat('opportunites', _id, conseillerA, pA).expect(200)).body).toMatchObject({ mode: 'edition', presents: [] });
    // The administrator comes back; then stops beating (a closed laptop): still there at 29.9 s, gone at 30 s.
    at(t + 1_000);
    await beat('opportunites', _id, admin, pAdmin).expect(200);
    at(t + 30_900);
    expect((await beat('opportunites', _id, conseillerA, pA).expect(200)).body.presents).toHaveLength(1);
    at(t + 31_000);
    expect((await beat('opportunites', _id, conseillerA, pA).expect(200)).body).toMatchObject({ mode: 'edition', presents: [] });
  });

  it('counts two tabs of one person as two forms: the second reads only', async () => {
    const { _id } = await createArticle(cms, admin, 'Article ouvert dans deux onglets');
    const [tab1, tab2] = [page(), page()];
    const t = nextMoment();
    at(t);
    await beat('articles', _id, admin, tab1).expect(200);
    at(t + 1_000);
    const second = (await beat('articles', _id, admin, tab2).expect(200)).body;
    expect(second.mode).toBe('lecture');
    expect(second.presents).toEqual([expect.objectContaining({ utilisateur: admin.utilisateur._id, mode: 'edition' })]);
  });

  it('answers 404 on an item the caller may not open, 400 without a valid session, 401 without a token', async () => {
    const { _id } = await createArticle(cms, conseillerA, 'Article du conseiller A seulement');
    at(nextMoment());
    await beat('articles', _id, conseillerB, page()).expect(404);
    await takeOver('articles', _id, conseillerB, page()).expect(404);
    await leave('articles', _id, conseillerB, page()).expect(404);
    await beat('articles', 'no-such-item', admin, page()).expect(404);
    for (const session of [undefined, 'short', 'a b c d e f g h', 'x'.repeat(65), 42]) {
      const res = await beat('articles', _id, conseillerA, session as string).expect(400);
      expect(res.body.error.details.code).toBe('presence.session');
    }
    await cms.api().put(path('articles', _id)).send({ session: page() }).expect(401);
    // Another user's page id is not theirs: the adviser's beat is untouched by the administrator's leave.
    const shared = page();
    await beat('articles', _id, conseillerA, shared).expect(200);
    await leave('articles', _id, admin, shared).expect(204);
    await beat('articles', _id, admin, page()).expect(200);
    const seen = (await beat('articles', _id, admin, page()).expect(200)).body;
    expect(seen.presents.map((p: { utilisateur: string }) => p.utilisateur)).toContain(conseillerA.utilisateur._id);
  });
});

/** What both stores must do; `label` names the store in the test titles. */
function storeContract(label: string, make: () => PresenceStore) {
  describe(`the ${label} presence store`, () => {
    const beatOf = (session: string, lastSeen: number) => ({
      session,
      user: 'u',
      nom: 'N',
      since: 1_000,
      lastSeen,
      takenAt: null,
      takenFrom: null,
    });
    it('keeps, changes, removes and prunes an item’s heartbeats', async () => {
      const store = make();
      const element = `articles:${uniqueName('doc')}`;
      await store.save(element, beatOf('u.one-page', 5_000));
      await store.save(element, beatOf('u.two-page', 9_000));
      await store.save(element, { ...beatOf('u.one-page', 6_000), takenAt: 5_500, takenFrom: 'u.two-page' });
      const sorted = async () => (await store.list(element)).sort((a, b) => a.session.localeCompare(b.session));
      expect(await sorted()).toEqual([
        { ...beatOf('u.one-page', 6_000), takenAt: 5_500, takenFrom: 'u.two-page' },
        beatOf('u.two-page', 9_000),
      ]);
      await store.prune(element, 7_000);
      expect((await store.list(element)).map((b) => b.session)).toEqual(['u.two-page']);
      await store.remove(element, 'u.two-page');
      expect(await store.list(element)).toEqual([]);
      expect(await store.list(`articles:${uniqueName('other')}`)).toEqual([]);
    });
  });
}

const presence = () => require(`${process.env.CMS_TEST_DIST}/src/services/presence/index.js`);
storeContract('database', () => presence().databasePresence(cms.strapi));

describe.skipIf(!redisUp)('presence through Redis', () => {
  const prefix = `test-presence:${process.pid}:${Date.now()}:`;
  const stores: Array<{ close: () => Promise<void> }> = [];
  const redisStore = (url = redisUrl) => {
    const store = presence().redisPresence(url, prefix, presence().databasePresence(cms.strapi), { warn: () => {} });
    stores.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of stores) await store.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  storeContract('Redis', () => redisStore());

  it('keeps an item’s heartbeats in one hash that expires by itself', async () => {
    const element = `articles:${uniqueName('doc')}`;
    await redisStore().save(element, { session: 'u.page-one', user: 'u', nom: 'N', since: 1, lastSeen: 2, takenAt: null, takenFrom: null });
    const redis = new Redis(redisUrl);
    const ttl = await redis.pttl(`${prefix}presence:${element}`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(30_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('uses the database while Redis cannot be reached', async () => {
    // Port 1 refuses connections at once: the store falls back without waiting for a timeout.
    const store = redisStore('redis://127.0.0.1:1');
    const element = `articles:${uniqueName('doc')}`;
    await store.save(element, { session: 'u.page-one', user: 'u', nom: 'N', since: 1, lastSeen: 2, takenAt: null, takenFrom: null });
    expect(await presence().databasePresence(cms.strapi).list(element)).toHaveLength(1);
    expect(await store.list(element)).toHaveLength(1);
  });
});
