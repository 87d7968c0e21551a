// Brings the bench database to N published articles (default 200), in fr, en and pt, reusing the
// seeded pictures. Runs with the same environment as the CMS it prepares.
const path = require('node:path');
const { createStrapi, compileStrapi } = require('@strapi/strapi');

const TARGET = Number(process.env.BENCH_ARTICLES ?? 200);
const TOPICS = [
  ['Fibre optique', 'Fiber optics', 'Fibra ótica'],
  ['Génie civil', 'Civil engineering', 'Engenharia civil'],
  ['Câblage structuré', 'Structured cabling', 'Cablagem estruturada'],
  ['Études techniques', 'Technical studies', 'Estudos técnicos'],
  ['Systèmes d’information', 'Information systems', 'Sistemas de informação'],
];
const CATEGORIES = ['télécom', 'génie civil', 'cablâge', 'études', 'IT'];
const PLACES = ['Dakar', 'Thiès', 'Saint-Louis', 'Kaolack', 'Ziguinchor', 'Touba', 'Mbour', 'Rufisque'];

async function main() {
  const appDir = path.resolve(__dirname, '..');
  require('../scripts/build-domain').buildDomain();
  const app = await compileStrapi({ appDir });
  const strapi = await createStrapi(app).load();
  const { writeLocalizedDocument } = require(path.join(app.distDir, 'src/services/localized-writer.js'));
  const uid = 'api::article.article';
  const published = await strapi.db.query(uid).count({ where: { locale: 'fr', etat: 'publié' } });
  // Stored files are named by their content hash (services/uploads.ts): any seeded picture will do.
  const images = await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { mime: { $startsWith: 'image/' } }, select: ['id'], limit: 50 });
  if (!images.length) throw new Error('no seeded picture to reuse');
  const author = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'admin@demo.local' } });

  for (let i = published; i < TARGET; i += 1) {
    const [fr, en, pt] = TOPICS[i % TOPICS.length];
    const place = PLACES[i % PLACES.length];
    const text = (lead) => `${lead}. ${'Notre équipe a conduit ce chantier avec méthode, en coordination avec le client. '.repeat(12)}`;
    await writeLocalizedDocument(
      strapi,
      uid,
      {
        categories: [CATEGORIES[i % CATEGORIES.length]],
        etat: 'publié',
        datePublication: new Date(Date.UTC(2024, 0, 1) + i * 36e5 * 30).toISOString(),
        dateCreation: new Date(Date.UTC(2024, 0, 1) + i * 36e5 * 29).toISOString(),
        imagePrincipale: images[i % images.length].id,
        auteur: author.documentId,
        nombreVues: i * 7,
      },
      {
        fr: {
          titre: `${fr} à ${place} : retour d’expérience n° ${i + 1}`,
          contenu: text(`${fr} à ${place}`),
          resume: `${fr} à ${place}.`,
          motsCles: [fr, place],
        },
        en: {
          titre: `${en} in ${place}: field report no. ${i + 1}`,
          contenu: text(`${en} in ${place}`),
          resume: `${en} in ${place}.`,
          motsCles: [en, place],
        },
        pt: {
          titre: `${pt} em ${place}: relato n.º ${i + 1}`,
          contenu: text(`${pt} em ${place}`),
          resume: `${pt} em ${place}.`,
          motsCles: [pt, place],
        },
      },
    );
  }
  const total = await strapi.db.query(uid).count({ where: { locale: 'fr', etat: 'publié' } });
  await strapi.destroy();
  console.log(`bench data: ${total} published articles`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
