// The CMS asks for one rebuild of the static site per public-content change, after the quiet period, and
// none otherwise. The debounce runs on a clock the test drives (tests/helpers/clock.ts): nothing waits.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle } from '../helpers/content';
import { useRebuildHook } from '../helpers/services';
import { ManualClock, useRebuildClock } from '../helpers/clock';

const require = createRequire(import.meta.url);
const DEBOUNCE_MS = 200;
const HOOK_TOKEN = 'the-hook-token';
const hook = useRebuildHook();
const clock = useRebuildClock(new ManualClock());
// Netlify's variable: production calls its build hook on the same events.
// REBUILD_HOOK_TOKEN: the local worker's token, sent in a header (never in the URL, where logs keep it).
const cms = useCms(() => ({
  NETLIFY_BUILD_HOOK_URL: `${hook.url}build_hooks/abc`,
  REBUILD_HOOK_TOKEN: HOOK_TOKEN,
  REBUILD_DEBOUNCE_MS: String(DEBOUNCE_MS),
}));
const admin = useSession(cms, 'admin');

/** The calls made by `action`: none before the quiet period has passed, then those it asked for. */
async function callsAfter(action: () => Promise<unknown>) {
  await clock.advance(60_000);
  hook.calls = 0;
  hook.requests.length = 0;
  await action();
  await clock.advance(DEBOUNCE_MS - 1);
  expect(hook.calls, 'no call before the quiet period has passed').toBe(0);
  await clock.advance(1);
  return hook.calls;
}

const patchArticle = (id: string, data: Record<string, string>) =>
  cms.api().patch(`/api/v1/articles/${id}`).set(bearer(admin)).send(data).expect(200);

describe('rebuild hook', () => {
  it('sends nothing for a draft created or edited while it stays a draft, nor when it is scheduled', async () => {
    let id = '';
    expect(
      await callsAfter(async () => {
        id = (await createArticle(cms, admin, 'Un brouillon qui reste un brouillon'))._id;
      }),
    ).toBe(0);
    expect(await callsAfter(() => patchArticle(id, { 'titre[fr]': 'Un brouillon qui reste toujours un brouillon' }))).toBe(0);
    expect(await callsAfter(() => patchArticle(id, { etat: 'planifié', datePublication: '2099-01-01T00:00:00.000Z' }))).toBe(0);
  });

  it('sends one POST with an empty JSON body and the token in a header when an article is published (three locales written)', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article qui sera publié bientôt');
    expect(await callsAfter(() => patchArticle(_id, { etat: 'publié' }))).toBe(1);
    expect(hook.requests[0]).toEqual({ method: 'POST', type: 'application/json', body: '{}', authorization: `Bearer ${HOOK_TOKEN}` });
    expect(await callsAfter(() => patchArticle(_id, { 'titre[fr]': 'Un article publié dont le titre change' }))).toBe(1);
    expect(await callsAfter(() => patchArticle(_id, { etat: 'brouillon' }))).toBe(1);
    expect(
      await callsAfter(() =>
        cms
          .api()
          .delete(`/api/v1/articles/${_id}`)
          .set(bearer(admin))
          .expect((r) => expect(r.status).toBeLessThan(300)),
      ),
    ).toBe(0);
  });

  it('sends one when a published item is deleted', async () => {
    const { _id } = await createArticle(cms, admin, 'Un article publié puis supprimé');
    await patchArticle(_id, { etat: 'publié' });
    expect(
      await callsAfter(() =>
        cms
          .api()
          .delete(`/api/v1/articles/${_id}`)
          .set(bearer(admin))
          .expect((r) => expect(r.status).toBeLessThan(300)),
      ),
    ).toBe(1);
  });

  it('sends one for a partner change, none for a contact request or a newsletter subscription', async () => {
    expect(
      await callsAfter(() =>
        cms
          .api()
          .post('/api/v1/contact')
          .send({ nom: 'A', numero: '+221 77 000 00 02', email: 'a@example.sn', description: 'Bonjour', secteur: 'it' })
          .expect(201),
      ),
    ).toBe(0);
    expect(
      await callsAfter(() =>
        cms
          .api()
          .post('/api/v1/newsletter')
          .send({ email: 'lecteur-rebuild@example.sn' })
          .expect((r) => expect(r.status).toBeLessThan(300)),
      ),
    ).toBe(0);
    const partners = (await cms.api().get('/api/v1/partenaires/admin/all').set(bearer(admin))).body;
    expect(
      await callsAfter(() =>
        cms.api().patch(`/api/v1/partenaires/${partners[0]._id}`).set(bearer(admin)).send({ ordreAffichage: '9' }).expect(200),
      ),
    ).toBe(1);
  });

  it('sends one when the scheduler publishes a planifié article whose date has come', async () => {
    const { publishDueArticles } = require(`${process.env.CMS_TEST_DIST}/src/setup/scheduler.js`);
    const { _id } = await createArticle(cms, admin, 'Un article planifié pour tout à l’heure');
    const at = new Date(Date.now() + 60_000);
    await patchArticle(_id, { etat: 'planifié', datePublication: at.toISOString() });
    expect(await callsAfter(() => publishDueArticles(cms.strapi, new Date(at.getTime() - 1000)))).toBe(0);
    let published = 0;
    expect(
      await callsAfter(async () => {
        published = await publishDueArticles(cms.strapi, new Date(at.getTime() + 1000));
      }),
    ).toBe(1);
    expect(published).toBeGreaterThanOrEqual(1);
    const fr = (await cms.api().get('/api/v1/articles').expect(200)).body.map((a) => a._id);
    expect(fr).toContain(_id);
  });
});
