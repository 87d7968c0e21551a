// The trash over HTTP: a delete moves an item there (off the site and the lists at once), a restore
// brings it back as it was (an address taken meanwhile numbered, never shared), an administrator erases
// it for good with its files, and the cron task purges what is older than the retention.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession, type Session } from '../helpers/accounts';
import { jpeg } from '../helpers/images';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import type { CorbeilleElement } from '@teranga/domain';

const require = createRequire(import.meta.url);
const cms = useCms();
const admin = useSession(cms, 'admin');
const conseillerA = useSession(cms, 'conseillerA');
const conseillerB = useSession(cms, 'conseillerB');

const FILE = 'plugin::upload.file';
const fileExists = async (url: string) => Boolean(await cms.strapi.db.query(FILE).findOne({ where: { url } }));
const trash = async (who: Session) =>
  (await cms.api().get('/api/v1/corbeille').set(bearer(who)).expect(200)).body.donnees as CorbeilleElement[];
const publish = (id: string) =>
  cms
    .api()
    .patch(`/api/v1/articles/${id}`)
    .set(bearer(admin))
    .send({ etat: 'publié', datePublication: '2025-01-01T00:00:00.000Z' })
    .expect(200);

describe('trash', () => {
  it('moves a deleted article out of the site and the lists, and restores it as it was', async () => {
    const created = await createArticle(cms, admin, 'Un article mis à la corbeille');
    const published = (await publish(created._id)).body;
    const slug = published.slug.fr;
    await cms.api().get(`/api/v1/articles/${slug}`).expect(200);

    await cms.api().delete(`/api/v1/articles/${created._id}`).set(bearer(admin)).expect(200, { success: true, _id: created._id });
    await cms.api().get(`/api/v1/articles/${slug}`).expect(404);
    expect((await cms.api().get('/api/v1/articles').expect(200)).body.map((a) => a._id)).not.toContain(created._id);
    expect((await cms.api().get('/api/v1/articles/admin/all').set(bearer(admin)).expect(200)).body.map((a) => a._id)).not.toContain(
      created._id,
    );
    await cms.api().get(`/api/v1/articles/admin/${created._id}`).set(bearer(admin)).expect(404);
    expect(await fileExists(published.imagePrincipale)).toBe(true);

    const entry = (await trash(admin)).find((e) => e._id === created._id);
    expect((await cms.api().get('/api/v1/corbeille').set(bearer(admin)).expect(200)).body.conservationJours).toBe(30);
    expect(entry).toMatchObject({
      _id: created._id,
      type: 'articles',
      titre: 'Un article mis à la corbeille (fr)',
      supprimePar: 'Aminata Diop',
    });
    expect(Date.now() - new Date(entry.supprimeLe).getTime()).toBeLessThan(60_000);

    const restored = await cms.api().post(`/api/v1/corbeille/articles/${created._id}/restaurer`).set(bearer(admin)).expect(200);
    expect(restored.body.donnees).toMatchObject({ _id: created._id, type: 'articles' });
    const back = (await cms.api().get(`/api/v1/articles/admin/${created._id}`).set(bearer(admin)).expect(200)).body;
    expect(back).toMatchObject({
      _id: created._id,
      etat: 'publié',
      slug: published.slug,
      titre: published.titre,
      imagePrincipale: published.imagePrincipale,
      categories: published.categories,
    });
    await cms.api().get(`/api/v1/articles/${slug}`).expect(200);
    expect((await trash(admin)).map((e) => e._id)).not.toContain(created._id);
    const journal = (await cms.api().get('/api/v1/journal?limite=2').set(bearer(admin)).expect(200)).body;
    expect(journal[0]).toMatchObject({ action: 'restauration', typeContenu: 'Article', cible: created._id });
  });

  it('numbers the address another item took while the item was in the trash, and says so', async () => {
    const first = await createArticle(cms, admin, 'Une adresse convoitée');
    await cms.api().delete(`/api/v1/articles/${first._id}`).set(bearer(admin)).expect(200);
    const second = await createArticle(cms, admin, 'Une adresse convoitée');
    expect(second.slug.fr).toBe(first.slug.fr);

    const res = await cms.api().post(`/api/v1/corbeille/articles/${first._id}/restaurer`).set(bearer(admin)).expect(200);
    const renamed = (lang: string) => ({ langue: lang, avant: first.slug[lang], apres: `${first.slug[lang]}-2` });
    expect(res.body.donnees).toMatchObject({ _id: first._id, adressesModifiees: ['fr', 'en', 'pt'].map(renamed) });
    const back = (await cms.api().get(`/api/v1/articles/admin/${first._id}`).set(bearer(admin)).expect(200)).body;
    expect(back.slug).toEqual({ fr: `${first.slug.fr}-2`, en: `${first.slug.en}-2`, pt: `${first.slug.pt}-2` });
    expect((await cms.api().get(`/api/v1/articles/admin/${second._id}`).set(bearer(admin)).expect(200)).body.slug).toEqual(second.slug);
    expect((await trash(admin)).map((e) => e._id)).not.toContain(first._id);
  });

  it('shows advisers their own items only, lets them restore those, and keeps erasing for administrators', async () => {
    const own = await createOpportunite(cms, conseillerA, 'Une offre du conseiller A en corbeille');
    await cms.api().delete(`/api/v1/opportunites/${own._id}`).set(bearer(conseillerA)).expect(200);
    const adminItem = await createRealisation(cms, admin, "Une réalisation de l'administrateur en corbeille");
    await cms.api().delete(`/api/v1/realisations/${adminItem._id}`).set(bearer(admin)).expect(200);

    const seenByA = (await trash(conseillerA)).map((e) => e._id);
    expect(seenByA).toContain(own._id);
    expect(seenByA).not.toContain(adminItem._id);
    expect((await trash(conseillerB)).map((e) => e._id)).not.toContain(own._id);
    expect((await trash(admin)).map((e) => e._id)).toEqual(expect.arrayContaining([own._id, adminItem._id]));

    await cms.api().post(`/api/v1/corbeille/opportunites/${own._id}/restaurer`).set(bearer(conseillerB)).expect(404);
    await cms.api().post(`/api/v1/corbeille/realisations/${adminItem._id}/restaurer`).set(bearer(conseillerA)).expect(404);
    await cms.api().delete(`/api/v1/corbeille/opportunites/${own._id}`).set(bearer(conseillerA)).expect(403);
    await cms.api().get('/api/v1/corbeille').expect(401);
    // The type in the path must be one of the four.
    await cms.api().post(`/api/v1/corbeille/utilisateurs/${own._id}/restaurer`).set(bearer(admin)).expect(404);
    await cms.api().post(`/api/v1/corbeille/realisations/${own._id}/restaurer`).set(bearer(admin)).expect(404);

    await cms.api().post(`/api/v1/corbeille/opportunites/${own._id}/restaurer`).set(bearer(conseillerA)).expect(200);
    const back = (await cms.api().get(`/api/v1/opportunites/admin/${own._id}`).set(bearer(conseillerA)).expect(200)).body;
    expect(back).toMatchObject({ _id: own._id, titre: own.titre, image: own.image, etat: 'brouillon' });
  });

  it('erases an item for good with its files and its history (administrators)', async () => {
    const created = await createRealisation(cms, admin, 'Une réalisation effacée pour de bon');
    await cms
      .api()
      .patch(`/api/v1/realisations/${created._id}`)
      .set(bearer(admin))
      .send({ 'titre.fr': 'Une réalisation effacée, renommée' })
      .expect(200);
    const files = await cms.strapi.db.query(FILE).count();
    await cms.api().delete(`/api/v1/realisations/${created._id}`).set(bearer(admin)).expect(200);
    expect(await fileExists(created.images[0])).toBe(true);

    await cms.api().delete(`/api/v1/corbeille/realisations/${created._id}`).set(bearer(admin)).expect(200);
    expect(await fileExists(created.images[0])).toBe(false);
    expect(await cms.strapi.db.query(FILE).count()).toBe(files - 1);
    expect(await cms.strapi.db.query('api::version.version').count({ where: { cible: created._id } })).toBe(0);
    expect((await trash(admin)).map((e) => e._id)).not.toContain(created._id);
    await cms.api().post(`/api/v1/corbeille/realisations/${created._id}/restaurer`).set(bearer(admin)).expect(404);
    expect((await cms.api().get('/api/v1/journal?limite=1').set(bearer(admin)).expect(200)).body[0]).toMatchObject({
      action: 'effacement',
      cible: created._id,
    });
  });

  it('purges what has been in the trash longer than the retention, files included, and nothing younger', async () => {
    const { purgeCorbeille } = require(`${process.env.CMS_TEST_DIST}/src/services/corbeille.js`);
    const old = await createArticle(cms, admin, 'Un article oublié dans la corbeille');
    const recent = await createArticle(cms, admin, 'Un article supprimé hier');
    await cms.api().delete(`/api/v1/articles/${old._id}`).set(bearer(admin)).expect(200);
    await cms.api().delete(`/api/v1/articles/${recent._id}`).set(bearer(admin)).expect(200);
    const day = 86_400_000;
    await cms.strapi.db
      .query('api::corbeille.corbeille')
      .update({ where: { cible: old._id }, data: { supprimeLe: new Date(Date.now() - 31 * day) } });
    await cms.strapi.db
      .query('api::corbeille.corbeille')
      .update({ where: { cible: recent._id }, data: { supprimeLe: new Date(Date.now() - 29 * day) } });

    expect(await purgeCorbeille(cms.strapi)).toBe(1);
    const left = (await trash(admin)).map((e) => e._id);
    expect(left).not.toContain(old._id);
    expect(left).toContain(recent._id);
    expect(await fileExists(old.imagePrincipale)).toBe(false);
    expect(await fileExists(recent.imagePrincipale)).toBe(true);

    // The retention is configurable.
    process.env.TRASH_RETENTION_DAYS = '7';
    try {
      await cms.strapi.db
        .query('api::corbeille.corbeille')
        .update({ where: { cible: recent._id }, data: { supprimeLe: new Date(Date.now() - 8 * day) } });
      expect(await purgeCorbeille(cms.strapi)).toBe(1);
      expect(await fileExists(recent.imagePrincipale)).toBe(false);
    } finally {
      delete process.env.TRASH_RETENTION_DAYS;
    }
  });

  it('keeps a partner in the trash with its logo and brings it back', async () => {
    const created = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', 'Partenaire en corbeille')
      .field('ordreAffichage', '3')
      .field('actif', 'true')
      .attach('logo', await jpeg(), 'logo.jpg')
      .expect(201);
    const id = created.body._id;
    await cms.api().delete(`/api/v1/partenaires/${id}`).set(bearer(admin)).expect(200);
    expect((await cms.api().get('/api/v1/partenaires').expect(200)).body.map((p) => p._id)).not.toContain(id);
    expect((await trash(admin)).find((e) => e._id === id)).toMatchObject({ type: 'partenaires', titre: 'Partenaire en corbeille' });
    await cms.api().post(`/api/v1/corbeille/partenaires/${id}/restaurer`).set(bearer(admin)).expect(200);
    const back = (await cms.api().get(`/api/v1/partenaires/admin/${id}`).set(bearer(admin)).expect(200)).body;
    expect(back).toMatchObject({ _id: id, nom: 'Partenaire en corbeille', ordreAffichage: 3, actif: true, logo: created.body.logo });
    expect((await cms.api().get('/api/v1/partenaires').expect(200)).body.map((p) => p._id)).toContain(id);
  });
});
