// `npm start`: the local stack of DESIGN.md section 2.
//   1. the CMS on http://127.0.0.1:1337 (SQLite in cms/.tmp/, demo content seeded on first start,
//      secrets generated into cms/.env)
//   2. the site built against it into web/dist
//   3. the one-origin server on http://localhost:4321: web/dist, with /api/v1 and /uploads proxied
//   4. the rebuild worker on 127.0.0.1:4322, called by the CMS when content changes
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';
import { createRebuildWorker } from './rebuild-worker.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cmsUrl = `http://127.0.0.1:${process.env.PORT ?? 1337}`;
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const siteUrl = `http://localhost:${sitePort}`;
const workerPort = Number(process.env.REBUILD_PORT ?? 4322);
const token = randomBytes(16).toString('hex');
const worker = createRebuildWorker({ root, cmsUrl, siteUrl: process.env.SITE_URL ?? siteUrl, token });
worker.server.listen(workerPort, '127.0.0.1');

const cms = spawn(process.execPath, ['scripts/serve.js'], {
  cwd: path.join(root, 'cms'),
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: process.env.HOST ?? '127.0.0.1',
    SITE_URL: process.env.SITE_URL ?? siteUrl,
    REBUILD_HOOK_URL: `http://127.0.0.1:${workerPort}/rebuild?token=${token}`,
  },
});
let site;
const stop = () => {
  site?.close();
  worker.server.close();
  cms.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
cms.on('exit', (code) => {
  site?.close();
  worker.server.close();
  process.exit(code ?? 0);
});

async function waitForCms() {
  for (let i = 0; i < 600; i += 1) {
    if (await fetch(`${cmsUrl}/api/v1/secteurs`).then((r) => r.ok, () => false)) return true;
    if (cms.exitCode !== null) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (await waitForCms()) {
  console.log('\nstart: building the site against the CMS');
  const build = spawnSync('pnpm', ['--filter', 'web', 'run', 'build'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, CMS_URL: cmsUrl, SITE_URL: process.env.SITE_URL ?? siteUrl },
  });
  if (build.status !== 0) console.error('start: the site build failed; the last good web/dist (if any) is served');
  site = createSiteServer({ dist: path.join(root, 'web', 'dist'), cmsUrl });
  site.listen(sitePort, '127.0.0.1', () => {
    console.log(`
  Site         ${siteUrl}/  (English ${siteUrl}/en, Portuguese ${siteUrl}/pt)
  CMS API      ${cmsUrl}/api/v1/secteurs
  Rebuilds     the site rebuilds itself when content changes (status: http://127.0.0.1:${workerPort}/status)
  Demo accounts (local only):
    administrateur  admin@demo.local / demo-admin-2025
    conseiller      conseiller@demo.local, conseiller2@demo.local / demo-conseiller-2025
`);
  });
}
