// Every back-office route against every kind of caller (docs/product.md §6): anonymous, adviser A, adviser B
// acting on A's items, the administrator, and expired, forged and revoked tokens.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { login, type Session } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import { expiredCopy, forgedCopy } from '../helpers/tokens';
import { jpeg } from '../helpers/images';

type Caller = 'anonyme' | 'conseillerA' | 'conseillerB' | 'admin' | 'expire' | 'forge' | 'revoque';
const CALLERS: Caller[] = ['anonyme', 'conseillerA', 'conseillerB', 'admin', 'expire', 'forge', 'revoque'];
const BAD_TOKENS = { anonyme: 401, expire: 401, forge: 401, revoque: 401 } as const;

const tokens: Partial<Record<Caller, string>> = {};
const ids: Record<string, string> = {};
let userId = '';

const cms = useCms();
beforeAll(async () => {
  const admin = await login(cms, 'admin');
  const a = await login(cms, 'conseillerA');
  const b = await login(cms, 'conseillerB');
  const revoked: Session = await login(cms, 'admin');
  await cms
    .api()
    .post('/api/v1/auth/deconnexion')
    .set({ Authorization: `Bearer ${revoked.token}` })
    .expect(200);
  Object.assign(tokens, {
    admin: admin.token,
    conseillerA: a.token,
    conseillerB: b.token,
    revoque: revoked.token,
    expire: expiredCopy(admin.token, process.env.JWT_SECRET as string),
    forge: forgedCopy(admin.token),
  });
  // Items of adviser A: one to read and change, one per caller allowed to delete.
  for (const key of ['read', 'delA', 'delAdmin']) {
    ids[`realisation-${key}`] = (await createRealisation(cms, a, `Réalisation ${key} du conseiller A`))._id;
    ids[`article-${key}`] = (await createArticle(cms, a, `Article ${key} du conseiller A`))._id;
    ids[`opportunite-${key}`] = (await createOpportunite(cms, a, `Opportunité ${key} du conseiller A`))._id;
    ids[`media-${key}`] = (
      await cms
        .api()
        .post('/api/v1/medias')
        .set({ Authorization: `Bearer ${a.token}` })
        .attach('fichier', await jpeg(), `media-${key}.jpg`)
        .expect(201)
    ).body.donnees[0]._id;
  }
  ids.partenaire = (
    await cms
      .api()
      .get('/api/v1/partenaires/admin/all')
      .set({ Authorization: `Bearer ${admin.token}` })
  ).body[0]._id;
  userId = (
    await cms
      .api()
      .get('/api/v1/utilisateurs/me')
      .set({ Authorization: `Bearer ${b.token}` })
  ).body.donnees._id;
});

type Expect = Partial<Record<Caller, number>>;
interface Row {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  expect: Expect;
}

