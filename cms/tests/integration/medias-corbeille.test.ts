// Deleting a media that only items in the trash still hold (docs/api.md, "Médiathèque"): refused while a live
// or draft item uses it; allowed when every use is in the trash and the caller may change each trashed item,
// those items then losing the picture (a restore brings them back without it). And a media's nature
// (photo or logo): stored when said, read from its uses otherwise, filtered on.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { secteurId } from '../helpers/content';
import { jpeg, png } from '../helpers/images';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');
const otherAdviser = useSession(cms, 'conseillerB');
const LANGS = ['fr', 'en', 'pt'] as const;
const long = (s: string) => `${s} `.repeat(8).trim();

async function uploadMedia(who: Session, fields: Record<string, string> = {}) {
  let req = cms.api().post('/api/v1/medias').set(bearer(who)).field('nom', uniqueName('pylone'));
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  for (const lang of LANGS) req = req.field(`texteAlternatif[${lang}]`, `Pylône (${lang})`);
  const res = await req.attach('fichier', await jpeg(), 'pylone.jpg');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.donnees[0] as { _id: string; url: string; nom: string; nature: string };
}

async function articleWith(who: Session, mediaId: string, etat: 'publié' | 'brouillon' = 'brouillon') {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of LANGS)
    req = req
      .field(`titre[${lang}]`, `${uniqueName('Un pylône à Louga')} (${lang})`)
      .field(`contenu[${lang}]`, long('Un chantier mené avec les habitants du quartier.'));
  const res = await req.field('categories[]', 'télécom').field('etat', etat).field('imagePrincipale', mediaId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; titre: Record<string, string>; imagePrincipale: string | null };
}

const trash = (type: string, id: string, who: Session = admin) => cms.api().delete(`/api/v1/${type}/${id}`).set(bearer(who)).expect(200);
const restore = (type: string, id: string, who: Session = admin) =>
  cms.api().post(`/api/v1/corbeille/${type}/${id}/restaurer`).set(bearer(who)).expect(200);

/** A draft realisation with two new pictures, each with its texts in every language, put in the corbeille. */
async function trashedGallery(place: string) {
  const first = await uploadMedia(admin);
  const second = await uploadMedia(admin);
  let req = cms.api().post('/api/v1/realisations').set(bearer(admin));
  for (const lang of LANGS) req = req.field(`titre.${lang}`, `${uniqueName(place)} (${lang})`);
  const created = await req
    .field('textesAlternatifs', JSON.stringify({ fr: ['Un', 'Deux'], en: ['One', 'Two'], pt: ['Um', 'Dois'] }))
    .field('secteur', await secteurId(cms))
    .field('annee', '2024')
    .field('statutLivraison', 'livré')
    .field('etat', 'brouillon')
    .field('images', first._id)
    .field('images', second._id);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body._id as string;
  await trash('realisations', id);
  return { first, second, id };
}

