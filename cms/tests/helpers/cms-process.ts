// The compiled CMS in child processes of its own, on a database the test owns: what the fault
// tests need (several instances on one database, kill -9, a database behind a proxy). Each runs with
// --disable-proto=delete, as the CMS does in production.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { testEnvironment } from './environment';
import { createDatabase, dropDatabase, postgresUrl } from './postgres';
import { uniqueName } from './names';

const appDir = path.resolve(__dirname, '../..');

/** A copy of the seeded template: the env that points a CMS at it, and how to drop it. */
export async function copyOfTemplate(): Promise<{ env: Record<string, string>; drop: () => Promise<void>; name: string }> {
  const name = uniqueName(process.env.CMS_TEST_RUN_ID ?? 'run');
  if (process.env.TEST_DATABASE === 'postgres') {
    await createDatabase(`cms_test_${name}`, process.env.CMS_TEST_TEMPLATE);
    return { name, env: { DATABASE_URL: postgresUrl(`cms_test_${name}`) }, drop: () => dropDatabase(`cms_test_${name}`) };
  }
  const file = path.join(process.env.CMS_TEST_RUN_DIR as string, `${name}.db`);
  fs.copyFileSync(process.env.CMS_TEST_TEMPLATE as string, file);
  return { name, env: { DATABASE_FILENAME: path.relative(appDir, file) }, drop: async () => fs.rmSync(file, { force: true }) };
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

// Binds port 0 and prints the port the system gave it: no port is picked here and freed for the child to
// take (another process could take it in between).
const START = [
  "require('@strapi/strapi').createStrapi({ appDir: process.cwd(), distDir: process.env.CMS_TEST_DIST }).start()",
  ".then((s) => console.log('CMS_PORT=' + s.server.httpServer.address().port))",
  '.catch((e) => { console.error(e); process.exit(1); });',
].join('');

/** Starts a CMS process with `env` over the test environment and waits until /_health answers. */
export async function spawnCms(env: Record<string, string>, { timeoutMs = 180_000 } = {}): Promise<CmsProcess> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--disable-proto=delete', '-e', START], {
    cwd: appDir,
    env: {
      ...base,
      ...testEnvironment({ PUBLIC_DIR: path.join(process.env.CMS_TEST_RUN_DIR as string, 'public'), SEED_DEMO: 'false' }),
      ...env,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let port = 0;
  child.stdout?.on('data', (c) => {
    log += c;
    port ||= Number(/^CMS_PORT=(\d+)$/m.exec(log)?.[1] ?? 0);
  });
  child.stderr?.on('data', (c) => {
    log += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CMS exited with ${child.exitCode}:\n${log}`);
    const ok =
      port > 0 &&
      (await fetch(`http://127.0.0.1:${port}/_health`).then(
        (r) => r.status < 300,
        () => false,
      ));
    if (ok) break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`CMS did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    api: () => request(url),
    output: () => log,
    close: () => stop('SIGINT'),
    kill: () => stop('SIGKILL'),
  };
}
