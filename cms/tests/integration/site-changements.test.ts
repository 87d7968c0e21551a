// GET /api/v1/site/changements: what changed in the public item lists since a moment, for the rebuild
// worker's builds. The test that matters: the list read before, patched with the changes, is exactly the
// list the CMS answers now (the builder records its digest as if it had read the whole list).
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createArticle, createRealisation } from '../helpers/content';
import { useCmsClock } from '../helpers/clock';

const TOKEN = 'build-token-for-the-changes-test';
// No cache lifetime: the endpoint moves the moment back by it and 5 s more.
const cms = useCms({ BUILD_STATUS_TOKEN: TOKEN, PUBLIC_CACHE_SECONDS: '0' });
const admin = useSession(cms, 'admin');
const clock = useCmsClock();
const MARGIN_MS = 5000;

const LISTS = {
  realisations: '/api/v1/realisations',
  articles: '/api/v1/articles',
  opportunites: '/api/v1/opportunites?inclureFermees=true',
} as const;
type List = keyof typeof LISTS;

/** The changes since `moment` (the margin the endpoint takes off is added back). */
async function changesSince(moment: number) {
  const depuis = new Date(moment + MARGIN_MS).toISOString();
  return (await cms.api().get(`/api/v1/site/changements?depuis=${depuis}`).set('Authorization', `Bearer ${TOKEN}`).expect(200)).body;
}

/** A list item as the builder reads it: its id and date, the rest compared whole. */
type Item = { _id: string; dateModification: string; [field: string]: unknown };

const lists = async () =>
  Object.fromEntries(
    await Promise.all(Object.entries(LISTS).map(async ([list, url]) => [list, (await cms.api().get(url).expect(200)).body])),
  ) as Record<List, Item[]>;

/** What the builder does with the answer: each id's item, changed or as read before, checked against its date. */
function patched(before: Item[], changes: { ids: string[]; datesModification: string[]; modifies: Item[] }) {
  const byId = new Map([...before, ...changes.modifies].map((item) => [item._id, item]));
  const items = changes.ids.map((id) => byId.get(id));
  expect(items.map((item) => item?.dateModification)).toEqual(changes.datesModification);
  return items;
}

const tick = () => new Promise((r) => setTimeout(r, 20));
const patch = (type: string, id: string, data: Record<string, string>) =>
  cms.api().patch(`/api/v1/${type}/${id}`).set(bearer(admin)).send(data).expect(200);

describe('GET /api/v1/site/changements', () => {
  it('is for the builder only: its token, nothing else', async () => {
    const depuis = new Date().toISOString();
    await cms.api().get(`/api/v1/site/changements?depuis=${depuis}`).expect(401);
    await cms.api().get(`/api/v1/site/changements?depuis=${depuis}`).set('Authorization', 'Bearer wrong').expect(401);
    await cms.api().get(`/api/v1/site/changements?depuis=${depuis}`).set(bearer(admin)).expect(401);
    const bad = await cms.api().get('/api/v1/site/changements?depuis=hier').set('Authorization', `Bearer ${TOKEN}`).expect(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['depuis']);
  });

  it('asks for a full read for a moment before the CMS started (it did not see the writes then)', async () => {
    const answer = await changesSince(Date.now() - 3600_000);
    expect(answer).toEqual({ depuis: expect.any(String), toutRelire: true });
  });

  it('gives, with the lists read before, exactly the lists the CMS answers now: new, edited, unpublished and deleted items', async () => {
    const article = await createArticle(cms, admin, 'Un article publié avant la lecture');
    await patch('articles', article._id, { etat: 'publié' });
    const gone = await createArticle(cms, admin, 'Un article supprimé après la lecture');
    await patch('articles', gone._id, { etat: 'publié' });
    const realisation = await createRealisation(cms, admin, 'Une réalisation dépubliée après la lecture');
    await patch('realisations', realisation._id, { etat: 'publié' });
    await tick();
    const moment = Date.now();
    await tick();
    const before = await lists();

    await patch('articles', article._id, { 'titre[en]': 'An article edited after the read' });
    const added = await createArticle(cms, admin, 'Un article publié après la lecture');
    await patch('articles', added._id, { etat: 'publié' });
    await cms
      .api()
      .delete(`/api/v1/articles/${gone._id}`)
      .set(bearer(admin))
      .expect((r) => expect(r.status).toBeLessThan(300));
    await patch('realisations', realisation._id, { etat: 'brouillon' });

    const changes = await changesSince(moment);
    const now = await lists();
    expect(changes.toutRelire).toBe(false);
    // About this test's own items only: the CMS is shared with other files, whose writes of the last
    // seconds may be listed too (the endpoint takes a margin off the moment; more items is still right).
    const changed = (list: List) => changes[list].modifies.map((item: Item) => item._id);
    expect(changed('articles')).toEqual(expect.arrayContaining([article._id, added._id]));
    expect(changed('articles')).not.toContain(gone._id);
    expect(changes.articles.ids).not.toContain(gone._id);
    expect(changed('realisations')).not.toContain(realisation._id);
    expect(changes.realisations.ids).not.toContain(realisation._id);
    for (const list of Object.keys(LISTS) as List[]) {
      expect(JSON.stringify(patched(before[list], changes[list]))).toBe(JSON.stringify(now[list]));
    }
    expect(now.articles.find((a) => a._id === article._id).titre.en).toBe('An article edited after the read');
  });

  it('counts an item changed when its image file changes (alternative text), though its rows do not', async () => {
    const article = await createArticle(cms, admin, 'Un article dont l’image change');
    await patch('articles', article._id, { etat: 'publié' });
    await tick();
    const moment = Date.now();
    await tick();
    const before = await lists();
    const row = await cms.strapi.db
      .query('api::article.article')
      .findOne({ where: { documentId: article._id, locale: 'fr' }, populate: { imagePrincipale: true } });
    await cms.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: row.imagePrincipale.id }, data: { alternativeText: 'Des techniciens tirent la fibre' } });

    const changes = await changesSince(moment);
    expect(changes.articles.modifies.map((a) => a._id)).toEqual([article._id]);
    const now = await lists();
    expect(JSON.stringify(patched(before.articles, changes.articles))).toBe(JSON.stringify(now.articles));
    expect(now.articles.find((a) => a._id === article._id).imagePrincipaleMedia.alt).toBe('Des techniciens tirent la fibre');
  });

  it('asks for a full read after a sector is written (items embed their sector) or an image file is deleted', async () => {
    let moment = Date.now();
    await tick();
    const secteur = await cms.strapi.db.query('api::secteur.secteur').findOne({ where: { locale: 'fr' } });
    await cms.strapi.db.query('api::secteur.secteur').update({ where: { id: secteur.id }, data: { nom: `${secteur.nom} ` } });
    expect((await changesSince(moment)).toutRelire).toBe(true);

    // Past the margin, on the CMS's clock: the writes below are noted at that time.
    moment = Date.now() + MARGIN_MS + 50;
    clock.set(new Date(moment + 20));
    expect((await changesSince(moment)).toutRelire).toBe(false);
    const file = await cms.strapi.db.query('plugin::upload.file').create({
      data: { name: 'x.png', hash: `x_${Date.now()}`, ext: '.png', mime: 'image/png', size: 1, url: '/uploads/x.png', provider: 'local' },
    });
    expect((await changesSince(moment)).toutRelire).toBe(false);
    await cms.strapi.db.query('plugin::upload.file').delete({ where: { id: file.id } });
    expect((await changesSince(moment)).toutRelire).toBe(true);
  });
});
