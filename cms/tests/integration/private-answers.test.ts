// Answers that depend on the caller's token are never kept by a shared cache (a CDN, a proxy): they carry
// `Cache-Control: private, no-store` and `Vary: Authorization`; the public lists, which a staff token
// changes (drafts in the offers' list), say `Vary: Authorization` to every caller.
import { describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';

const cms = useCms();
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');

const varies = (res: { headers: Record<string, string> }) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('answers that depend on the token', () => {
  it('are private and vary on Authorization, on a public list read with a staff token too', async () => {
    const staffOffers = await cms.api().get('/api/v1/opportunites').set(bearer(admin)).expect(200);
    const publicOffers = await cms.api().get('/api/v1/opportunites').expect(200);
    // The staff token changes the answer (the back-office list, drafts included)...
    expect(JSON.stringify(staffOffers.body)).not.toBe(JSON.stringify(publicOffers.body));
    // ...so neither answer may be served for the other by a shared cache.
    expect(staffOffers.headers['cache-control']).toBe('private, no-store');
    expect(varies(staffOffers)).toContain('authorization');
    expect(publicOffers.headers['cache-control'] ?? '').not.toMatch(/private|no-store/);
    expect(varies(publicOffers)).toContain('authorization');

    for (const path of ['/api/v1/articles', '/api/v1/realisations', '/api/v1/partenaires', '/api/v1/secteurs']) {
      const anonymous = await cms.api().get(path).expect(200);
      expect(varies(anonymous), path).toContain('authorization');
      const withToken = await cms.api().get(path).set(bearer(adviser)).expect(200);
      expect(withToken.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  it('are private on every signed-in answer, and on a refusal of a token', async () => {
    for (const path of ['/api/v1/utilisateurs/me', '/api/v1/admin/me', '/api/v1/articles/admin/all', '/api/v1/site/build']) {
      const res = await cms.api().get(path).set(bearer(admin)).expect(200);
      expect(res.headers['cache-control'], path).toBe('private, no-store');
      expect(varies(res), path).toContain('authorization');
    }
    const refused = await cms.api().get('/api/v1/utilisateurs/me').set('Authorization', 'Bearer not-a-token').expect(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(varies(refused)).toContain('authorization');
  });
});
