import { describe, expect, it } from 'vitest';
import { sortByDisplayOrder } from '@teranga/domain';
import { useCms } from '../helpers/strapi';
import { articles } from '../../src/seed/fixtures/articles';
import { realisations } from '../../src/seed/fixtures/realisations';
import { opportunites } from '../../src/seed/fixtures/opportunites';
import { partenaires } from '../../src/seed/fixtures/partenaires';
import { secteurs } from '../../src/seed/fixtures/secteurs';

const cms = useCms();

const published = <T extends { etat: string }>(items: T[]) => items.filter((i) => i.etat === 'publié');
const isLocalized = (value: unknown) =>
  typeof value === 'object' && value !== null && ['fr', 'en', 'pt'].every((l) => l in (value as object));
const newestFirst = (dates: (string | null)[]) =>
  dates.every((d, i) => i === 0 || new Date(dates[i - 1] as string) >= new Date(d as string));

/**
 * The documents the database holds as publié (with `where`): the public lists must give exactly those.
 * Compared with the database rather than with the seed, as other test files publish on the same CMS.
 */
async function publishedIds(uid: string, where: Record<string, unknown> = {}) {
  const rows = await cms.strapi.db.query(uid).findMany({ where: { locale: 'fr', etat: 'publié', ...where }, select: ['documentId'] });
  return new Set(rows.map((row: { documentId: string }) => row.documentId));
}

async function draftSlug(uid: string) {
  const row = await cms.strapi.db.query(uid).findOne({ where: { locale: 'fr', etat: 'brouillon' }, select: ['slug'] });
  return row.slug as string;
}

describe('GET /api/v1/secteurs', () => {
  it('lists the five sectors as {_id, nom, slug}', async () => {
    const res = await cms.api().get('/api/v1/secteurs').expect(200);
    expect(res.body.map((s) => s.slug).sort()).toEqual(secteurs.map((s) => s.slug).sort());
    for (const s of res.body) {
      expect(Object.keys(s).sort()).toEqual(['_id', 'nom', 'slug']);
      expect(isLocalized(s.nom)).toBe(true);
    }
  });
});

describe('GET /api/v1/articles', () => {
  it('lists only published articles, newest first, with language-keyed fields', async () => {
    const res = await cms.api().get('/api/v1/articles?lang=fr').expect(200);
    expect(new Set(res.body.map((a) => a._id))).toEqual(await publishedIds('api::article.article'));
    const titres = new Set(res.body.map((a) => a.titre.fr));
    for (const seeded of published(articles)) expect(titres).toContain(seeded.titre.fr);
    expect(newestFirst(res.body.map((a) => a.datePublication))).toBe(true);
    for (const a of res.body) {
      expect(a._id).toMatch(/\w+/);
      for (const field of ['slug', 'titre', 'contenu', 'resume', 'motsCles']) expect(isLocalized(a[field])).toBe(true);
      expect(a.etat).toBe('publié');
      expect(new Date(a.dateModification).toISOString()).toBe(a.dateModification);
      expect(a.imagePrincipale).toMatch(/^\/uploads\/.+\.(jpg|png|webp)$/);
      expect(Array.isArray(a.categories)).toBe(true);
      if (a.secteur) expect(Object.keys(a.secteur).sort()).toEqual(['_id', 'nom', 'slug']);
    }
  });

  it('sends the list gzipped to clients that accept it', async () => {
    const plain = await cms.api().get('/api/v1/articles').set('Accept-Encoding', 'identity').expect(200);
    const zipped = await cms.api().get('/api/v1/articles').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body).toEqual(plain.body);
  });

  it('answers the same list for an unknown language (French fallback)', async () => {
    const fr = await cms.api().get('/api/v1/articles?lang=fr').expect(200);
    const xx = await cms.api().get('/api/v1/articles?lang=xx').expect(200);
    expect(xx.body).toEqual(fr.body);
  });

  it('finds an article by its slug in each language, as an object', async () => {
    const [first] = (await cms.api().get('/api/v1/articles').expect(200)).body;
    for (const lang of ['fr', 'en', 'pt']) {
      const res = await cms.api().get(`/api/v1/articles/${first.slug[lang]}?lang=${lang}`).expect(200);
      expect(res.body._id).toBe(first._id);
      expect(res.body.titre).toEqual(first.titre);
    }
    expect(new Set([first.slug.fr, first.slug.en, first.slug.pt]).size).toBeGreaterThan(1);
  });

  it('answers 404 for a draft and for an unknown slug, in the error shape', async () => {
    await cms
      .api()
      .get(`/api/v1/articles/${await draftSlug('api::article.article')}`)
      .expect(404);
    const res = await cms.api().get('/api/v1/articles/nothing-here?lang=fr').expect(404);
    expect(res.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Article introuvable' } });
  });

  it('applies the publication rule trimmed and case-insensitive', async () => {
    const draft = await cms.strapi.db.query('api::article.article').findOne({ where: { locale: 'fr', etat: 'brouillon' } });
    await cms.strapi.db.query('api::article.article').updateMany({ where: { documentId: draft.documentId }, data: { etat: '  Publié ' } });
    const res = await cms.api().get('/api/v1/articles').expect(200);
    expect(res.body.map((a) => a._id)).toContain(draft.documentId);
    await cms.strapi.db.query('api::article.article').updateMany({ where: { documentId: draft.documentId }, data: { etat: 'brouillon' } });
  });
});

