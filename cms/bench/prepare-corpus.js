// Fills the bench database with a large published corpus for the site build benchmark
// (web/bench/corpus.mjs): by default 1,000 articles, 500 realisations and 300 opportunities in fr, en
// and pt, each language with its own slug, plus a few drafts that must never reach the site.
// Texts are the demo fixtures' own paragraphs recombined (realistic length and wording per language),
// pictures are the seeded uploads reused, sectors and categories follow the fixtures so the sector pages
// and filters have data. Deterministic: the same seed gives the same corpus.
// Runs in-process through Strapi's document service (no HTTP), with the same environment as the CMS.
// Environment: CORPUS_ARTICLES, CORPUS_REALISATIONS, CORPUS_OPPORTUNITES (published totals to reach),
// CORPUS_DRAFTS (drafts per type, default 5), CORPUS_SEED (default 20261121), CORPUS_REPORT (a JSON file
// to write the targets and the unpublished slugs into).
const path = require('node:path');
const { createStrapi, compileStrapi } = require('@strapi/strapi');

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
};
const TARGETS = {
  article: count('CORPUS_ARTICLES', 1000),
  realisation: count('CORPUS_REALISATIONS', 500),
  opportunite: count('CORPUS_OPPORTUNITES', 300),
};
const DRAFTS = count('CORPUS_DRAFTS', 5);
const SEED = count('CORPUS_SEED', 20261121);
/** Documents written per transaction: one SQLite commit per batch instead of one per row. */
const BATCH = 50;
const LANGS = ['fr', 'en', 'pt'];

/** mulberry32: a small seeded generator, so two runs write the same corpus. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n), pick: (list) => list[Math.floor(next() * list.length)] };
}

// Places and editions that vary the fixtures' titles, in the three languages.
const PLACES = [
  ['Dakar', 'Dakar', 'Dakar'],
  ['Thiès', 'Thiès', 'Thiès'],
  ['Saint-Louis', 'Saint-Louis', 'Saint-Louis'],
  ['Kaolack', 'Kaolack', 'Kaolack'],
  ['Ziguinchor', 'Ziguinchor', 'Ziguinchor'],
  ['Touba', 'Touba', 'Touba'],
  ['Mbour', 'Mbour', 'Mbour'],
  ['Rufisque', 'Rufisque', 'Rufisque'],
  ['Diamniadio', 'Diamniadio', 'Diamniadio'],
  ['Tambacounda', 'Tambacounda', 'Tambacounda'],
  ['Louga', 'Louga', 'Louga'],
  ['Kolda', 'Kolda', 'Kolda'],
];
const COORDINATES = {
  Dakar: [-17.4467, 14.6928],
  Thiès: [-16.9359, 14.791],
  'Saint-Louis': [-16.4896, 16.0326],
  Kaolack: [-16.0726, 14.1652],
  Ziguinchor: [-16.2719, 12.5681],
  Touba: [-15.8833, 14.85],
  Mbour: [-16.965, 14.42],
  Rufisque: [-17.273, 14.716],
  Diamniadio: [-17.1833, 14.7167],
  Tambacounda: [-13.6673, 13.7707],
  Louga: [-16.224, 15.6186],
  Kolda: [-14.95, 12.8833],
};
const PHASE = [
  (n) => [`phase ${n}`, `phase ${n}`, `fase ${n}`],
  (n) => [`lot ${n}`, `lot ${n}`, `lote ${n}`],
  (n) => [`tranche ${n}`, `stage ${n}`, `etapa ${n}`],
];

/** Titles are at most 120 characters (docs/product.md §5): the base is cut at a word when the suffix would not fit. */
const TITLE_MAX = 120;
function fit(base, suffix) {
  if (base.length + suffix.length <= TITLE_MAX) return base + suffix;
  const room = TITLE_MAX - suffix.length - 1;
  const cut = base.lastIndexOf(' ', room);
  // Required here, once main() has rebuilt the domain package.
  const { isSpace, withoutTrailing } = require('@teranga/domain');
  return `${withoutTrailing(base.slice(0, cut > 0 ? cut : room), (c) => isSpace(c) || ':,;—-'.includes(c))}…${suffix}`;
}

