// Field names are untrusted: no name, in any body format, may reach Object.prototype, and the admin
// routes stay closed to anonymous callers after every attempt.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { createRealisation } from '../helpers/content';

let ownRealisation: string;
let adviserId: string;
const cms = useCms();
const adviser = useSession(cms, 'conseillerA');
const admin = useSession(cms, 'admin');
beforeAll(async () => {
  ownRealisation = (await createRealisation(cms, adviser))._id;
  adviserId = adviser.utilisateur._id;
});

// What each attempt tries to plant on Object.prototype: `optional` opened every authenticated route.
const PLANTED = ['optional', 'roles', 'polluted'];
const NAMES = [
  '__proto__.optional',
  '__proto__[optional]',
  '__proto__.optional[]',
  '__proto__[optional][]',
  'titre.__proto__.polluted',
  'titre[__proto__][polluted]',
  'constructor.prototype.optional',
  'constructor[prototype][optional]',
  'titre.constructor.prototype.polluted',
  'motsCles[fr][__proto__][optional]',
  '__proto__.roles[]',
];
const JSON_BODIES = [
  '{"__proto__": {"optional": true, "roles": ["conseiller"]}}',
  '{"titre": {"__proto__": {"polluted": "oui"}}, "titre.fr": "Pont"}',
  '{"titre.fr": "Pont", "titre": {"__proto__": {"polluted": "oui"}}}',
  '{"constructor": {"prototype": {"optional": true}}}',
  '{"__proto__.optional": true, "constructor.prototype.polluted": "oui"}',
];

const ADMIN_ROUTES = ['/api/v1/utilisateurs', '/api/v1/demandes-contact', '/api/v1/newsletter/abonnements.csv', '/api/v1/journal'];

async function expectClosed() {
  expect(PLANTED.filter((key) => key in {})).toEqual([]);
  for (const path of ADMIN_ROUTES) expect((await cms.api().get(path)).status, path).toBe(401);
}

describe('prototype pollution through field names', () => {
  it('the admin routes are closed to anonymous callers to begin with', async () => {
    await expectClosed();
  });

  it('multipart field names, dotted, bracketed and nested, on create and edit', async () => {
    for (const name of NAMES) {
      await cms.api().post('/api/v1/realisations').set(bearer(adviser)).field(name, 'true').field('titre.fr', 'Pont');
      await cms.api().patch(`/api/v1/realisations/${ownRealisation}`).set(bearer(adviser)).field(name, 'true');
      await cms.api().post('/api/v1/articles').set(bearer(adviser)).field(name, 'true');
      await cms.api().post('/api/v1/opportunites').set(bearer(adviser)).field(name, 'true');
    }
    await expectClosed();
  });

  it('url-encoded bodies', async () => {
    for (const name of NAMES) {
      await cms
        .api()
        .post('/api/v1/realisations')
        .set(bearer(adviser))
        .type('form')
        .send(`${encodeURIComponent(name)}=true&titre.fr=Pont`);
    }
    await expectClosed();
  });

  it('JSON bodies, on content and on users', async () => {
    for (const body of JSON_BODIES) {
      await cms.api().post('/api/v1/realisations').set(bearer(adviser)).type('json').send(body);
      await cms.api().patch(`/api/v1/realisations/${ownRealisation}`).set(bearer(adviser)).type('json').send(body);
      await cms.api().put(`/api/v1/utilisateurs/${adviserId}`).set(bearer(admin)).type('json').send(body);
      await cms.api().post('/api/v1/contact').type('json').send(body);
      await cms.api().post('/api/v1/newsletter').type('json').send(body);
    }
    await expectClosed();
  });

  it('an anonymous caller cannot open a route even if Object.prototype were polluted by other means', async () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.optional = true;
    proto.roles = ['conseiller', 'administrateur'];
    try {
      for (const path of ADMIN_ROUTES) expect((await cms.api().get(path)).status, path).toBe(401);
      expect((await cms.api().get('/api/v1/admin/me').set(bearer(adviser))).status).toBe(403);
    } finally {
      delete proto.optional;
      delete proto.roles;
    }
  });

  it('runs without the __proto__ accessor, as node --disable-proto=delete', () => {
    expect(Object.getOwnPropertyDescriptor(Object.prototype, '__proto__')).toBeUndefined();
    const object: Record<string, unknown> = {};
    object['__proto__'] = { optional: true };
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
  });
});
