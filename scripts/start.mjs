// `npm start`: the local stack. The CMS on http://127.0.0.1:1337 (SQLite in cms/.tmp/, demo
// content seeded on first start, secrets generated into cms/.env).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const cmsUrl = `http://127.0.0.1:${process.env.PORT ?? 1337}`;

const cms = spawn(process.execPath, ['scripts/serve.js'], {
  cwd: path.join(root, 'cms'),
  stdio: 'inherit',
  env: { ...process.env, HOST: process.env.HOST ?? '127.0.0.1' },
});

async function waitForCms() {
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${cmsUrl}/api/v1/secteurs`);
      if (res.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (await waitForCms()) {
  console.log(`
  CMS API      ${cmsUrl}/api/v1/secteurs
  Demo accounts (local only):
    administrateur  admin@demo.local / demo-admin-2025
    conseiller      conseiller@demo.local, conseiller2@demo.local / demo-conseiller-2025
`);
}

const stop = () => cms.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
cms.on('exit', (code) => process.exit(code ?? 0));
