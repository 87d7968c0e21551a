// Demo accounts have known passwords: a CMS creates them only when SEED_DEMO=true says so.
import { describe, expect, it } from 'vitest';
import { startCms } from '../helpers/strapi';
import { ACCOUNTS } from '../helpers/accounts';

describe('demo content', () => {
  it('a first start without SEED_DEMO creates no demo account and no demo content', async () => {
    const cms = await startCms({}, { emptyDatabase: true });
    try {
      expect(process.env.SEED_DEMO).toBeUndefined();
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(0);
      expect(await cms.strapi.db.query('api::realisation.realisation').count()).toBe(0);
      const login = await cms.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin);
      expect(login.status).toBe(401);
    } finally {
      await cms.close();
    }
    // (Long enough for a seed to finish, so a CMS that seeds fails on the counts rather than on time.)
  }, 300_000);

  it('any other value than "true" is not a yes', async () => {
    const cms = await startCms({ SEED_DEMO: '1' }, { emptyDatabase: true });
    try {
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(0);
    } finally {
      await cms.close();
    }
  }, 300_000);
});