function titleFor(base, rng, i) {
  const place = rng.pick(PLACES);
  const phase = rng.pick(PHASE)(2 + (i % 9));
  const titre = Object.fromEntries(LANGS.map((lang, k) => [lang, fit(base.titre[lang], ` — ${place[k]}, ${phase[k]}`)]));
  // An editor's short slug: the title's start, the place and the phase, so URLs stay readable (the CMS
  // numbers the rare repeats).
  const head = (text) => text.slice(0, text.lastIndexOf(' ', 48) > 0 ? text.lastIndexOf(' ', 48) : 48);
  const slug = Object.fromEntries(LANGS.map((lang, k) => [lang, `${head(base.titre[lang])} ${place[k]} ${phase[k]}`]));
  return { titre, slug, place: place[0] };
}

/** The base item's paragraphs, then one or two borrowed from another item of the same kind, aligned across languages. */
function contenuFor(base, other, rng) {
  const split = (text) =>
    String(text ?? '')
      .split(/\n{2,}/)
      .filter(Boolean);
  const borrowed = 1 + rng.int(2);
  return Object.fromEntries(
    LANGS.map((lang) => [lang, [...split(base.contenu[lang]), ...split(other.contenu[lang]).slice(0, borrowed)].join('\n\n')]),
  );
}

const ISO_DAY = 24 * 3600 * 1000;
/** Dates spread over the two years before 2026-11-01, newest for the highest index. */
const dateFor = (i, total) =>
  new Date(Date.UTC(2026, 10, 1) - (total - i) * Math.floor((730 * ISO_DAY) / Math.max(total, 1))).toISOString();

