// Compiles the CMS (its TypeScript into dist/, after @teranga/domain's CommonJS build) unless dist/ was
// compiled from the same sources: a stamp of every file the compile reads is kept in dist/.sources-stamp.
// `npm start`, the tests' CMS processes and the test run's setup all start through here, so one `npm test`
// compiles once, and a second `npm start` with nothing changed starts at once.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { buildDomain } = require('./build-domain');

const appDir = path.resolve(__dirname, '..');
const STAMP = '.sources-stamp';
// What the server's compile reads (tsconfig.json's include, without tests and scripts), and the domain's sources.
const SOURCES = [
  'src',
  'config',
  'types',
  'database',
  'tsconfig.json',
  'package.json',
  '../packages/domain/src',
  '../packages/domain/package.json',
];

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  if (!fs.statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A digest of the sources' paths and contents. */
function sourcesStamp() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(path.join(appDir, source))) {
      hash.update(path.relative(appDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * The compiled app ({ appDir, distDir }), compiled first when its sources changed since the last compile.
 * `log` says which happened.
 */
async function compileCms({ log = () => {} } = {}) {
  const distDir = path.join(appDir, 'dist');
  const stamp = sourcesStamp();
  const stampFile = path.join(distDir, STAMP);
  const domainBuilt = fs.existsSync(path.join(appDir, '../packages/domain/dist/index.js'));
  if (domainBuilt && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    log('cms: compiled sources are up to date');
    return { appDir, distDir };
  }
  const started = Date.now();
  // A clean output: a module deleted or turned into a folder since the last compile would otherwise stay
  // in dist/ and be loaded instead of the new one (a stale managed-content.js once shadowed its folder).
  fs.rmSync(distDir, { recursive: true, force: true });
  buildDomain();
  const { compileStrapi } = require('@strapi/strapi');
  const app = await compileStrapi({ appDir });
  fs.writeFileSync(path.join(app.distDir, STAMP), stamp);
  log(`cms: compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return app;
}

module.exports = { compileCms, sourcesStamp };

if (require.main === module) {
  compileCms({ log: console.log }).catch((error) => {
    console.error(`cms: compile failed: ${error.message}`);
    process.exit(1);
  });
}
