// The access scope over the whole route table (SECURITY.md, "Access scope"): the administrator and a
// second adviser own drafts and trashed items with canary titles; a first adviser calls every signed-in
// route the CMS registered (read from the route declarations, not from a list kept here), with the
// canaries' ids wherever a path takes an id. No answer may name a canary (its title or its id), every
// write on a canary is refused, and every canary is as it was afterwards. A route added later is walked by
// construction; one whose path has a parameter this file cannot fill fails the test until it can.
import { beforeAll, describe, expect, it } from 'vitest';
import { isManagedCollection, type ManagedCollection } from '@teranga/domain';
import { useCms } from '../helpers/strapi';
import { bearer, freshAccount, signIn, useSession, type Session } from '../helpers/accounts';
import { createArticle, createOpportunite, createRealisation } from '../helpers/content';
import { jpeg } from '../helpers/images';
import { uniqueName } from '../helpers/names';

const cms = useCms();
const admin = useSession(cms, 'admin');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface DeclaredRoute {
  method: Method;
  path: string;
  handler: string;
  config?: { middlewares?: { name?: string }[] };
}

/** Every route of the contract, as Strapi registered them from the api/*\/routes declarations. */
function declaredRoutes(): DeclaredRoute[] {
  const apis = Object.values(cms.strapi.apis) as { routes?: Record<string, { routes?: DeclaredRoute[] }> }[];
  return apis.flatMap((api) => Object.values(api.routes ?? {}).flatMap((router) => router.routes ?? []));
}

/** The routes a signed-in caller reaches: those that go through the authentication middleware. */
const staffRoutes = () =>
  declaredRoutes().filter((route) => (route.config?.middlewares ?? []).some((m) => m.name === 'global::authenticate'));

const MARKER = uniqueName('CANARI');
type Collection = ManagedCollection;
interface Canary {
  type: Collection;
  id: string;
  trashed: boolean;
  versions: string[];
}
const canaries: Canary[] = [];
/** Medias the canaries use (shared by design: readable by every staff member, never named with their uses). */
const medias: string[] = [];
const accounts: string[] = [];
let firstAdviser: { email: string; motDePasse: string };

/** The canaries' titles, as every language's title holds them (`… (fr)`). */
const titles: string[] = [];
const titled = (who: string, what: string) => {
  const titre = `${MARKER} ${what} ${who}`;
  titles.push(titre);
  return titre;
};

async function chosenMediaArticle(who: Session, titre: string, mediaId: string) {
  let req = cms.api().post('/api/v1/articles').set(bearer(who));
  for (const lang of ['fr', 'en', 'pt'])
    req = req.field(`titre[${lang}]`, `${titre} (${lang})`).field(`contenu[${lang}]`, 'Un chantier mené avec les habitants. '.repeat(6));
  const res = await req.field('categories[]', 'télécom').field('etat', 'brouillon').field('imagePrincipale', mediaId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string };
}

const versionsOf = async (type: Collection, id: string): Promise<string[]> =>
  (await cms.strapi.db.query('api::version.version').findMany({ where: { typeContenu: type, cible: id } })).map(
    (row: { documentId: string }) => row.documentId,
  );

async function seed(owner: Session, label: string, sharedMedia: string) {
  const own: Omit<Canary, 'versions' | 'trashed'>[] = [
    { type: 'articles', id: (await createArticle(cms, owner, titled(label, 'article')))._id },
    { type: 'articles', id: (await chosenMediaArticle(owner, titled(label, 'article illustré'), sharedMedia))._id },
    { type: 'realisations', id: (await createRealisation(cms, owner, titled(label, 'réalisation')))._id },
    { type: 'opportunites', id: (await createOpportunite(cms, owner, titled(label, 'opportunité')))._id },
  ];
  const trashed = [
    { type: 'articles' as const, id: (await chosenMediaArticle(owner, titled(label, 'article supprimé'), sharedMedia))._id },
    { type: 'opportunites' as const, id: (await createOpportunite(cms, owner, titled(label, 'opportunité supprimée')))._id },
  ];
  for (const item of trashed) await cms.api().delete(`/api/v1/${item.type}/${item.id}`).set(bearer(owner)).expect(200);
  for (const item of [...own.map((i) => ({ ...i, trashed: false })), ...trashed.map((i) => ({ ...i, trashed: true }))]) {
    canaries.push({ ...item, versions: await versionsOf(item.type, item.id) });
  }
}