describe('GET /api/v1/realisations', () => {
  it('lists published realisations with relative image paths and responsive formats', async () => {
    const res = await cms.api().get('/api/v1/realisations?lang=en').expect(200);
    expect(new Set(res.body.map((r) => r._id))).toEqual(await publishedIds('api::realisation.realisation'));
    expect(res.body.length).toBeGreaterThanOrEqual(published(realisations).length);
    expect(newestFirst(res.body.map((r) => r.datePublication))).toBe(true);
    for (const r of res.body) {
      expect(r.images.length).toBeGreaterThanOrEqual(1);
      expect(r.images.length).toBeLessThanOrEqual(5);
      for (const path of r.images) expect(path).toMatch(/^\/uploads\//);
      expect(r.medias[0].width).toBeGreaterThan(0);
      // Strapi makes a `small` format (500 px) of wider pictures only; other files publish small ones too.
      if (r.medias[0].width > 500) expect(r.medias[0].formats.small.url).toMatch(/^\/uploads\/small_/);
      expect(r.secteur).toEqual({ _id: expect.any(String), nom: expect.any(Object), slug: expect.any(String) });
      expect(['livré', 'en cours']).toContain(r.statutLivraison);
      expect(typeof r.annee).toBe('number');
    }
    const located = res.body.find((r) => r.localisation);
    expect(located.localisation.type).toBe('Point');
    expect(located.localisation.coordinates).toHaveLength(2);
  });

  it('answers a realisation by slug directly and 404 for a draft', async () => {
    const [first] = (await cms.api().get('/api/v1/realisations').expect(200)).body;
    const res = await cms.api().get(`/api/v1/realisations/${first.slug.pt}?lang=pt`).expect(200);
    expect(res.body._id).toBe(first._id);
    await cms
      .api()
      .get(`/api/v1/realisations/${await draftSlug('api::realisation.realisation')}?lang=fr`)
      .expect(404);
  });

  it('serves the uploaded images', async () => {
    const [first] = (await cms.api().get('/api/v1/realisations').expect(200)).body;
    const res = await cms.api().get(first.images[0]).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png|webp)$/);
  });
});

