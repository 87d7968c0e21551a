import { beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { jpeg, png, webp } from '../helpers/images';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import type { Test } from 'supertest';

let secteurId: string;
const cms = useCms();
const admin = useSession(cms, 'admin');
beforeAll(async () => {
  secteurId = (await cms.api().get('/api/v1/secteurs')).body.find((s) => s.slug === 'telecom')._id;
});

const filesOnDisk = () => cms.strapi.db.query('plugin::upload.file').count();

function realisationForm(req: Test, overrides: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    'titre.fr': 'Liaison FH Kaffrine – Koungheul',
    'titre.en': 'Kaffrine – Koungheul microwave link',
    'titre.pt': 'Ligação FH Kaffrine – Koungheul',
    'description.fr': 'Liaison hertzienne de 60 km.',
    'description.en': 'A 60 km microwave link.',
    'description.pt': 'Ligação de 60 km.',
    'contenu.fr': 'Étude, installation et recette.',
    'contenu.en': 'Survey, installation and acceptance.',
    'contenu.pt': 'Estudo, instalação e receção.',
    secteur: secteurId,
    annee: '2025',
    statutLivraison: 'livré',
    etat: 'publié',
    localisation: JSON.stringify({ type: 'Point', coordinates: [-15.55, 14.1], adresse: 'Kaffrine, Sénégal' }),
    textesAlternatifs: JSON.stringify({ fr: ['Pylône', 'Antenne'], en: ['Tower', 'Antenna'], pt: ['Torre', 'Antena'] }),
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  req = req.field('motsCles.fr[]', 'faisceau hertzien').field('motsCles.fr[]', '60 km').field('motsCles.en[]', 'microwave');
  return req;
}

describe('realisations in the back-office', () => {
  it('creates with dotted fields and images, then lists, edits with bracketed fields and deletes', async () => {
    const before = await filesOnDisk();
    let req = cms.api().post('/api/v1/realisations').set(bearer(admin));
    req = realisationForm(req)
      .attach('images', await jpeg(), 'a.jpg')
      .attach('images', await png(), 'b.png');
    const created = await req;
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.titre).toEqual({
      fr: 'Liaison FH Kaffrine – Koungheul',
      en: 'Kaffrine – Koungheul microwave link',
      pt: 'Ligação FH Kaffrine – Koungheul',
    });
    expect(created.body.slug.fr).toBe('liaison-fh-kaffrine-koungheul');
    expect(created.body.motsCles).toEqual({ fr: ['faisceau hertzien', '60 km'], en: ['microwave'], pt: [] });
    expect(created.body.images).toHaveLength(2);
    expect(created.body.auteur).toBe(admin.utilisateur._id);
    expect(created.body.secteur.slug).toBe('telecom');
    expect(created.body.datePublication).toBeTruthy();
    expect(created.body.localisation.coordinates).toEqual([-15.55, 14.1]);
    expect(await filesOnDisk()).toBe(before + 2);

    const publicList = await cms.api().get('/api/v1/realisations');
    expect(publicList.body.map((r) => r._id)).toContain(created.body._id);

    const all = await cms.api().get('/api/v1/realisations/admin/all').set(bearer(admin)).expect(200);
    expect(all.body.length).toBeGreaterThan(publicList.body.length);

    const one = await cms.api().get(`/api/v1/realisations/admin/${created.body._id}`).set(bearer(admin)).expect(200);
    expect(one.body._id).toBe(created.body._id);

    const kept = created.body.images[1];
    const edited = await cms
      .api()
      .patch(`/api/v1/realisations/${created.body._id}`)
      .set(bearer(admin))
      .field('titre[fr]', 'Liaison FH Kaffrine – Koungheul (phase 2)')
      .field('motsCles[fr][]', 'FH')
      .field('motsCles[fr][]', 'Kaffrine')
      .field('oldImages', JSON.stringify([kept]))
      .attach('images', await webp(), 'c.webp');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.titre.fr).toBe('Liaison FH Kaffrine – Koungheul (phase 2)');
    expect(edited.body.slug.fr).toBe('liaison-fh-kaffrine-koungheul');
    expect(edited.body.motsCles.fr).toEqual(['FH', 'Kaffrine']);
    expect(edited.body.images[0]).toBe(kept);
    expect(edited.body.images).toHaveLength(2);
    // The image the edit let go of stays while the first version refers to it.
    expect(await filesOnDisk()).toBe(before + 3);

    // A delete moves it to the trash with its images; erasing it there removes them.
    await cms.api().delete(`/api/v1/realisations/${created.body._id}`).set(bearer(admin)).expect(200);
    await cms.api().get(`/api/v1/realisations/admin/${created.body._id}`).set(bearer(admin)).expect(404);
    expect(await filesOnDisk()).toBe(before + 3);

    const journal = await cms.api().get('/api/v1/journal').set(bearer(admin)).expect(200);
    expect(journal.body.slice(0, 3).map((e) => e.action)).toEqual(['suppression', 'modification', 'publication']);
    expect(journal.body[0]).toMatchObject({ typeContenu: 'Réalisation', cible: created.body._id, utilisateur: 'Aminata Diop' });
    await cms.api().delete(`/api/v1/corbeille/realisations/${created.body._id}`).set(bearer(admin)).expect(200);
    expect(await filesOnDisk()).toBe(before);
  });
});