describe('deleting a media held only by items in the trash', () => {
  it('refuses while a draft item uses it, then, once that item is in the trash, deletes it and the item comes back without it', async () => {
    const media = await uploadMedia(admin);
    const draft = await articleWith(adviser, media._id);

    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ code: 'media.used', params: { count: 1 } });
    expect(refused.body.error.message).toMatch(/publié\(s\) ou en brouillon/);

    await trash('articles', draft._id, adviser);
    const listed = (await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200)).body;
    expect(listed.utilisations).toEqual([{ type: 'article', id: draft._id, titre: draft.titre.fr, corbeille: true }]);
    await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200, { success: true, _id: media._id });
    await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(404);

    // The trash entry no longer holds the picture; the article comes back without it.
    const entry = await cms.strapi.db
      .query('api::corbeille.corbeille')
      .findOne({ where: { cible: draft._id }, populate: { fichiers: { select: ['id'] } } });
    expect(entry.fichiers ?? []).toEqual([]);
    await restore('articles', draft._id, adviser);
    const back = await cms.api().get(`/api/v1/articles/admin/${draft._id}`).set(bearer(adviser));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.imagePrincipale ?? null).toBeNull();
  });

  it('keeps a live use refusing even when other uses are in the trash', async () => {
    const media = await uploadMedia(admin);
    const gone = await articleWith(admin, media._id);
    await articleWith(admin, media._id, 'brouillon');
    await trash('articles', gone._id);
    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ code: 'media.used', params: { count: 1 } });
    expect(refused.body.error.details.utilisations).toHaveLength(2);
    await cms.api().get(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
  });

  it('takes the picture out of a trashed gallery with its texts at the same place, in every language', async () => {
    const { first, second, id } = await trashedGallery('Réseau de Mbour');
    await cms.api().delete(`/api/v1/medias/${first._id}`).set(bearer(admin)).expect(200);
    // (Its file stays while the realisation's history links it: versions keep their pictures.)
    // The other picture is still the trashed item's.
    const kept = await cms.api().delete(`/api/v1/medias/${second._id}`).set(bearer(admin));
    expect(kept.status).toBe(200);
    await cms.api().get(`/api/v1/medias/${second._id}`).set(bearer(admin)).expect(404);
    await restore('realisations', id);
    const back = (await cms.api().get(`/api/v1/realisations/admin/${id}`).set(bearer(admin)).expect(200)).body;
    expect(back.images ?? []).toEqual([]);
    expect(back.textesAlternatifs).toEqual({ fr: [], en: [], pt: [] });
  });

  it('drops the first of two pictures of a trashed gallery and keeps the second with its own texts', async () => {
    const { first, second, id } = await trashedGallery('Réseau de Kolda');
    await cms.api().delete(`/api/v1/medias/${first._id}`).set(bearer(admin)).expect(200);
    await restore('realisations', id);
    const back = (await cms.api().get(`/api/v1/realisations/admin/${id}`).set(bearer(admin)).expect(200)).body;
    expect(back.images).toEqual([second.url]);
    expect(back.textesAlternatifs).toEqual({ fr: ['Deux'], en: ['Two'], pt: ['Dois'] });
  });

  it("refuses an adviser's delete when a trashed item using it is not theirs to change (409 media.usedElsewhere)", async () => {
    const media = await uploadMedia(adviser);
    const theirs = await articleWith(otherAdviser, media._id);
    await trash('articles', theirs._id, otherAdviser);
    const refused = await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(adviser));
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ code: 'media.usedElsewhere', params: { count: 1 } });
    // Their own trashed item, though, loses it.
    const own = await uploadMedia(adviser);
    const mine = await articleWith(adviser, own._id);
    await trash('articles', mine._id, adviser);
    await cms.api().delete(`/api/v1/medias/${own._id}`).set(bearer(adviser)).expect(200);
  });
});

describe("a media's nature", () => {
  it('is stored when said, read from a partner use otherwise, and filters the library', async () => {
    const photo = await uploadMedia(admin);
    expect(photo.nature).toBe('photo');
    const said = await uploadMedia(admin, { nature: 'logo' });
    expect(said.nature).toBe('logo');
    const bad = await cms.api().patch(`/api/v1/medias/${photo._id}`).set(bearer(admin)).send({ nature: 'affiche' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0]).toMatchObject({ path: ['nature'], code: 'media.nature' });

    // A partner's logo sent with its form is a logo.
    const name = uniqueName('logo-partenaire');
    const partner = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', uniqueName('Sahel Fibre'))
      .field('siteWeb', 'https://sahel-fibre.example')
      .field('ordreAffichage', '0')
      .field('actif', 'true')
      .attach('logo', await png(), `${name}.png`);
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    const adopted = (await cms.api().get(`/api/v1/medias?q=${name}`).set(bearer(admin)).expect(200)).body.donnees;
    expect(adopted[0]).toMatchObject({ nature: 'logo' });

    // A media without a stored nature (as before the field) is a logo once a partner uses it.
    const unsaid = await uploadMedia(admin);
    const row = await cms.strapi.db.query('api::media.media').findOne({ where: { documentId: unsaid._id } });
    await cms.strapi.db.query('api::media.media').update({ where: { id: row.id }, data: { nature: null } });
    await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', uniqueName('Kayor Télécom'))
      .field('siteWeb', 'https://kayor.example')
      .field('ordreAffichage', '1')
      .field('actif', 'true')
      .field('logo', unsaid._id)
      .expect(201);
    expect((await cms.api().get(`/api/v1/medias/${unsaid._id}`).set(bearer(admin)).expect(200)).body.nature).toBe('logo');

    const ids = async (query: string) =>
      (await cms.api().get(`/api/v1/medias?taille=100&${query}`).set(bearer(admin)).expect(200)).body.donnees.map(
        (m: { _id: string }) => m._id,
      );
    const logos = await ids('nature=logo');
    expect(logos).toEqual(expect.arrayContaining([said._id, unsaid._id, adopted[0]._id]));
    expect(logos).not.toContain(photo._id);
    const photos = await ids('nature=photo');
    expect(photos).toContain(photo._id);
    expect(photos).not.toContain(said._id);
    expect(photos).not.toContain(unsaid._id);
    await cms.api().get('/api/v1/medias?nature=affiche').set(bearer(admin)).expect(400);

    const changed = await cms.api().patch(`/api/v1/medias/${said._id}`).set(bearer(admin)).send({ nature: 'photo' }).expect(200);
    expect(changed.body.nature).toBe('photo');
  });
});