async function main() {
  const appDir = path.resolve(__dirname, '..');
  require('../scripts/build-domain').buildDomain();
  const app = await compileStrapi({ appDir });
  const strapi = await createStrapi(app).load();
  const dist = (file) => require(path.join(app.distDir, file));
  const { writeLocalizedDocument } = dist('src/services/localized-writer.js');
  const fixtures = {
    article: dist('src/seed/fixtures/articles.js').articles.filter((a) => a.etat === 'publié'),
    realisation: dist('src/seed/fixtures/realisations.js').realisations.filter((r) => r.etat === 'publié'),
    opportunite: dist('src/seed/fixtures/opportunites.js').opportunites.filter((o) => o.etat === 'publié'),
  };
  const sectors = Object.fromEntries(
    (await strapi.db.query('api::secteur.secteur').findMany({ where: { locale: 'fr' }, select: ['slug', 'documentId'] })).map((s) => [
      s.slug,
      s.documentId,
    ]),
  );
  const authors = (
    await strapi.db
      .query('plugin::users-permissions.user')
      .findMany({ where: { email: { $endsWith: '@demo.local' } }, select: ['documentId'] })
  ).map((u) => u.documentId);
  // Pictures of content, not partner logos.
  const images = (await strapi.db.query('plugin::upload.file').findMany({ select: ['id', 'name'] }))
    .filter((f) => !/logo/i.test(f.name))
    .map((f) => f.id);
  if (!images.length || !authors.length || !Object.keys(sectors).length)
    throw new Error('the demo seed has not run (no images, authors or sectors): set SEED_DEMO=true');

  const rng = random(SEED);
  /** Per language: the drawn title and slug, the base item's `fields`, and a content mixed from two items of the kind. */
  const textsFor = (kind, base, { titre, slug }, fields) =>
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        {
          titre: titre[lang],
          slug: slug[lang],
          ...Object.fromEntries(fields.map((name) => [name, base[name][lang]])),
          contenu: contenuFor(base, rng.pick(fixtures[kind]), rng)[lang],
        },
      ]),
    );
  const make = {
    article(i, total, etat) {
      const base = fixtures.article[i % fixtures.article.length];
      const { titre, slug } = titleFor(base, rng, i);
      const date = dateFor(i, total);
      return [
        {
          categories: base.categories,
          etat,
          datePublication: etat === 'publié' ? date : null,
          dateCreation: date,
          imagePrincipale: rng.pick(images),
          auteur: rng.pick(authors),
          nombreVues: rng.int(5000),
          secteur: base.secteur ? sectors[base.secteur] : null,
        },
        textsFor('article', base, { titre, slug }, ['resume', 'motsCles']),
      ];
    },
    realisation(i, total, etat) {
      const base = fixtures.realisation[i % fixtures.realisation.length];
      const { titre, slug, place } = titleFor(base, rng, i);
      const date = dateFor(i, total);
      const [lng, lat] = COORDINATES[place];
      const pictures = Array.from({ length: 1 + rng.int(4) }, () => rng.pick(images));
      return [
        {
          categories: base.categories,
          secteur: sectors[base.secteur],
          annee: Number(date.slice(0, 4)),
          statutLivraison: rng.next() < 0.8 ? 'livré' : 'en cours',
          etat,
          datePublication: etat === 'publié' ? date : null,
          dateCreation: date,
          images: [...new Set(pictures)],
          auteur: rng.pick(authors),
          nombreVues: rng.int(5000),
          localisation: {
            type: 'Point',
            coordinates: [+(lng + (rng.next() - 0.5) / 20).toFixed(4), +(lat + (rng.next() - 0.5) / 20).toFixed(4)],
            adresse: place,
          },
        },
        textsFor('realisation', base, { titre, slug }, ['description', 'resume', 'motsCles']),
      ];
    },
    opportunite(i, total, etat) {
      const base = fixtures.opportunite[i % fixtures.opportunite.length];
      const { titre, slug } = titleFor(base, rng, i);
      const date = dateFor(i, total);
      const active = rng.next() < 0.7;
      return [
        {
          categorie: base.categorie,
          pays: base.pays,
          contact: base.contact,
          quantiteDisponible: base.quantiteDisponible,
          statut: active ? 'actif' : 'expiré',
          etat,
          datePublication: etat === 'publié' ? date : null,
          dateCreation: date,
          dateExpiration: new Date(Date.parse(date) + (active ? 400 : 60) * ISO_DAY).toISOString(),
          image: rng.pick(images),
          auteur: rng.pick(authors),
          nombreVues: rng.int(5000),
        },
        textsFor('opportunite', base, { titre, slug }, ['description', 'motsCles']),
      ];
    },
  };

  const started = Date.now();
  for (const kind of ['article', 'realisation', 'opportunite']) {
    const uid = `api::${kind}.${kind}`;
    const published = await strapi.db.query(uid).count({ where: { locale: 'fr', etat: 'publié' } });
    const jobs = [
      ...Array.from({ length: Math.max(TARGETS[kind] - published, 0) }, (_, i) => ['publié', published + i, TARGETS[kind]]),
      ...Array.from({ length: DRAFTS }, (_, i) => ['brouillon', i, DRAFTS]),
    ];
    for (let start = 0; start < jobs.length; start += BATCH) {
      await strapi.db.transaction(async () => {
        for (const [etat, i, total] of jobs.slice(start, start + BATCH)) {
          const [shared, perLang] = make[kind](i, total, etat);
          await writeLocalizedDocument(strapi, uid, shared, perLang);
        }
      });
    }
    const total = await strapi.db.query(uid).count({ where: { locale: 'fr', etat: 'publié' } });
    console.log(`corpus: ${total} published ${kind}s (+${DRAFTS} drafts)`);
  }
  console.log(`corpus: written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (process.env.CORPUS_REPORT) {
    // The slugs of every unpublished item (the generated drafts and the demo's own), which the benchmark
    // checks are absent from the built site.
    const unpublished = {};
    for (const kind of ['article', 'realisation', 'opportunite']) {
      const rows = await strapi.db
        .query(`api::${kind}.${kind}`)
        .findMany({ where: { etat: { $ne: 'publié' } }, select: ['slug', 'locale'] });
      unpublished[kind] = rows.map((r) => ({ lang: r.locale, slug: r.slug }));
    }
    require('node:fs').writeFileSync(process.env.CORPUS_REPORT, JSON.stringify({ targets: TARGETS, drafts: DRAFTS, unpublished }, null, 2));
  }
  await strapi.destroy();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
