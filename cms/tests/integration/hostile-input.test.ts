// Hostile input (SECURITY.md, "Pathological input"): every route that takes input without an account,
// and every back-office write, meets inputs built to make a pattern or a parser work super-linearly —
// long runs of one character then a mismatch, deeply nested brackets and markup, `<a` 30,000 times,
// 1 MB bodies. Each request is sent alone and its work counted, not timed (CONTRIBUTING.md, "Writing a
// test"): the CPU time the CMS's thread spends on it must stay under CPU_MS. Work that grows with the
// square of the input (or worse) costs seconds at these sizes, and holds every other request meanwhile;
// linear work costs tens of milliseconds, on a busy machine as on an idle one.
import { afterAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { EDITORIAL_DEFINITIONS, PARTENAIRE, UTILISATEUR, localizedFields, sharedFields, type ContentDefinition } from '@teranga/domain';
import { useCms } from '../helpers/strapi';
import { bearer, login, useSession, type Session } from '../helpers/accounts';
import { workOf } from '../helpers/work';
import { jpeg } from '../helpers/images';

const BUILD_TOKEN = 'hostile-input-build-status-token';
// Every request comes from one address: no budget may run out.
const cms = useCms({
  CONTACT_RATE_LIMIT: '100000',
  NEWSLETTER_RATE_LIMIT: '100000',
  PASSWORD_RESET_RATE_LIMIT: '100000',
  VIEW_RATE_LIMIT: '100000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  BUILD_STATUS_TOKEN: BUILD_TOKEN,
});
const admin = useSession(cms, 'admin');
const adviser = useSession(cms, 'conseillerA');

/** The most CPU time one request may cost: four times the costliest case (250 ms, a preview's formatted text), a fraction of what quadratic work costs. */
const CPU_MS = 1000;
const RUN = 20_000;
const URL_RUN = 2_000;
// Characters the project's patterns quantify: letters, spaces, slashes, dashes, dots, '<', '=', digits.
const RUN_CHARACTERS = ['a', ' ', '/', '-', '.', '<', '=', '0'];
/** Every per-language field a form sends, read from the definitions: sent as `{fr, en, pt}` (or `name[fr]`). */
const LOCALIZED = new Set(EDITORIAL_DEFINITIONS.flatMap((d) => localizedFields(d) as string[]));
/** The fields a form of `definition` sends (its pictures travel as files). */
const formFields = (definition: ContentDefinition): string[] => [...localizedFields(definition), ...sharedFields(definition)];

type Who = 'admin' | 'adviser' | 'anyone';
interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  who: Who;
  /** The body's fields, each filled with the payload. */
  fields?: string[];
  /** Also sent as a browser's form post, and as multipart with files. */
  form?: boolean;
  files?: boolean;
  headers?: Record<string, string>;
}

const fill = (fields: string[], value: string) =>
  Object.fromEntries(fields.map((f) => [f, LOCALIZED.has(f) ? { fr: value, en: value, pt: value } : value]));

/** The costliest request of the file, printed at its end. */
let costliest = { label: '', cpuMs: 0 };
afterAll(() => console.log(`costliest request: ${costliest.label}, ${Math.round(costliest.cpuMs)} ms of CPU`));

/** Sends one request alone and checks its work: the CMS's CPU time under CPU_MS, an answer that is not a 5xx. */
async function check(label: string, send: () => Test) {
  const { res, cpuMs } = await workOf(cms, send);
  if (cpuMs > costliest.cpuMs) costliest = { label: `${expect.getState().currentTestName} — ${label}`, cpuMs };
  expect.soft(cpuMs, `${label}: ${Math.round(cpuMs)} ms of CPU`).toBeLessThan(CPU_MS);
  expect.soft(res.status, `${label}: answered ${res.status}`).toBeLessThan(500);
  return res.status;
}

function request(route: Route, session: Session | undefined, path = route.path): Test {
  const req = cms.api()[route.method](path).set('X-Forwarded-For', '203.0.113.9');
  if (session) req.set(bearer(session));
  for (const [name, value] of Object.entries(route.headers ?? {})) req.set(name, value);
  return req;
}

