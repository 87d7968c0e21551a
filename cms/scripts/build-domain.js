// Strapi's compiled server is CommonJS and requires @teranga/domain's CommonJS build (packages/domain/dist);
// Vite and Vitest read the package's sources. Rebuilt before each compile so an edited rule is never stale
// (incremental: a second run with nothing changed takes a moment).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

function buildDomain() {
  const packageDir = path.dirname(require.resolve('@teranga/domain/package.json', { paths: [path.resolve(__dirname, '..')] }));
  const tsc = require.resolve('typescript/bin/tsc', { paths: [packageDir] });
  execFileSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });
}

module.exports = { buildDomain };
