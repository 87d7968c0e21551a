// `pnpm --filter web e2e`: the public site end to end, on a fresh stack that never leaves the machine.
//   1. a CMS on a temporary SQLite database, seeded with the demo content, on a free port
//   2. the site built against it into a temporary folder (web/dist is left alone), then the dist walk
//   3. the one-origin site server (scripts/site-server.mjs) on a free port
//   4. Playwright in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
// Extra arguments go to `playwright test`. E2E_REPORT_DIR=<dir> also writes dist-walk.json (Vitest) and
// e2e.json (Playwright) there, for a driver that adds up the counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`web-e2e: no Chromium at ${chromium}; install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}

const freePort = () => new Promise((resolve, reject) => {
  const server = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'web-e2e-'));
fs.mkdirSync(path.join(tmp, 'public/uploads'), { recursive: true });
const cmsPort = await freePort();
const sitePort = Number(process.env.E2E_PORT ?? (await freePort()));
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;

const cms = spawn(process.execPath, ['scripts/serve.js'], {
  cwd: path.join(root, 'cms'),
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env, HOST: '127.0.0.1', PORT: String(cmsPort), DATABASE_FILENAME: path.join(tmp, 'data.db'), PUBLIC_DIR: path.join(tmp, 'public'),
    SEED_DEMO: 'true', LOG_LEVEL: 'warn', SITE_URL: siteUrl, CONTACT_RATE_LIMIT: '1000', NEWSLETTER_RATE_LIMIT: '1000',
    DATABASE_URL: '', SMTP_HOST: '', STRAPI_TELEMETRY_DISABLED: 'true',
  },
});
let server;
function cleanup() {
  server?.close();
  if (cms.exitCode === null) cms.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => { cleanup(); process.exit(130); });
process.on('SIGTERM', () => { cleanup(); process.exit(143); });

// Asynchronous, so the in-process site server keeps answering while a child runs.
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: web, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let status = 1;
try {
  const started = Date.now();
  let ready = false;
  while (!ready && Date.now() - started < 180_000 && cms.exitCode === null) {
    ready = await fetch(`${cmsUrl}/api/v1/secteurs`).then((r) => r.ok, () => false);
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) throw new Error(`the CMS did not answer on ${cmsUrl} within 180 s`);
  console.log(`web-e2e: CMS ready on ${cmsUrl} in ${Math.round((Date.now() - started) / 1000)} s`);

  const dist = path.join(tmp, 'dist');
  const env = { CMS_URL: cmsUrl, SITE_URL: siteUrl, WEB_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' };
  status = await run('web build', 'pnpm', ['exec', 'astro', 'build'], env);
  const reports = process.env.E2E_REPORT_DIR;
  const vitestReport = reports ? ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'dist-walk.json')}`] : [];
  if (status === 0) status = await run('web dist walk', 'pnpm', ['exec', 'vitest', 'run', '--project', 'dist', ...vitestReport], env);
  if (status === 0) {
    server = createSiteServer({ dist, cmsUrl });
    await new Promise((resolve) => server.listen(sitePort, '127.0.0.1', resolve));
    const playwrightReport = reports ? ['--reporter=list,json'] : [];
    status = await run('web e2e (Playwright, Chromium)', 'pnpm', ['exec', 'playwright', 'test', ...playwrightReport, ...process.argv.slice(2)], {
      E2E_BASE_URL: siteUrl, CHROMIUM_PATH: chromium, E2E_OUTPUT_DIR: path.join(tmp, 'test-results'),
      ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') } : {}),
    });
  }
} catch (error) {
  console.error(`web-e2e: ${error.message}`);
  status = 1;
} finally {
  cleanup();
}
process.exit(status);