const ids: Record<string, string> = {};
const PUBLIC: Route[] = [
  {
    method: 'post',
    path: '/api/v1/contact',
    who: 'anyone',
    form: true,
    fields: ['nom', 'numero', 'email', 'entreprise', 'description', 'secteur'],
  },
  { method: 'post', path: '/api/v1/newsletter', who: 'anyone', form: true, fields: ['email', 'domaineInteret', 'langue', 'consentement'] },
  { method: 'post', path: '/api/v1/newsletter/confirmation', who: 'anyone', fields: ['token'] },
  { method: 'post', path: '/api/v1/newsletter/desabonnement', who: 'anyone', fields: ['token'] },
  { method: 'post', path: '/api/v1/auth/connexion', who: 'anyone', fields: ['email', 'motDePasse'] },
  { method: 'post', path: '/api/v1/auth/rafraichir', who: 'anyone', fields: ['tokenRafraichissement'] },
  { method: 'post', path: '/api/v1/auth/mot-de-passe-oublie', who: 'anyone', fields: ['email'] },
  { method: 'post', path: '/api/v1/auth/reinitialiser', who: 'anyone', fields: ['token', 'motDePasse', 'confirmationMotDePasse'] },
  { method: 'post', path: '/api/v1/vues/articles/:article', who: 'anyone', fields: [] },
  { method: 'post', path: '/api/v1/site/build', who: 'anyone', fields: ['etat', 'raison', 'state', 'error_message'] },
  {
    method: 'post',
    path: '/api/v1/site/build',
    who: 'anyone',
    fields: ['state', 'error_message', 'updated_at'],
    headers: { 'X-Webhook-Signature': `${'a'.repeat(URL_RUN)}.${'b'.repeat(URL_RUN)}.!` },
  },
];
const MEDIA = ['nom', 'texteAlternatif', 'credit', 'pointFocal'];
const STAFF: Route[] = [
  ...EDITORIAL_DEFINITIONS.flatMap((definition): Route[] => {
    const type = definition.collection;
    const fields = [...formFields(definition), 'dateModification'];
    return [
      { method: 'post', path: `/api/v1/${type}`, who: 'adviser', fields, files: true },
      { method: 'patch', path: `/api/v1/${type}/:${type}`, who: 'admin', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/apercu`, who: 'adviser', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/:${type}/apercu`, who: 'admin', fields, files: true },
      // The checks before publishing read a whole form, formatted text included.
      { method: 'post', path: `/api/v1/${type}/admin/controles`, who: 'adviser', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/:${type}/controles`, who: 'admin', fields, files: true },
      { method: 'put', path: `/api/v1/${type}/admin/:${type}/presence`, who: 'admin', fields: ['session'] },
      { method: 'post', path: `/api/v1/${type}/admin/:${type}/presence/prendre`, who: 'admin', fields: ['session'] },
      { method: 'delete', path: `/api/v1/${type}/admin/:${type}/presence`, who: 'admin', fields: ['session'] },
      { method: 'post', path: `/api/v1/${type}/:${type}/traductions/:run/valider`, who: 'admin', fields: ['champs'] },
      { method: 'post', path: `/api/v1/${type}/admin/lot`, who: 'admin', fields: ['action', 'ids'] },
      { method: 'delete', path: `/api/v1/${type}/:run`, who: 'admin' },
      { method: 'post', path: `/api/v1/${type}/:${type}/versions/:run/restaurer`, who: 'admin', fields: ['dateModification'] },
    ];
  }),
  { method: 'post', path: '/api/v1/partenaires', who: 'admin', fields: formFields(PARTENAIRE), files: true },
  {
    method: 'patch',
    path: '/api/v1/partenaires/:partenaires',
    who: 'admin',
    fields: formFields(PARTENAIRE),
    files: true,
  },
  { method: 'post', path: '/api/v1/partenaires/admin/lot', who: 'admin', fields: ['action', 'ids'] },
  { method: 'delete', path: '/api/v1/partenaires/:run', who: 'admin' },
  { method: 'post', path: '/api/v1/partenaires/:partenaires/versions/:run/restaurer', who: 'admin', fields: [] },
  {
    method: 'post',
    path: '/api/v1/utilisateurs',
    who: 'admin',
    fields: [...formFields(UTILISATEUR), 'motDePasse', 'confirmationMotDePasse'],
  },
  {
    method: 'put',
    path: '/api/v1/utilisateurs/:utilisateurs',
    who: 'admin',
    fields: formFields(UTILISATEUR),
  },
  { method: 'delete', path: '/api/v1/utilisateurs/:run', who: 'admin' },
  { method: 'put', path: '/api/v1/utilisateurs/me', who: 'adviser', fields: ['nom', 'prenom', 'telephone'] },
  {
    method: 'post',
    path: '/api/v1/utilisateurs/me/mot-de-passe',
    who: 'adviser',
    fields: ['motDePasseActuel', 'motDePasse', 'confirmationMotDePasse'],
  },
  { method: 'post', path: '/api/v1/medias', who: 'adviser', fields: MEDIA, files: true },
  { method: 'patch', path: '/api/v1/medias/:medias', who: 'admin', fields: MEDIA, files: true },
  { method: 'put', path: '/api/v1/medias/:medias/fichier', who: 'admin', fields: [], files: true },
  { method: 'delete', path: '/api/v1/medias/:run', who: 'admin' },
  { method: 'patch', path: '/api/v1/demandes-contact/:run', who: 'admin', fields: ['statut', 'traitee'] },
  { method: 'post', path: '/api/v1/corbeille/articles/:run/restaurer', who: 'admin', fields: [] },
  { method: 'delete', path: '/api/v1/corbeille/:run/:run', who: 'admin' },
];
// Reads that take a visitor's query or path, and the back-office lists' search.
const READS = [
  '/api/v1/articles?lang=:run',
  '/api/v1/articles/:run?lang=en',
  '/api/v1/realisations/:run',
  '/api/v1/opportunites?lang=:run',
  '/api/v1/opportunites/:run',
  '/api/v1/partenaires?x=:run',
  '/api/v1/secteurs?x=:run',
  '/uploads/:run.png',
  '/uploads/:run',
  `/api/v1/site/changements?depuis=:run`,
  '/api/v1/site/pages?langue=:run&q=:run',
  '/api/v1/site/pages?langue=fr&q=:run',
  '/api/v1/articles/admin/all?q=:run&tri=:run&etat=:run',
  '/api/v1/realisations/admin/all?q=:run&page=:run&taille=:run',
  '/api/v1/opportunites?q=:run&categorie=:run',
  '/api/v1/newsletter/abonnements?q=:run',
  '/api/v1/demandes-contact?q=:run',
  '/api/v1/journal?q=:run',
  '/api/v1/corbeille?q=:run',
  '/api/v1/medias?q=:run&type=:run&tri=:run&page=:run',
  '/api/v1/medias/:run',
  '/api/v1/articles/admin/:articles/traductions/:run',
  '/api/v1/realisations/admin/:realisations/controles?x=:run',
];

const sessionOf = (who: Who) => (who === 'admin' ? admin : who === 'adviser' ? adviser : undefined);
const withIds = (path: string, run: string) => path.replace(/:([a-z]+)/g, (_, key: string) => (key === 'run' ? run : ids[key]));

describe('hostile input', () => {
  it('finds an item of each kind to aim at', async () => {
    for (const type of ['articles', 'realisations', 'partenaires']) {
      const list = await cms.api().get(`/api/v1/${type}/admin/all`).set(bearer(admin)).expect(200);
      ids[type] = (list.body.donnees ?? list.body)[0]._id;
    }
    const offers = await cms.api().get('/api/v1/opportunites').set(bearer(admin)).expect(200);
    ids.opportunites = (offers.body.donnees ?? offers.body)[0]._id;
    const users = await cms.api().get('/api/v1/utilisateurs').set(bearer(admin)).expect(200);
    ids.utilisateurs = (users.body.donnees ?? users.body).find((u: { email: string }) => u.email === 'conseiller2@demo.local')._id;
    ids.article = ids.articles;
    // A media of this file's own, for the library's writes.
    const media = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .field('texteAlternatif[fr]', 'Une image visée')
      .attach('fichier', await jpeg(), 'visee.jpg')
      .expect(201);
    ids.medias = media.body.donnees[0]._id;
    expect(Object.values(ids).every(Boolean)).toBe(true);
  });

  it.each([...PUBLIC, ...STAFF].map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s answers pathological bodies at once',
    async (_, route) => {
      const session = sessionOf(route.who);
      const path = withIds(route.path, encodeURIComponent(`${'a'.repeat(URL_RUN)}!`));
      const fields = route.fields ?? [];
      const strings = [
        ...RUN_CHARACTERS.map((c) => [`run of '${c}'`, `${c.repeat(RUN)}!`]),
        ['<a × 30,000', '<a'.repeat(30_000)],
        ['nested markup', `${'<blockquote><ul><li>'.repeat(3_000)}x`],
        ['nested brackets', `${'['.repeat(RUN)}${'{'.repeat(RUN)}!`],
      ];
      // The field a pathological value does most to: formatted text when the route takes it.
      const main = ['contenu', 'description', 'titre'].find((f) => fields.includes(f)) ?? fields[0];
      for (const [label, value] of strings) {
        const status = await check(`${label} in JSON`, () => request(route, session, path).send(fill(fields, value)));
        // Refused as too large: the whole value in one field, then a shorter one everywhere, so the rules see it too.
        if (status === 413 && main) {
          const single = await check(`${label} in ${main}`, () => request(route, session, path).send(fill([main], value)));
          if (single === 413)
            await check(`${label} (shorter) in JSON`, () => request(route, session, path).send(fill(fields, value.slice(0, 600))));
        }
        if (route.form) {
          // The return page's check once backtracked exponentially: 30 characters took seconds, 34 froze the CMS for minutes.
          await check(`${label} as a form`, () => {
            const query = `?lang=${encodeURIComponent(value.slice(0, URL_RUN))}&retour=${encodeURIComponent(`/${value.slice(0, 30)}!`)}`;
            return request(route, session, path + query)
              .type('form')
              .send(fill(fields, value.slice(0, 3_000)));
          });
        }
        // Multipart fields go through another parser: the markup and the two commonest runs are enough there.
        if (
          route.files &&
          main &&
          (label.startsWith('<a') || label === 'nested markup' || label === "run of 'a'" || label === "run of ' '")
        ) {
          await check(`${label} as multipart`, () => {
            let req = request(route, session, path).field(LOCALIZED.has(main) ? `${main}[fr]` : main, value);
            for (const f of fields.filter((other) => other !== main))
              req = req.field(LOCALIZED.has(f) ? `${f}[fr]` : f, value.slice(0, 200));
            return req;
          });
        }
      }
      const nested = `{"x":${'['.repeat(RUN)}${']'.repeat(RUN)}}`;
      await check('nested JSON', () => request(route, session, path).type('json').send(nested));
      await check('1 MB of JSON', () =>
        request(route, session, path)
          .type('json')
          .send(JSON.stringify(fill(fields.slice(0, 1), 'x'.repeat(1_000_000)))),
      );
      await check('1 MB form', () =>
        request(route, session, path)
          .type('form')
          .send(`nom=${'x'.repeat(1_000_000)}`),
      );
    },
  );

  it.each(READS)('GET %s answers pathological queries at once', async (template) => {
    for (const c of RUN_CHARACTERS) {
      const path = withIds(template, encodeURIComponent(`${c.repeat(URL_RUN)}!`));
      await check(`run of '${c}'`, () => cms.api().get(path).set(bearer(admin)));
      await check(`run of '${c}', anonymous`, () =>
        cms
          .api()
          .get(path)
          .set('Authorization', `Bearer ${c.repeat(URL_RUN)}!`)
          .set('X-Forwarded-For', '203.0.113.9'),
      );
      if (template.includes('/site/changements'))
        await check(`run of '${c}', build token`, () => cms.api().get(path).set('Authorization', `Bearer ${BUILD_TOKEN}`));
    }
  });

  it('ends a session at once whatever its body says', async () => {
    const session = await login(cms, 'conseillerB');
    await check('logout', () =>
      cms
        .api()
        .post('/api/v1/auth/deconnexion')
        .set(bearer(session))
        .send(fill(['x'], '<a'.repeat(30_000))),
    );
  });
});
