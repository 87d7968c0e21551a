// Back-office benchmark: login latency (p50/p99, bcrypt included) and the time to create a
// realisation with 5 images (upload, responsive formats, three locales). Runs a CMS process on a
// temporary seeded database, like api.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const cmsDir = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-bo-'));
fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
const port = 1900 + Math.floor(Math.random() * 500);
const secret = () => randomBytes(24).toString('base64');
const env = {
  ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'true',
  DATABASE_FILENAME: path.relative(cmsDir, path.join(work, 'bench.db')), PUBLIC_DIR: path.join(work, 'public'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOGIN_MAX_FAILURES_PER_IP: '1000000',
  APP_KEYS: `${secret()},${secret()}`, API_TOKEN_SALT: secret(), ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(), JWT_SECRET: secret(), ENCRYPTION_KEY: secret(),
};
const base = `http://127.0.0.1:${port}/api/v1`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => `${n.toFixed(1)} ms`;

async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

const child = spawn(process.execPath, ['scripts/serve.js'], { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
try {
  let ready = false;
  for (let i = 0; i < 240 && !ready; i += 1) {
    ready = await fetch(`${base}/secteurs`).then((r) => r.ok, () => false);
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready) throw new Error('CMS did not start');

  const credentials = JSON.stringify({ email: 'admin@demo.local', motDePasse: 'demo-admin-2025' });
  const login = () => fetch(`${base}/auth/connexion`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials }).then((r) => r.json());
  await login();
  const logins = [];
  let session;
  for (let i = 0; i < 100; i += 1) {
    const [t, body] = await timed(login);
    logins.push(t);
    session = body;
  }

  const photo = (hue) => sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: hue, g: 120, b: 200 } } }).jpeg({ quality: 80 }).toBuffer();
  const secteur = (await (await fetch(`${base}/secteurs`)).json())[0]._id;
  const creates = [];
  for (let i = 0; i < 10; i += 1) {
    const form = new FormData();
    for (const lang of ['fr', 'en', 'pt']) form.append(`titre.${lang}`, `Banc d'essai ${i} (${lang})`);
    form.append('secteur', secteur);
    form.append('annee', '2025');
    form.append('etat', 'publié');
    for (let k = 0; k < 5; k += 1) form.append('images', new Blob([await photo(20 * k + i)], { type: 'image/jpeg' }), `photo-${k}.jpg`);
    const [t, res] = await timed(() => fetch(`${base}/realisations`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` }, body: form }));
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    creates.push(t);
  }

  console.table([
    { measure: 'POST /auth/connexion (100 sequential)', p50: ms(percentile(logins, 50)), p99: ms(percentile(logins, 99)) },
    { measure: 'POST /realisations with 5 images of 1600×1000 (10 sequential)', p50: ms(percentile(creates, 50)), p99: ms(percentile(creates, 99)) },
  ]);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(work, { recursive: true, force: true });
}
