// Starts the CMS without `strapi develop`: compiles the TypeScript when it changed (scripts/compile.js), makes sure the secrets exist
// (generated into cms/.env on a first local start, required in production), then starts Strapi.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { compileCms } = require('./compile');

async function main() {
  const appDir = path.resolve(__dirname, '..');
  process.chdir(appDir);
  const app = await compileCms();
  const { ensureSecrets } = require(path.join(app.distDir, 'src/setup/secrets.js'));
  const generated = ensureSecrets(process.env, path.join(appDir, '.env'));
  if (generated.length) console.log(`cms: generated local secrets into cms/.env (${generated.join(', ')})`);
  // Values already in the environment win over cms/.env.
  if (require('node:fs').existsSync(path.join(appDir, '.env'))) process.loadEnvFile(path.join(appDir, '.env'));
  // The upload provider writes under <public dir>/uploads; a fresh clone has no such folder.
  require('node:fs').mkdirSync(path.resolve(appDir, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
  const strapi = await createStrapi(app).start();
  // With PORT=0 the system chose the port: `npm start` reads it from this line.
  const { address, port } = strapi.server.httpServer.address();
  console.log(`cms: listening on ${address}:${port}`);
}

main().catch((error) => {
  console.error(`cms: ${error.message}`);
  process.exit(1);
});