describe('GET /api/v1/opportunites', () => {
  const open = published(opportunites).filter((o) => o.statut === 'actif');

  it('lists the open offers only (published, neither withdrawn nor expired), by dateCreation', async () => {
    const res = await cms.api().get('/api/v1/opportunites').expect(200);
    const titres = res.body.map((o) => o.titre.fr);
    for (const seeded of open) expect(titres).toContain(seeded.titre.fr);
    for (const closed of published(opportunites).filter((o) => o.statut !== 'actif')) expect(titres).not.toContain(closed.titre.fr);
    expect(res.body.every((o) => o.statut === 'actif')).toBe(true);
    expect(newestFirst(res.body.map((o) => o.dateCreation))).toBe(true);
    for (const o of res.body) expect(o.image).toMatch(/^\/uploads\//);
    expect(res.body.filter((o) => o.dateExpiration).length).toBeGreaterThan(0);
  });

  it('lists every published offer, closed ones included, with ?inclureFermees=true', async () => {
    const res = await cms.api().get('/api/v1/opportunites?inclureFermees=true').expect(200);
    expect(new Set(res.body.map((o) => o._id))).toEqual(await publishedIds('api::opportunite.opportunite'));
    expect(new Set(res.body.map((o) => o.statut))).toEqual(new Set(['actif', 'expiré', 'retiré']));
    expect(newestFirst(res.body.map((o) => o.dateCreation))).toBe(true);
  });

  it('wraps the detail as {success, data}, closed offers included', async () => {
    const all = (await cms.api().get('/api/v1/opportunites?inclureFermees=true').expect(200)).body;
    for (const item of all) {
      const res = await cms.api().get(`/api/v1/opportunites/${item.slug.fr}?lang=fr`).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data._id).toBe(item._id);
    }
    await cms
      .api()
      .get(`/api/v1/opportunites/${await draftSlug('api::opportunite.opportunite')}?lang=fr`)
      .expect(404);
  });
});

describe('GET /api/v1/partenaires', () => {
  it('lists active partners only, by ordreAffichage', async () => {
    const res = await cms.api().get('/api/v1/partenaires').expect(200);
    const rows = await cms.strapi.db.query('api::partenaire.partenaire').findMany({ where: { actif: true } });
    expect(res.body.map((p) => p.nom)).toEqual(sortByDisplayOrder(rows as { nom: string; ordreAffichage: number }[]).map((p) => p.nom));
    const noms = res.body.map((p) => p.nom);
    for (const seeded of partenaires) expect(noms.includes(seeded.nom)).toBe(seeded.actif);
    for (const p of res.body) expect(p.logo).toMatch(/^\/uploads\//);
  });
});

describe('safe defaults', () => {
  it('exposes none of the generic or users-permissions routes', async () => {
    const attempts: ['get' | 'post' | 'put' | 'patch' | 'delete', string][] = [
      ['post', '/api/v1/auth/local/register'],
      ['post', '/api/v1/auth/local'],
      ['post', '/api/v1/auth/forgot-password'],
      ['get', '/api/v1/users'],
      ['get', '/api/v1/users/me'],
      ['get', '/api/v1/users-permissions/roles'],
      ['get', '/api/v1/demande-contacts'],
      ['get', '/api/v1/abonnement-newsletters'],
      ['get', '/api/v1/upload/files'],
      ['post', '/api/v1/upload'],
      ['get', '/api/v1/i18n/locales'],
      ['put', '/api/v1/articles/whatever'],
      ['delete', '/api/v1/partenaires/1'],
    ];
    for (const [method, path] of attempts) {
      const res = await cms.api()[method](path).send({ email: 'x@y.sn', password: 'secret123', username: 'x' });
      expect([401, 403, 404, 405], `${method} ${path}`).toContain(res.status);
    }
  });

  it("closes Strapi's admin API and the plugins' admin routes", async () => {
    const register = await cms
      .api()
      .post('/admin/register-admin')
      .send({ email: 'evil@example.com', password: 'Evil-Passw0rd!', firstname: 'E', lastname: 'V' });
    expect(register.status).toBe(404);
    for (const path of [
      '/admin/init',
      '/admin/login',
      '/content-manager/collection-types/api::article.article',
      '/upload/files',
      '/users-permissions/roles',
      '/i18n/locales',
      '/content-type-builder/content-types',
    ]) {
      expect((await cms.api().get(path)).status, path).toBe(404);
    }
    expect(await cms.strapi.db.query('admin::user').count()).toBe(0);
    await cms.api().get('/api/v1/secteurs').expect(200);
  });

  it('allows cross-origin calls only from the site origin', async () => {
    const site = await cms.api().get('/api/v1/secteurs').set('Origin', 'http://localhost:4321');
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    const other = await cms.api().get('/api/v1/secteurs').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