beforeAll(async () => {
  firstAdviser = await freshAccount(cms, 'canari-premier');
  const second = await signIn(cms, await freshAccount(cms, 'canari-second'));
  const first = await signIn(cms, firstAdviser);
  // The first adviser's own media, used by the others' canaries: they may not name those uses nor change them.
  const upload = async (who: Session, nom: string) =>
    (
      await cms
        .api()
        .post('/api/v1/medias')
        .set(bearer(who))
        .field('nom', nom)
        .attach('fichier', await jpeg(), 'photo.jpg')
        .expect(201)
    ).body.donnees[0]._id as string;
  medias.push(await upload(first, uniqueName('photo du premier')), await upload(admin, uniqueName('photo de l’administrateur')));
  await seed(admin, 'administrateur', medias[0]);
  await seed(second, 'second conseiller', medias[0]);
  // A partner (the administrator's only), inactive, with a media chosen from the library, and one in the trash.
  for (const [label, trash] of [
    ['partenaire', false],
    ['partenaire supprimé', true],
  ] as const) {
    const res = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', titled('administrateur', label))
      .field('siteWeb', 'https://canari.example')
      .field('ordreAffichage', '0')
      .field('actif', 'false')
      .field('logo', medias[1]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (trash) await cms.api().delete(`/api/v1/partenaires/${res.body._id}`).set(bearer(admin)).expect(200);
    canaries.push({ type: 'partenaires', id: res.body._id, trashed: trash, versions: await versionsOf('partenaires', res.body._id) });
  }
  accounts.push(admin.utilisateur._id, second.utilisateur._id);
}, 120_000);

type Params = Record<string, string>;

/**
 * The values of a route's path parameters: every canary of the route's collection for `:id` (with its
 * versions for `:versionId`), every trashed canary for the trash's `:type/:id`. A parameter this does not
 * know fails the test: a new kind of route needs its canaries here before it ships.
 */
function targets(route: DeclaredRoute): Params[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!names.length) return [{}];
  const collection = route.path.split('/')[1];
  const known = (allowed: string[]) => {
    const unknown = names.filter((name) => !allowed.includes(name));
    if (unknown.length) throw new Error(`${route.method} ${route.path}: no canary for :${unknown.join(', :')}`);
  };
  if (isManagedCollection(collection)) {
    known(['id', 'versionId', 'langue']);
    const own = canaries.filter((c) => c.type === collection);
    // A managed type added to the registry needs its canaries in beforeAll before its routes are walked.
    if (!own.length) throw new Error(`${route.method} ${route.path}: no canary of ${collection}`);
    return own.flatMap((c) =>
      names.includes('versionId') ? c.versions.map((versionId) => ({ id: c.id, versionId, langue: 'fr' })) : [{ id: c.id, langue: 'fr' }],
    );
  }
  if (collection === 'corbeille') {
    known(['type', 'id']);
    return canaries.filter((c) => c.trashed).map((c) => ({ type: c.type, id: c.id }));
  }
  if (collection === 'medias') {
    known(['id']);
    return medias.map((id) => ({ id }));
  }
  if (collection === 'utilisateurs') {
    known(['id']);
    return accounts.map((id) => ({ id }));
  }
  if (collection === 'demandes-contact') {
    // The administrator's only: any id, the role is refused first.
    known(['id']);
    return canaries.map((c) => ({ id: c.id }));
  }
  throw new Error(`${route.method} ${route.path}: no canary for the collection "${collection}"`);
}

const fill = (path: string, params: Params) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));

