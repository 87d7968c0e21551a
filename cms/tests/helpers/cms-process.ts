// CMS instances as separate processes (the tests that need several at once): each one is the compiled
// CMS of this run (CMS_TEST_DIST) started as scripts/serve.js starts it, listening on its own port.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';

const appDir = path.resolve(__dirname, '../..');

export interface CmsProcess {
  url: string;
  api: () => ReturnType<typeof request>;
  output: () => string;
  /** Resolves once /_health answers; rejects when the process exits first. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const LAUNCH = `
const { createStrapi } = require('@strapi/strapi');
createStrapi({ appDir: process.env.CMS_APP_DIR, distDir: process.env.CMS_TEST_DIST }).start();
`;

export function startCmsProcess(port: number, env: Record<string, string>, timeoutMs = 240_000): CmsProcess {
  const child: ChildProcess = spawn(process.execPath, ['--disable-proto=delete', '-e', LAUNCH], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CMS_APP_DIR: appDir, DATABASE_FILENAME: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    exited.then(() => { gone = true; });
    while (Date.now() < deadline) {
      if (gone) throw new Error(`CMS on :${port} exited (${child.exitCode}) before it was ready:\n${output.slice(-4000)}`);
      const ok = await fetch(`${url}/_health`).then((r) => r.status < 500, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`CMS on :${port} was not ready within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
  })();

  return {
    url,
    api: () => request(url),
    output: () => output,
    ready,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