const staffRoutes = (type: string): Row[] => [
  { method: 'post', path: `/${type}`, expect: { conseillerA: 400, conseillerB: 400, admin: 400 } },
  ...(type === 'opportunites'
    ? []
    : [{ method: 'get' as const, path: `/${type}/admin/all`, expect: { conseillerA: 200, conseillerB: 200, admin: 200 } }]),
  { method: 'get', path: `/${type}/admin/{read}`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  { method: 'patch', path: `/${type}/{read}`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  { method: 'get', path: `/${type}/admin/{read}/en-ligne`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  { method: 'get', path: `/${type}/admin/{read}/traductions/en`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  // "Aperçu": the stored values of A's item are valid, a new item's empty form is not.
  { method: 'post', path: `/${type}/admin/{read}/apercu`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  { method: 'post', path: `/${type}/admin/apercu`, expect: { conseillerA: 400, conseillerB: 400, admin: 400 } },
  { method: 'post', path: `/${type}/admin/lot`, expect: { conseillerA: 400, conseillerB: 400, admin: 400 } },
  // The checks before publishing: A's stored item, its values as a form sends them, a new item's empty form.
  { method: 'get', path: `/${type}/admin/{read}/controles`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  { method: 'post', path: `/${type}/admin/{read}/controles`, expect: { conseillerA: 200, conseillerB: 404, admin: 200 } },
  // A new item's empty form: its checks list what publishing it would refuse (200), nothing is stored.
  { method: 'post', path: `/${type}/admin/controles`, expect: { conseillerA: 200, conseillerB: 200, admin: 200 } },
  // Presence: the item's access first (B: 404), then the body's session (none here: 400).
  { method: 'put', path: `/${type}/admin/{read}/presence`, expect: { conseillerA: 400, conseillerB: 404, admin: 400 } },
  { method: 'post', path: `/${type}/admin/{read}/presence/prendre`, expect: { conseillerA: 400, conseillerB: 404, admin: 400 } },
  { method: 'delete', path: `/${type}/admin/{read}/presence`, expect: { conseillerA: 400, conseillerB: 404, admin: 400 } },
  { method: 'delete', path: `/${type}/{delA}`, expect: { conseillerB: 404, conseillerA: 200 } },
  { method: 'delete', path: `/${type}/{delAdmin}`, expect: { conseillerB: 404, admin: 200 } },
];

const adminOnly = (method: Row['method'], path: string, ok: number): Row => ({
  method,
  path,
  expect: { conseillerA: 403, conseillerB: 403, admin: ok },
});

const ROWS: Row[] = [
  ...staffRoutes('realisations'),
  ...staffRoutes('articles'),
  ...staffRoutes('opportunites'),
  { method: 'get', path: '/opportunites', expect: { anonyme: 200, conseillerA: 200, conseillerB: 200, admin: 200 } },
  { method: 'get', path: '/opportunites/admin/categories', expect: { conseillerA: 200, conseillerB: 200, admin: 200 } },
  // The media library: every staff member uses every media; its uploader or an administrator changes it.
  { method: 'get', path: '/medias', expect: { conseillerA: 200, conseillerB: 200, admin: 200 } },
  { method: 'post', path: '/medias', expect: { conseillerA: 400, conseillerB: 400, admin: 400 } },
  { method: 'get', path: '/medias/{read}', expect: { conseillerA: 200, conseillerB: 200, admin: 200 } },
  { method: 'patch', path: '/medias/{read}', expect: { conseillerA: 200, conseillerB: 403, admin: 200 } },
  // (Callers run in turn: B is refused on a media nobody deletes.)
  { method: 'delete', path: '/medias/{read}', expect: { conseillerB: 403 } },
  { method: 'delete', path: '/medias/{delA}', expect: { conseillerA: 200 } },
  { method: 'delete', path: '/medias/{delAdmin}', expect: { admin: 200 } },
  adminOnly('post', '/partenaires', 400),
  adminOnly('get', '/partenaires/admin/all', 200),
  adminOnly('post', '/partenaires/admin/lot', 400),
  adminOnly('get', '/partenaires/admin/{partenaire}', 200),
  adminOnly('patch', '/partenaires/{partenaire}', 200),
  adminOnly('delete', '/partenaires/does-not-exist', 404),
  adminOnly('get', '/utilisateurs', 200),
  adminOnly('post', '/utilisateurs', 400),
  adminOnly('get', '/utilisateurs/{user}', 200),
  adminOnly('put', '/utilisateurs/{user}', 400),
  adminOnly('delete', '/utilisateurs/does-not-exist', 404),
  adminOnly('get', '/admin/me', 200),
  { method: 'get', path: '/utilisateurs/me', expect: { conseillerA: 200, conseillerB: 200, admin: 200 } },
  adminOnly('get', '/demandes-contact', 200),
  adminOnly('patch', '/demandes-contact/does-not-exist', 400),
  adminOnly('get', '/newsletter/abonnements', 200),
  adminOnly('get', '/newsletter/abonnements.csv', 200),
  adminOnly('get', '/journal', 200),
  { method: 'post', path: '/auth/deconnexion', expect: {} },
];

function resolve(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, key) => {
    if (key === 'partenaire') return ids.partenaire;
    if (key === 'user') return userId;
    const type = path.split('/')[1].replace(/s$/, '');
    return ids[`${type}-${key}`];
  });
}

describe('authorization matrix', () => {
  // Deleting and logging out change state: those rows run last, the revoking caller last of all.
  const ordered = [...ROWS].sort(
    (a, b) =>
      Number(a.method === 'delete' || a.path === '/auth/deconnexion') - Number(b.method === 'delete' || b.path === '/auth/deconnexion'),
  );
  for (const row of ordered) {
    it(`${row.method.toUpperCase()} ${row.path}`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const caller of CALLERS) {
        let expected = row.expect[caller] ?? (caller in BAD_TOKENS ? BAD_TOKENS[caller as keyof typeof BAD_TOKENS] : undefined);
        if (row.path === '/opportunites' && caller !== 'anonyme' && expected === undefined) expected = 401;
        if (row.path === '/auth/deconnexion') expected = caller in BAD_TOKENS ? 401 : 200;
        if (expected === undefined) continue;
        let req = cms.api()[row.method](`/api/v1${resolve(row.path)}`);
        if (caller !== 'anonyme') req = req.set('Authorization', `Bearer ${tokens[caller]}`);
        seen[caller] = (await req.send({})).status;
        wanted[caller] = expected;
      }
      expect(seen).toEqual(wanted);
    });
  }
});

describe('what each caller sees', () => {
  it('GET /opportunites: drafts for the administrator, own items for an adviser, published for anyone', async () => {
    const admin = await login(cms, 'admin');
    const a = await login(cms, 'conseillerA');
    const anonymous = (await cms.api().get('/api/v1/opportunites')).body;
    const forAdmin = (await cms.api().get('/api/v1/opportunites').set('Authorization', `Bearer ${admin.token}`)).body;
    const forA = (await cms.api().get('/api/v1/opportunites').set('Authorization', `Bearer ${a.token}`)).body;
    expect(anonymous.every((o) => o.etat === 'publié')).toBe(true);
    expect(forAdmin.some((o) => o.etat === 'brouillon')).toBe(true);
    expect(forAdmin.length).toBeGreaterThan(anonymous.length);
    expect(forA.length).toBeGreaterThan(0);
    expect(forA.every((o) => o.auteur === a.utilisateur._id)).toBe(true);
  });

  it("an adviser's lists hold only what they wrote, and auteur comes from the token", async () => {
    const b = await login(cms, 'conseillerB');
    for (const type of ['realisations', 'articles']) {
      const list = (await cms.api().get(`/api/v1/${type}/admin/all`).set('Authorization', `Bearer ${b.token}`)).body;
      expect(list.every((item) => item.auteur === b.utilisateur._id)).toBe(true);
    }
    const a = await login(cms, 'conseillerA');
    const forged = await createArticle(cms, b, 'Article signé par B malgré le formulaire');
    expect(forged.auteur).toBe(b.utilisateur._id);
    const patched = await cms
      .api()
      .patch(`/api/v1/articles/${forged._id}`)
      .set('Authorization', `Bearer ${b.token}`)
      .send({ auteur: a.utilisateur._id });
    expect(patched.status).toBe(200);
    expect(patched.body.auteur).toBe(b.utilisateur._id);
  });
});
