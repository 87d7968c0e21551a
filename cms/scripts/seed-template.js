// A seeded template for the tests: the CMS booted once on a fresh database with the demo content, then
// stopped. Every CMS of a test run starts on a copy of it (the integration tests' and the browser tests'),
// so a run seeds once per database. `node cms/scripts/seed-template.js <folder>` makes the SQLite one:
// <folder>/template.db and the uploads under <folder>/public/uploads; `… <folder> <database URL>` seeds
// that (empty) PostgreSQL database instead, with the uploads in the same place.
const fs = require('node:fs');
const path = require('node:path');
const { compileCms } = require('./compile');
const { testCmsEnvironment } = require('./fresh-secrets');

const appDir = path.resolve(__dirname, '..');

/** Fresh secrets and quiet settings for a CMS that only seeds. */
function seedEnvironment(publicDir) {
  return {
    ...testCmsEnvironment(),
    CRON_ENABLED: 'false',
    SEED_DEMO: 'true',
    PUBLIC_DIR: publicDir,
  };
}

/**
 * Seeds the demo content into `runDir`'s template: a SQLite file (runDir/template.db), or the PostgreSQL
 * database at `databaseUrl`; the uploads go to runDir/public/uploads. Returns the SQLite file's path, or
 * the database URL.
 */
async function seedTemplate({ runDir, databaseUrl, log = () => {} }) {
  const app = await compileCms({ log });
  const publicDir = path.join(runDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const template = databaseUrl ?? path.join(runDir, 'template.db');
  const env = {
    ...seedEnvironment(publicDir),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILENAME: template, DATABASE_URL: '' }),
  };
  const before = { ...process.env };
  Object.assign(process.env, env);
  if (!databaseUrl) delete process.env.DATABASE_URL;
  const started = Date.now();
  try {
    const { createStrapi } = require('@strapi/strapi');
    const strapi = await createStrapi(app).load();
    await strapi.destroy();
  } finally {
    process.env = before;
  }
  log(`cms: demo content seeded into a template in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { template, publicDir, distDir: app.distDir };
}

module.exports = { seedTemplate };

if (require.main === module) {
  const [runDir, databaseUrl] = process.argv.slice(2);
  if (!runDir) {
    console.error('usage: node cms/scripts/seed-template.js <folder> [<PostgreSQL database URL>]');
    process.exit(2);
  }
  process.chdir(appDir);
  seedTemplate({ runDir: path.resolve(runDir), databaseUrl, log: console.log })
    // Strapi leaves timers behind after destroy(): the script's work is done.
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(`cms: seeding the template failed: ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
