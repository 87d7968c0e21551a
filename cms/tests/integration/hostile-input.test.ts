// Hostile input (SECURITY.md, "Pathological input"): every route that takes input without an account,
// and every back-office write, meets inputs built to make a pattern or a parser work super-linearly —
// long runs of one character then a mismatch, deeply nested brackets and markup, `<a` 30,000 times,
// 1 MB bodies. Each answer must come within 1 s while /_health, polled alongside, keeps answering within
// 300 ms: the bounds are generous on purpose, they catch work that grows with the square of the input
// (or worse) and blocks the event loop, not a slow machine (a busy machine's figures are checked by the
// CPU time the request costs, then by how that cost grows with the input, see `check`).
import { describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { useCms } from '../helpers/strapi';
import { bearer, login, useSession, type Session } from '../helpers/accounts';

const BUILD_TOKEN = 'hostile-input-build-status-token';
// Every request comes from one address and a request over a bound is sent again (`check`): no budget may run out.
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

const ANSWER_MS = 1000;
const HEALTH_MS = 300;
const RUN = 20_000;
const URL_RUN = 2_000;
// Characters the project's patterns quantify: letters, spaces, slashes, dashes, dots, '<', '=', digits.
const RUN_CHARACTERS = ['a', ' ', '/', '-', '.', '<', '=', '0'];
const LOCALIZED = new Set([
  'titre',
  'description',
  'contenu',
  'resume',
  'texteAlternatif',
  'motsCles',
  'referencementTitre',
  'referencementDescription',
]);

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

/** Sends one request while /_health is polled back to back; the answer's time and the slowest health answer. */
async function underWatch(send: () => Test) {
  let finished = false;
  let slowestHealth = 0;
  const start = performance.now();
  const answer = send().then((res) => {
    finished = true;
    return { res, ms: performance.now() - start };
  });
  const poll = (async () => {
    while (!finished) {
      const t = performance.now();
      const health = await cms.api().get('/_health');
      expect(health.status).toBeLessThan(300);
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
    }
  })();
  const { res, ms } = await answer;
  await poll;
  return { status: res.status, ms, health: slowestHealth, body: res.body };
}

/**
 * The CPU time this thread (the CMS and the client, in-process) spends on `send`'s request alone: the least
 * of `samples` sends. One sample is noise on a busy machine (a garbage collection, a JIT compile, the other
 * lane on the same core can add a hundred ms to one send); the least of three is the request's own cost.
 */
async function cpuOf(send: () => Test, samples = 3) {
  let least = { status: 0, ms: Infinity };
  for (let i = 0; i < samples; i++) {
    const before = process.threadCpuUsage();
    const res = await send();
    const used = process.threadCpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    if (ms < least.ms) least = { status: res.status, ms };
  }
  return least;
}

/** A request built at a scale of its hostile values: 1 for the whole values, 0.25 for a quarter of each. */
type Build = (scale: number) => Test;
/** `value` at `scale`, its last character kept (the mismatch that ends a run is what makes patterns backtrack). */
const sized = (value: string, scale: number) =>
  scale === 1 ? value : value.slice(0, Math.max(0, Math.floor(value.length * scale) - 1)) + value.slice(-1);
/** Work that grows with the input's square costs 16 times more for 4 times the input; linear work, 4 times (less with fixed costs). */
const GROWTH_MAX = 8;
/** However linear, no request may cost this much CPU. */
const CPU_CEILING_MS = 5 * ANSWER_MS;

/**
 * Sends a request under watch and checks the bounds. On a busy machine (the other lane of `npm test`, a
 * garbage collection) wall-clock figures grow with the load, not with the input: a request over a bound
 * is measured again by the CPU time it costs when sent alone. Even CPU time grows on a loaded machine
 * (shared caches, a slower clock), so a request still over a bound is judged by what the bounds stand
 * for: its cost must grow with its input no faster than linearly (the whole input against a quarter of
 * it), which a pattern or parser that holds the event loop for the square of the input cannot do.
 */
async function check(label: string, build: Build) {
  const first = await underWatch(() => build(1));
  const { status } = first;
  const within = (ms: number, health: number) => ms < ANSWER_MS && health < HEALTH_MS;
  if (!within(first.ms, first.health)) {
    const alone = await cpuOf(() => build(1));
    if (!within(Math.min(first.ms, alone.ms), Math.min(first.health, alone.ms))) {
      const quarter = await cpuOf(() => build(0.25));
      const growth = alone.ms / Math.max(quarter.ms, 1);
      const figures = `${Math.round(alone.ms)} ms of CPU for the whole input, ${Math.round(quarter.ms)} ms for a quarter of it`;
      expect.soft(growth, `${label}: grows faster than its input (${figures})`).toBeLessThan(GROWTH_MAX);
      expect.soft(alone.ms, `${label}: ${figures}`).toBeLessThan(CPU_CEILING_MS);
    }
  }
  expect.soft(status, `${label}: answered ${status}`).toBeLessThan(500);
  return status;
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
const SNIPPET = ['referencementTitre', 'referencementDescription'];
const CONTENT = ['titre', 'description', 'contenu', 'resume', 'motsCles', ...SNIPPET, 'categories', 'secteur', 'annee', 'statutLivraison'];
const EDITORIAL = [...CONTENT, 'etat', 'datePublication', 'texteAlternatif', 'textesAlternatifs', 'pointFocal', 'localisation'];
const OFFER = [
  'titre',
  'description',
  ...SNIPPET,
  'categorie',
  'pays',
  'statut',
  'dateExpiration',
  'etat',
  'datePublication',
  'texteAlternatif',
];
const STAFF: Route[] = [
  ...(['articles', 'realisations', 'opportunites'] as const).flatMap((type): Route[] => {
    const fields = type === 'opportunites' ? OFFER : [...EDITORIAL, 'dateModification'];
    return [
      { method: 'post', path: `/api/v1/${type}`, who: 'adviser', fields, files: true },
      { method: 'patch', path: `/api/v1/${type}/:${type}`, who: 'admin', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/apercu`, who: 'adviser', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/:${type}/apercu`, who: 'admin', fields, files: true },
      { method: 'post', path: `/api/v1/${type}/admin/lot`, who: 'admin', fields: ['action', 'ids'] },
      { method: 'delete', path: `/api/v1/${type}/:run`, who: 'admin' },
      { method: 'post', path: `/api/v1/${type}/:${type}/versions/:run/restaurer`, who: 'admin', fields: ['dateModification'] },
    ];
  }),
  { method: 'post', path: '/api/v1/partenaires', who: 'admin', fields: ['nom', 'siteWeb', 'ordreAffichage', 'actif'], files: true },
  {
    method: 'patch',
    path: '/api/v1/partenaires/:partenaires',
    who: 'admin',
    fields: ['nom', 'siteWeb', 'ordreAffichage', 'actif'],
    files: true,
  },
  { method: 'post', path: '/api/v1/partenaires/admin/lot', who: 'admin', fields: ['action', 'ids'] },
  { method: 'delete', path: '/api/v1/partenaires/:run', who: 'admin' },
  { method: 'post', path: '/api/v1/partenaires/:partenaires/versions/:run/restaurer', who: 'admin', fields: [] },
  {
    method: 'post',
    path: '/api/v1/utilisateurs',
    who: 'admin',
    fields: ['email', 'nom', 'prenom', 'telephone', 'role', 'statut', 'motDePasse', 'confirmationMotDePasse'],
  },
  {
    method: 'put',
    path: '/api/v1/utilisateurs/:utilisateurs',
    who: 'admin',
    fields: ['email', 'nom', 'prenom', 'telephone', 'role', 'statut'],
  },
  { method: 'delete', path: '/api/v1/utilisateurs/:run', who: 'admin' },
  { method: 'put', path: '/api/v1/utilisateurs/me', who: 'adviser', fields: ['nom', 'prenom', 'telephone'] },
  {
    method: 'post',
    path: '/api/v1/utilisateurs/me/mot-de-passe',
    who: 'adviser',
    fields: ['motDePasseActuel', 'motDePasse', 'confirmationMotDePasse'],
  },
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
        const status = await check(`${label} in JSON`, (k) => request(route, session, path).send(fill(fields, sized(value, k))));
        // Refused as too large: the whole value in one field, then a shorter one everywhere, so the rules see it too.
        if (status === 413 && main) {
          const single = await check(`${label} in ${main}`, (k) => request(route, session, path).send(fill([main], sized(value, k))));
          if (single === 413)
            await check(`${label} (shorter) in JSON`, (k) =>
              request(route, session, path).send(fill(fields, sized(value.slice(0, 600), k))),
            );
        }
        if (route.form) {
          // The return page's check once backtracked exponentially: 30 characters took seconds, 34 froze the CMS for minutes.
          await check(`${label} as a form`, (k) => {
            const query = `?lang=${encodeURIComponent(sized(value.slice(0, URL_RUN), k))}&retour=${encodeURIComponent(`/${value.slice(0, 30)}!`)}`;
            return request(route, session, path + query)
              .type('form')
              .send(fill(fields, sized(value.slice(0, 3_000), k)));
          });
        }
        // Multipart fields go through another parser: the markup and the two commonest runs are enough there.
        if (
          route.files &&
          main &&
          (label.startsWith('<a') || label === 'nested markup' || label === "run of 'a'" || label === "run of ' '")
        ) {
          await check(`${label} as multipart`, (k) => {
            let req = request(route, session, path).field(LOCALIZED.has(main) ? `${main}[fr]` : main, sized(value, k));
            for (const f of fields.filter((other) => other !== main))
              req = req.field(LOCALIZED.has(f) ? `${f}[fr]` : f, value.slice(0, 200));
            return req;
          });
        }
      }
      const nested = (k: number) => `{"x":${'['.repeat(RUN * k)}${']'.repeat(RUN * k)}}`;
      await check('nested JSON', (k) => request(route, session, path).type('json').send(nested(k)));
      await check('1 MB of JSON', (k) =>
        request(route, session, path)
          .type('json')
          .send(JSON.stringify(fill(fields.slice(0, 1), 'x'.repeat(1_000_000 * k)))),
      );
      await check('1 MB form', (k) =>
        request(route, session, path)
          .type('form')
          .send(`nom=${'x'.repeat(1_000_000 * k)}`),
      );
    },
  );

  it.each(READS)('GET %s answers pathological queries at once', async (template) => {
    for (const c of RUN_CHARACTERS) {
      const path = (k: number) => withIds(template, encodeURIComponent(`${c.repeat(URL_RUN * k)}!`));
      await check(`run of '${c}'`, (k) => cms.api().get(path(k)).set(bearer(admin)));
      await check(`run of '${c}', anonymous`, (k) =>
        cms
          .api()
          .get(path(k))
          .set('Authorization', `Bearer ${c.repeat(URL_RUN * k)}!`)
          .set('X-Forwarded-For', '203.0.113.9'),
      );
      if (template.includes('/site/changements'))
        await check(`run of '${c}', build token`, (k) => cms.api().get(path(k)).set('Authorization', `Bearer ${BUILD_TOKEN}`));
    }
  });

  it('ends a session at once whatever its body says', async () => {
    const session = await login(cms, 'conseillerB');
    await check('logout', (k) =>
      cms
        .api()
        .post('/api/v1/auth/deconnexion')
        .set(bearer(session))
        .send(fill(['x'], '<a'.repeat(30_000 * k))),
    );
  });
});
