// @vitest-environment happy-dom
// The one data provider: each resource's paths and methods, JSON or multipart by the body given.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MANAGED_COLLECTIONS } from '@teranga/domain';
import { demandesContactPath, dataProvider, listPath, resourcePaths } from '../../../src/backoffice/api/provider';
import { api, useMswServer } from './harness';

const server = useMswServer();

describe('the data provider', () => {
  it('knows every resource of the back-office by its paths', () => {
    expect(resourcePaths('articles').list).toBe('/articles/admin/all');
    expect(resourcePaths('opportunites').list).toBe('/opportunites');
    expect(resourcePaths('realisations').one('a/b')).toBe('/realisations/admin/a%2Fb');
    expect(resourcePaths('partenaires').item('p1')).toBe('/partenaires/p1');
    expect(resourcePaths('utilisateurs').updateMethod).toBe('PUT');
    // Every managed type of the registry is listed, read, changed and created alike.
    for (const kind of MANAGED_COLLECTIONS) {
      const paths = resourcePaths(kind);
      expect([paths.one('x'), paths.item('x'), paths.create, paths.updateMethod]).toEqual([
        `/${kind}/admin/x`,
        `/${kind}/x`,
        `/${kind}`,
        'PATCH',
      ]);
      expect(listPath(kind)).toBe(kind === 'opportunites' ? '/opportunites' : `/${kind}/admin/all`);
    }
    expect(demandesContactPath('pending')).toBe('/demandes-contact?traitee=false');
  });

  it("sends JSON bodies with api() and FormData with upload(), with each resource's update method", async () => {
    const seen: string[] = [];
    server.use(
      http.put(api('/utilisateurs/u1'), async ({ request }) => {
        seen.push(`PUT ${request.headers.get('content-type')} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ donnees: { _id: 'u1' } });
      }),
      http.patch(api('/partenaires/p1'), async ({ request }) => {
        seen.push(`PATCH ${(await request.formData()).get('nom')}`);
        return HttpResponse.json({ _id: 'p1' });
      }),
      http.delete(api('/articles/a1'), () => {
        seen.push('DELETE');
        return HttpResponse.json({ success: true });
      }),
    );
    await dataProvider.update('utilisateurs', 'u1', { nom: 'Sall' });
    const form = new FormData();
    form.append('nom', 'Sonatel');
    await dataProvider.update('partenaires', 'p1', form);
    await dataProvider.remove('articles', 'a1');
    expect(seen).toEqual(['PUT application/json {"nom":"Sall"}', 'PATCH Sonatel', 'DELETE']);
  });
});