/** What every write carries: the canaries' ids where a body names items (bulk actions), a form's state, a presence session. */
const writeBody = () => ({
  action: 'supprimer',
  ids: canaries.slice(0, 20).map((c) => c.id),
  etat: 'publié',
  session: 'canari-session-0001',
  titre: { fr: 'Écrasé' },
  texteAlternatif: { fr: 'Écrasé' },
});

describe('the access scope over every staff route', () => {
  it('walks every signed-in route as a first adviser: no canary named, no canary changed', async () => {
    const routes = staffRoutes();
    // The route table is the CMS's own: editorial, media, trash, site and account routes are all in it.
    expect(routes.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    const accepted: string[] = [];
    let calls = 0;
    let session = await signIn(cms, firstAdviser);
    for (const route of routes) {
      const filled = targets(route);
      expect(filled.length, `${route.method} ${route.path}: no canary to call it with`).toBeGreaterThan(0);
      for (const params of filled) {
        const path = `/api/v1${fill(route.path, params)}`;
        const queries =
          route.method === 'GET' && !Object.keys(params).length ? ['', '?taille=100', `?q=${MARKER}`, `?q=${MARKER}&langue=fr`] : [''];
        for (const query of queries) {
          const body = route.method === 'GET' ? undefined : writeBody();
          const call = () => {
            const method = route.method.toLowerCase() as Lowercase<Method>;
            const req = cms
              .api()
              [method](path + query)
              .set(bearer(session));
            return body ? req.send(body) : req;
          };
          let res = await call();
          // A sign-out (or a password change) ended the session: sign in again and call once more.
          if (res.status === 401) {
            session = await signIn(cms, firstAdviser);
            res = await call();
          }
          calls += 1;
          const where = `${route.method} ${path}${query} (${route.handler}) → ${res.status}`;
          expect(res.status, where).toBeLessThan(500);
          const text = JSON.stringify(res.body ?? '') + (res.text ?? '');
          // An answer may say back what it was sent (a bulk action's ids); nothing else of a canary.
          const sent = path + JSON.stringify(body ?? '');
          const secrets = [...titles, ...canaries.map((c) => c.id).filter((id) => !sent.includes(id))];
          for (const secret of secrets) if (text.includes(secret)) leaks.push(`${where}: names ${secret}`);
          // A canary in the path: refused, a read as a write (a media is shared: readable, never changed).
          const onCanary = Object.keys(params).length > 0 && route.path.split('/')[1] !== 'medias';
          const refusedStatus = [403, 404];
          if (onCanary && !refusedStatus.includes(res.status)) accepted.push(where);
          if (route.path.startsWith('/medias/') && route.method !== 'GET' && ![403, 404, 409].includes(res.status)) accepted.push(where);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(accepted).toEqual([]);
    console.info(`access canary: ${routes.length} routes, ${calls} calls, ${canaries.length} canaries`);

    // Every canary is as it was: the live ones still drafts with their titles, the trashed ones still in the trash.
    const trash = (await cms.api().get('/api/v1/corbeille').set(bearer(admin)).expect(200)).body.donnees as { _id: string }[];
    for (const canary of canaries) {
      if (canary.trashed) {
        expect(
          trash.some((entry) => entry._id === canary.id),
          `${canary.type} ${canary.id} left the trash`,
        ).toBe(true);
        continue;
      }
      const item = (await cms.api().get(`/api/v1/${canary.type}/admin/${canary.id}`).set(bearer(admin)).expect(200)).body;
      const name = canary.type === 'partenaires' ? item.nom : item.titre.fr;
      expect(name).toContain(MARKER);
      if (canary.type === 'partenaires') expect(item.actif).toBe(false);
      else expect(item.etat).toBe('brouillon');
    }
    for (const id of medias) {
      const media = (await cms.api().get(`/api/v1/medias/${id}`).set(bearer(admin)).expect(200)).body;
      expect(media.texteAlternatif.fr).not.toBe('Écrasé');
    }
  }, 600_000);
});
