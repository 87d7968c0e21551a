// The compiled CMS in child processes of its own, on a database the test owns: what the fault
// tests need (several instances on one database, kill -9, a database behind a proxy). Each runs with
// --disable-proto=delete, as the CMS does in production.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { testEnvironment } from './environment';
import { createDatabase, dropDatabase, postgresUrl } from './postgres';

const appDir = path.resolve(__dirname, '../..');

/** A copy of the seeded template: the env that points a CMS at it, and how to drop it. */
export async function copyOfTemplate(): Promise<{ env: Record<string, string>; drop: () => Promise<void>; name: string }> {
  const name = `p${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  if (process.env.TEST_DATABASE === 'postgres') {
    await createDatabase(`cms_test_${name}`, process.env.CMS_TEST_TEMPLATE);
    return { name, env: { DATABASE_URL: postgresUrl(`cms_test_${name}`) }, drop: () => dropDatabase(`cms_test_${name}`) };
  }
  const file = path.join(process.env.CMS_TEST_RUN_DIR as string, `${name}.db`);
  fs.copyFileSync(process.env.CMS_TEST_TEMPLATE as string, file);
  return { name, env: { DATABASE_FILENAME: path.relative(appDir, file) }, drop: async () => fs.rmSync(file, { force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface CmsProcess {
  url: string;
  child: ChildProcess;
  api: () => ReturnType<typeof request>;
  /** Everything the process wrote on stdout and stderr so far. */
  output: () => string;
  /** Ctrl-C: Strapi's own shutdown. */
  close: () => Promise<void>;
  /** kill -9: no shutdown at all. */
  kill: () => Promise<void>;
}

const START =
  "require('@strapi/strapi').createStrapi({ appDir: process.cwd(), distDir: process.env.CMS_TEST_DIST }).start().catch((e) => { console.error(e); process.exit(1); });";

/** Starts a CMS process with `env` over the test environment and waits until /_health answers. */
export async function spawnCms(env: Record<string, string>, { timeoutMs = 180_000 } = {}): Promise<CmsProcess> {
  const port = await freePort();
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--disable-proto=delete', '-e', START], {
    cwd: appDir,
    env: {
      ...base,
      ...testEnvironment({ PUBLIC_DIR: path.join(process.env.CMS_TEST_RUN_DIR as string, 'public'), SEED_DEMO: 'false' }),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c) => {
    log += c;
  });
  child.stderr?.on('data', (c) => {
    log += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${url}/_health`).then(
      (r) => r.status < 300,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`CMS did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    child,
    api: () => request(url),
    output: () => log,
    close: () => stop('SIGINT'),
    kill: () => stop('SIGKILL'),
  };
}