describe('main image of articles and opportunities', () => {
  it('keeps the image when none is sent (oldImage) and replaces it with a new file', async () => {
    for (const [type, field, create] of [
      ['articles', 'imagePrincipale', createArticle],
      ['opportunites', 'image', createOpportunite],
    ] as const) {
      const item = await create(cms, admin);
      const before = await filesOnDisk();
      const kept = await cms
        .api()
        .patch(`/api/v1/${type}/${item._id}`)
        .set(bearer(admin))
        .field('oldImage', item[field])
        .field('titre[fr]', `${item.titre.fr} – mise à jour`);
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect(kept.body[field]).toBe(item[field]);
      const replaced = await cms
        .api()
        .patch(`/api/v1/${type}/${item._id}`)
        .set(bearer(admin))
        .attach(field, await webp(), 'nouvelle.webp');
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      expect(replaced.body[field]).not.toBe(item[field]);
      // Named after its content and detected type, nothing of the client's file name.
      expect(replaced.body[field]).toMatch(/^\/uploads\/[0-9a-f]{16}_[0-9a-f]{10}\.webp$/);
      // The replaced image stays while a version refers to it.
      expect(await filesOnDisk()).toBe(before + 1);
      await cms.api().get(item[field]).expect(200);
    }
  });

  it('publishes an article with today as its date when none is given', async () => {
    const item = await createArticle(cms, admin, 'Un article publié sans date explicite');
    const res = await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('etat', 'publié').expect(200);
    expect(res.body.etat).toBe('publié');
    expect(Math.abs(new Date(res.body.datePublication).getTime() - Date.now())).toBeLessThan(5 * 60_000);
    const publicList = await cms.api().get('/api/v1/articles');
    expect(publicList.body.map((a) => a._id)).toContain(item._id);
  });
});

describe('fields every form now edits', () => {
  it('publishes a draft opportunity from its edit form, then withdraws it', async () => {
    const offer = await createOpportunite(cms, admin, 'Fourniture de poteaux béton');
    expect(offer.etat).toBe('brouillon');
    const published = await cms
      .api()
      .patch(`/api/v1/opportunites/${offer._id}`)
      .set(bearer(admin))
      .field('etat', 'publié')
      .field('oldImage', offer.image);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.etat).toBe('publié');
    expect(published.body.datePublication).toBeTruthy();
    expect((await cms.api().get('/api/v1/opportunites')).body.find((o) => o._id === offer._id)?.statut).toBe('actif');
    const withdrawn = await cms.api().patch(`/api/v1/opportunites/${offer._id}`).set(bearer(admin)).field('statut', 'retiré').expect(200);
    expect(withdrawn.body).toMatchObject({ etat: 'publié', statut: 'retiré' });
  });

  it('stores a realisation summary and categories, and refuses an unknown category', async () => {
    const item = await createRealisation(cms, admin, 'Pose de fibre à Mbour');
    const edited = await cms
      .api()
      .patch(`/api/v1/realisations/${item._id}`)
      .set(bearer(admin))
      .field('resume[fr]', 'Douze kilomètres de fibre.')
      .field('resume[pt]', 'Doze quilómetros de fibra.')
      .field('categories[]', 'télécom')
      .field('categories[]', 'cablâge');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.resume).toMatchObject({ fr: 'Douze kilomètres de fibre.', pt: 'Doze quilómetros de fibra.' });
    expect(edited.body.categories).toEqual(['télécom', 'cablâge']);
    const refused = await cms
      .api()
      .patch(`/api/v1/realisations/${item._id}`)
      .set(bearer(admin))
      .field('categories[]', 'voirie')
      .expect(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['categories'],
        message: 'Catégories invalides: voirie',
        code: 'categories.invalid',
        params: { list: 'voirie' },
      }),
    ]);
    expect(refused.body.error.details).toMatchObject({ code: 'categories.invalid', params: { list: 'voirie' } });
    const cleared = await cms.api().patch(`/api/v1/realisations/${item._id}`).set(bearer(admin)).field('categories', '').expect(200);
    expect(cleared.body.categories).toEqual([]);
  });

  it('sets and clears the sector of an article', async () => {
    const item = await createArticle(cms, admin, 'Un article rattaché à un secteur');
    const set = await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('secteur', secteurId).expect(200);
    expect(set.body.secteur.slug).toBe('telecom');
    const cleared = await cms.api().patch(`/api/v1/articles/${item._id}`).set(bearer(admin)).field('secteur', '').expect(200);
    expect(cleared.body.secteur).toBeNull();
  });
});
