// Back-office benchmark: login latency (p50/p99, bcrypt included) and the time to create a
// realisation with 5 images (upload, responsive formats, three locales). Runs a CMS process on a
// temporary seeded database, like api.mjs.
import { createRequire } from 'node:module';
import { startBenchCms } from '../../scripts/cms-process.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

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

const cms = await startBenchCms({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOGIN_MAX_FAILURES_PER_IP: '1000000' } });
const base = `${cms.origin}/api/v1`;
try {
  const credentials = JSON.stringify({ email: 'admin@demo.local', motDePasse: 'demo-admin-2025' });
  const login = () =>
    fetch(`${base}/auth/connexion`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials }).then((r) =>
      r.json(),
    );
  await login();
  const logins = [];
  let session;
  for (let i = 0; i < 100; i += 1) {
    const [t, body] = await timed(login);
    logins.push(t);
    session = body;
  }

  const photo = (hue) =>
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: hue, g: 120, b: 200 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
  const secteur = (await (await fetch(`${base}/secteurs`)).json())[0]._id;
  const creates = [];
  for (let i = 0; i < 10; i += 1) {
    const form = new FormData();
    for (const lang of ['fr', 'en', 'pt']) form.append(`titre.${lang}`, `Banc d'essai ${i} (${lang})`);
    form.append('secteur', secteur);
    form.append('annee', '2025');
    form.append('etat', 'publié');
    for (let k = 0; k < 5; k += 1) form.append('images', new Blob([await photo(20 * k + i)], { type: 'image/jpeg' }), `photo-${k}.jpg`);
    const [t, res] = await timed(() =>
      fetch(`${base}/realisations`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` }, body: form }),
    );
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    creates.push(t);
  }

  console.table([
    { measure: 'POST /auth/connexion (100 sequential)', p50: ms(percentile(logins, 50)), p99: ms(percentile(logins, 99)) },
    {
      measure: 'POST /realisations with 5 images of 1600×1000 (10 sequential)',
      p50: ms(percentile(creates, 50)),
      p99: ms(percentile(creates, 99)),
    },
  ]);
} finally {
  await cms.stop();
}
