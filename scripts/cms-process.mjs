// A CMS process for the benchmarks: its own temporary SQLite database and uploads folder, seeded,
// fresh secrets, on a free loopback port. `prepare` runs before it starts (same environment);
// `serveEnv` is added for the CMS process only (e.g. a rebuild hook the preparation must not call).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets } from '../cms/scripts/fresh-secrets.js';

export const cmsDir = path.resolve(import.meta.dirname, '..', 'cms');

export async function startBenchCms({ env: extra = {}, prepare, serveEnv = {} } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    // The system chooses a free port; the CMS says which (`cms: listening on …`).
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_FILENAME: path.relative(cmsDir, path.join(work, 'bench.db')),
    PUBLIC_DIR: path.join(work, 'public'),
    ...freshSecrets(),
    ...extra,
  };
  if (prepare) {
    const run = spawnSync(process.execPath, [prepare], { cwd: cmsDir, env, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${path.basename(prepare)} failed`);
  }
  const child = spawn(process.execPath, ['--disable-proto=delete', 'scripts/serve.js'], {
    cwd: cmsDir,
    env: { ...env, ...serveEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(work, { recursive: true, force: true });
  };
  const port = await new Promise((resolve) => {
    let seen = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      seen += chunk;
      const found = /^cms: listening on \S+:(\d+)$/m.exec(seen)?.[1];
      if (found) resolve(Number(found));
    });
    exited.then(() => resolve(0));
  });
  if (!port) {
    await stop();
    throw new Error('CMS did not start');
  }
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${origin}/api/v1/secteurs`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, database: path.join(work, 'bench.db'), stop, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('CMS did not start');
}
