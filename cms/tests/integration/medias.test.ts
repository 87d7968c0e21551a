// The media library over real HTTP (docs/api.md, "Médiathèque"): several files at once through the upload
// checks, search and filters, paging, who may change what, the uses of a media and the refusal to delete
// one that something uses.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { withAltTexts } from '../helpers/content';
import { html, jpeg, png, webp } from '../helpers/images';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
const adviserA = useSession(cms, 'conseillerA');
const adviserB = useSession(cms, 'conseillerB');

const files = () => cms.strapi.db.query('plugin::upload.file').count();

async function upload(who = admin, name = uniqueName('photo'), fields: Record<string, string> = {}) {
  let req = cms.api().post('/api/v1/medias').set(bearer(who));
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  const res = await req.attach('fichier', await jpeg(), `${name}.jpg`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.donnees[0];
}

describe('the media library', () => {
  it('takes several files at once, described or not, and answers each media with its fields', async () => {
    const name = uniqueName('chantier');
    // With an Idempotency-Key, as the back-office sends it: the create then runs in one transaction.
    const res = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .set('Idempotency-Key', uniqueName('medias-key'))
      .field('texteAlternatif[fr]', 'Équipe sur un pylône')
      .field('texteAlternatif[en]', 'Crew on a mast')
      .field('pointFocal', JSON.stringify({ x: 30, y: 70 }))
      .field('credit', 'Photo : Awa Ndiaye')
      .attach('fichier', await jpeg(), `${name}-a.jpg`)
      .attach('fichier', await png(), `${name}-b.png`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.donnees).toHaveLength(2);
    const [a, b] = res.body.donnees;
    expect(a).toMatchObject({
      nom: `${name}-a`,
      type: 'jpeg',
      largeur: 64,
      hauteur: 48,
      texteAlternatif: { fr: 'Équipe sur un pylône', en: 'Crew on a mast', pt: '' },
      pointFocal: { x: 30, y: 70 },
      credit: 'Photo : Awa Ndiaye',
      auteur: admin.utilisateur._id,
      utilisations: [],
    });
    expect(b).toMatchObject({ nom: `${name}-b`, type: 'png' });
    // Stored under a name made from its content, never the client's.
    expect(a.url).toMatch(/^\/uploads\/[0-9a-f]{16}(_[0-9a-z]+)?\.jpg$/);
    expect(a.taille).toBeGreaterThan(0);
    expect(typeof a._id).toBe('string');
    const one = await cms.api().get(`/api/v1/medias/${a._id}`).set(bearer(adviserB)).expect(200);
    expect(one.body).toEqual(a);
  });

  it('refuses a request without a file, a file that is not an image and a text over 150 characters, storing nothing', async () => {
    const before = await files();
    const none = await cms.api().post('/api/v1/medias').set(bearer(admin)).field('nom', 'Rien');
    expect(none.status).toBe(400);
    expect(none.body.error.details.errors[0]).toMatchObject({ path: ['fichier'], code: 'fichier.required' });

    const impostor = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .attach('fichier', await jpeg(), 'bon.jpg')
      .attach('fichier', html(), 'faux.png');
    expect(impostor.status).toBe(400);
    expect(impostor.body.error.details.errors[0]).toMatchObject({ path: ['fichier'], code: 'upload.notAnImage' });

    const long = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .field('texteAlternatif[pt]', 'x'.repeat(151))
      .attach('fichier', await jpeg(), 'long.jpg');
    expect(long.status).toBe(400);
    expect(long.body.error.details.errors[0]).toMatchObject({ path: ['texteAlternatif', 'pt'], code: 'texteAlternatif.max' });
    expect(long.body.error.message).toBe('Le texte alternatif (pt) ne peut excéder 150 caractères.');
    expect(await files()).toBe(before);
  });

  it('searches the names and the alternative texts (accents and case aside), filters by type, pages', async () => {
    const word = uniqueName('Baobab');
    const named = await upload(admin, `${word}-nom`);
    const described = await upload(admin, uniqueName('x'), { 'texteAlternatif[en]': `A ${word} tree at dusk` });
    const png1 = (
      await cms
        .api()
        .post('/api/v1/medias')
        .set(bearer(admin))
        .field('nom', `${word} carré`)
        .attach('fichier', await webp(), 'c.webp')
        .expect(201)
    ).body.donnees[0];

    const search = await cms
      .api()
      .get(`/api/v1/medias?q=${encodeURIComponent(word.toUpperCase())}`)
      .set(bearer(adviserA))
      .expect(200);
    expect(search.body.total).toBe(3);
    expect(search.body.donnees.map((m: { _id: string }) => m._id).sort()).toEqual([named._id, described._id, png1._id].sort());
    const accents = await cms
      .api()
      .get(`/api/v1/medias?q=${encodeURIComponent(`${word} carre`)}`)
      .set(bearer(admin))
      .expect(200);
    expect(accents.body.donnees.map((m: { _id: string }) => m._id)).toEqual([png1._id]);
    const typed = await cms.api().get(`/api/v1/medias?q=${word}&type=webp`).set(bearer(admin)).expect(200);
    expect(typed.body.donnees.map((m: { _id: string }) => m._id)).toEqual([png1._id]);

    const page1 = await cms.api().get(`/api/v1/medias?q=${word}&taille=2&tri=nom`).set(bearer(admin)).expect(200);
    const page2 = await cms.api().get(`/api/v1/medias?q=${word}&taille=2&page=2&tri=nom`).set(bearer(admin)).expect(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, taille: 2 });
    expect(page1.body.donnees).toHaveLength(2);
    expect(page2.body.donnees).toHaveLength(1);
    const names = [...page1.body.donnees, ...page2.body.donnees].map((m: { nom: string }) => m.nom);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'fr')));

    const bad = await cms.api().get('/api/v1/medias?type=gif').set(bearer(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0]).toMatchObject({ path: ['type'], code: 'liste.valeur' });
    await cms.api().get('/api/v1/medias?nonUtilises=oui').set(bearer(admin)).expect(400);
    await cms.api().get('/api/v1/medias?taille=1000').set(bearer(admin)).expect(400);
  });

  it('lets every staff member read every media, and only its uploader or an administrator change or delete it', async () => {
    const own = await upload(adviserA);
    await cms.api().get(`/api/v1/medias/${own._id}`).set(bearer(adviserB)).expect(200);
    const refused = await cms.api().patch(`/api/v1/medias/${own._id}`).set(bearer(adviserB)).send({ nom: 'Pris par B' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('media.forbidden');
    await cms.api().delete(`/api/v1/medias/${own._id}`).set(bearer(adviserB)).expect(403);

    const changed = await cms
      .api()
      .patch(`/api/v1/medias/${own._id}`)
      .set(bearer(adviserA))
      .send({ nom: 'Vue du chantier', texteAlternatif: { pt: 'Vista da obra' }, pointFocal: { x: 10, y: 20 }, credit: 'A' })
      .expect(200);
    expect(changed.body).toMatchObject({
      nom: 'Vue du chantier',
      texteAlternatif: { fr: '', en: '', pt: 'Vista da obra' },
      pointFocal: { x: 10, y: 20 },
    });
    const byAdmin = await cms
      .api()
      .patch(`/api/v1/medias/${own._id}`)
      .set(bearer(admin))
      .send({ texteAlternatif: { fr: 'Vue du chantier de Thiès' }, pointFocal: '' })
      .expect(200);
    // The texts are merged per language; an empty point goes back to the centre.
    expect(byAdmin.body).toMatchObject({ texteAlternatif: { fr: 'Vue du chantier de Thiès', pt: 'Vista da obra' }, pointFocal: null });
    const blank = await cms.api().patch(`/api/v1/medias/${own._id}`).set(bearer(admin)).send({ nom: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.details.errors[0]).toMatchObject({ path: ['nom'], code: 'nom.required' });

    const before = await files();
    await cms.api().delete(`/api/v1/medias/${own._id}`).set(bearer(adviserA)).expect(200, { success: true, _id: own._id });
    await cms.api().get(`/api/v1/medias/${own._id}`).set(bearer(admin)).expect(404);
    // Its file (and nothing else) goes with it.
    expect(await files()).toBe(before - 1);
  });

  it('says where a media is used, the trash included, leaves it out of the unused ones and refuses to delete it while an item uses it', async () => {
    const media = await upload(admin);
    // An article takes the media by its _id in its image field.
    let req = cms.api().post('/api/v1/articles').set(bearer(adviserA));
    for (const lang of ['fr', 'en', 'pt'])
      req = req
        .field(`titre[${lang}]`, `${uniqueName('Article illustré par la médiathèque')} (${lang})`)
        .field(`contenu[${lang}]`, 'Un chantier de fibre optique mené avec les habitants du quartier. '.repeat(3));
    const created = await withAltTexts(req).field('categories[]', 'télécom').field('etat', 'brouillon').field('imagePrincipale', media._id);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const article = created.body;

    const used = await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
    expect(used.body.utilisations).toEqual([{ type: 'article', id: article._id, titre: article.titre.fr }]);
    const unused = await cms.api().get('/api/v1/medias?nonUtilises=true&taille=100&tri=-dateCreation').set(bearer(admin)).expect(200);
    expect(unused.body.donnees.some((m: { _id: string }) => m._id === media._id)).toBe(false);

    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      code: 'media.used',
      params: { count: 1 },
      utilisations: [{ type: 'article', id: article._id, titre: article.titre.fr }],
    });

    // In the trash the article still holds it, until it is erased or the media deleted (medias-corbeille.test.ts).
    await cms.api().delete(`/api/v1/articles/${article._id}`).set(bearer(adviserA)).expect(200);
    const trashed = await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
    expect(trashed.body.utilisations).toEqual([{ type: 'article', id: article._id, titre: article.titre.fr, corbeille: true }]);
    await cms.api().delete(`/api/v1/corbeille/articles/${article._id}`).set(bearer(admin)).expect(200);
    const free = await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
    expect(free.body.utilisations).toEqual([]);
    await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
  });
});
