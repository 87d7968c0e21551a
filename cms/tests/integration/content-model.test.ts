import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';

const require = createRequire(import.meta.url);
const cms = useCms();

describe('content model and bootstrap', () => {
  it('has the locales fr (default), en and pt', async () => {
    const locales = cms.strapi.plugin('i18n').service('locales');
    expect((await locales.find()).map((l) => l.code).sort()).toEqual(['en', 'fr', 'pt']);
    expect(await locales.getDefaultLocale()).toBe('fr');
  });

  it('has the administrateur and conseiller roles, closed registration and conseiller by default', async () => {
    const roles = await cms.strapi.db.query('plugin::users-permissions.role').findMany({});
    expect(roles.map((r) => r.type)).toEqual(expect.arrayContaining(['administrateur', 'conseiller']));
    const advanced: unknown = await cms.strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get();
    expect(advanced).toMatchObject({ allow_register: false, default_role: 'conseiller' });
  });

  it('seeds the demo accounts with the extended user fields and hashed passwords', async () => {
    const admin = await cms.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: 'admin@demo.local' }, populate: ['role'] });
    expect(admin).toMatchObject({ prenom: 'Aminata', nom: 'Diop', statut: 'actif', role: { type: 'administrateur' } });
    expect(admin.telephone).toMatch(/^\+221/);
    expect(admin.password).toMatch(/^\$2[aby]\$/);
    const advisers = await cms.strapi.db
      .query('plugin::users-permissions.user')
      .findMany({ where: { email: { $in: ['conseiller@demo.local', 'conseiller2@demo.local'] } }, populate: ['role'] });
    expect(advisers.map((a) => a.role.type)).toEqual(['conseiller', 'conseiller']);
  });

  it('makes slugs from titles, unique per language', async () => {
    const { writeLocalizedDocument } = require(`${process.env.CMS_TEST_DIST}/src/services/localized-writer.js`);
    const titles = { fr: { titre: 'Pont de Kolda' }, en: { titre: 'Kolda bridge' }, pt: { titre: 'Ponte de Kolda' } };
    const shared = { etat: 'brouillon', categories: [] };
    const a = await writeLocalizedDocument(cms.strapi, 'api::article.article', shared, titles);
    const b = await writeLocalizedDocument(cms.strapi, 'api::article.article', shared, titles);
    const slugs = async (documentId: string) =>
      Object.fromEntries(
        (await cms.strapi.db.query('api::article.article').findMany({ where: { documentId } })).map((r) => [r.locale, r.slug]),
      );
    expect(await slugs(a)).toEqual({ fr: 'pont-de-kolda', en: 'kolda-bridge', pt: 'ponte-de-kolda' });
    expect(await slugs(b)).toEqual({ fr: 'pont-de-kolda-2', en: 'kolda-bridge-2', pt: 'ponte-de-kolda-2' });
  });

  it('seeds only once', async () => {
    const { seedDemo } = require(`${process.env.CMS_TEST_DIST}/src/seed/index.js`);
    const count = () => cms.strapi.db.query('api::realisation.realisation').count();
    const before = await count();
    expect(await seedDemo(cms.strapi)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('publishes scheduled articles when their date has come', async () => {
    const { publishDueArticles } = require(`${process.env.CMS_TEST_DIST}/src/setup/scheduler.js`);
    const scheduled = await cms.strapi.db.query('api::article.article').findOne({ where: { locale: 'fr', etat: 'planifié' } });
    const before = (await cms.api().get('/api/v1/articles').expect(200)).body.map((a) => a._id);
    expect(before).not.toContain(scheduled.documentId);
    expect(await publishDueArticles(cms.strapi, new Date(new Date(scheduled.datePublication).getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const after = (await cms.api().get('/api/v1/articles').expect(200)).body.map((a) => a._id);
    expect(after).toContain(scheduled.documentId);
  });
});
