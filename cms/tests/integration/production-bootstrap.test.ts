// A production start (no demo seed) on an empty database: the five sectors exist in three languages,
// and the first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD, once, under the password rules.
import { describe, expect, it } from 'vitest';
import { startCms } from '../helpers/strapi';

const PRODUCTION = {
  NODE_ENV: 'production',
  CRON_ENABLED: 'false',
  ADMIN_EMAIL: 'Direction@Teranga-Services.sn',
  ADMIN_PASSWORD: 'Un-vrai-secret-2026',
};
const sectorNames = {
  it: { fr: 'Informatique & gestion de l’information', en: 'IT & Information Management', pt: 'Informática e Gestão da Informação' },
  telecom: { fr: 'Télécommunications', en: 'Telecommunications', pt: 'Telecomunicações' },
};

describe('production bootstrap', () => {
  it('seeds the five sectors in fr, en and pt and creates the first administrator from the environment', async () => {
    const cms = await startCms(PRODUCTION, { emptyDatabase: true });
    try {
      expect(process.env.SEED_DEMO).toBeUndefined();
      const secteurs = (await cms.api().get('/api/v1/secteurs').expect(200)).body;
      expect(secteurs.map((s) => s.slug).sort()).toEqual(['cablage', 'etudes', 'genie-civil', 'it', 'telecom']);
      for (const [slug, nom] of Object.entries(sectorNames)) {
        const rows = await cms.strapi.db.query('api::secteur.secteur').findMany({ where: { slug }, select: ['locale', 'nom'] });
        expect(Object.fromEntries(rows.map((r) => [r.locale, r.nom]))).toEqual(nom);
      }
      // Only the administrator: no demo account, no demo content.
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(1);
      expect(await cms.strapi.db.query('api::article.article').count()).toBe(0);

      const login = await cms
        .api()
        .post('/api/v1/auth/connexion')
        .send({ email: 'direction@teranga-services.sn', motDePasse: PRODUCTION.ADMIN_PASSWORD })
        .expect(200);
      expect(login.body.utilisateur.role).toBe('administrateur');
      await cms.api().get('/api/v1/admin/me').set('Authorization', `Bearer ${login.body.token}`).expect(200);

      // Every later start checks again and changes nothing: no second sector, no second administrator,
      // and a changed ADMIN_PASSWORD does not touch the existing account.
      const { ensureSecteurs } = await import(`${process.env.CMS_TEST_DIST}/src/setup/secteurs.js`);
      const { ensureFirstAdministrator } = await import(`${process.env.CMS_TEST_DIST}/src/setup/first-admin.js`);
      await ensureSecteurs(cms.strapi);
      expect(
        await ensureFirstAdministrator(cms.strapi, {
          ...PRODUCTION,
          ADMIN_EMAIL: 'autre@teranga-services.sn',
          ADMIN_PASSWORD: 'Encore-un-autre-2026',
        }),
      ).toBe('exists');
      expect(await cms.strapi.db.query('api::secteur.secteur').count()).toBe(15);
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(1);
      await cms
        .api()
        .post('/api/v1/auth/connexion')
        .send({ email: 'autre@teranga-services.sn', motDePasse: 'Encore-un-autre-2026' })
        .expect(401);
    } finally {
      await cms.close();
    }
  }, 300_000);

  it('refuses to start with an ADMIN_PASSWORD that breaks the password rules, naming the variable', async () => {
    await expect(startCms({ ...PRODUCTION, ADMIN_PASSWORD: 'court' }, { emptyDatabase: true })).rejects.toThrow(
      'ADMIN_PASSWORD: Le mot de passe doit contenir au moins 8 caractères.',
    );
  }, 300_000);

  it('starts without an administrator when ADMIN_EMAIL and ADMIN_PASSWORD are unset, the sectors still there', async () => {
    const cms = await startCms({ NODE_ENV: 'production', CRON_ENABLED: 'false' }, { emptyDatabase: true });
    try {
      expect((await cms.api().get('/api/v1/secteurs').expect(200)).body).toHaveLength(5);
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(0);
    } finally {
      await cms.close();
    }
  }, 300_000);
});
