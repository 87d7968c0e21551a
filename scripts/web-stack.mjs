// The public site's local stack on loopback, shared by `pnpm --filter web e2e` (scripts/web-e2e.mjs) and
// `pnpm --filter web bench` (web/bench/lighthouse.mjs):
//   1. a CMS on a temporary SQLite database, seeded with the demo content, on a free port
//   2. the site built against it into <tmp>/dist (web/dist is left alone)
//   3. the one-origin site server (scripts/site-server.mjs) on a free port, /api/v1 and /uploads → the CMS,
//      with the editors' preview (its build in web/.preview/, removed with the rest; its secret per stack)
// Everything lives in one temporary folder; `stop()` ends the CMS and the server and removes the folder,
// also on SIGINT/SIGTERM, after the clean-up steps registered with `defer()` (last in, first out).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createSiteServer } from './site-server.mjs';
import { ensurePreviewBuild, previewDir } from './preview-build.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const web = path.join(root, 'web');

/** Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), or exit with the way to install it. */
export function requireChromium(name) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error(`${name}: no Chromium at ${chromium}; install Debian's package: apt-get install -y chromium`);
    process.exit(1);
  }
  return chromium;
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

/** The commands `run` started that are still going: `stop()` ends them. */
const running = new Set();

/**
 * Runs a command in web/, asynchronously so the in-process site server keeps answering while it runs.
 * Resolves to the exit code. `quiet` keeps the output and prints it only when the command fails.
 */
export function run(label, command, args, env = {}, { quiet = false } = {}) {
  console.log(`\n=== ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: web,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    let output = '';
    if (quiet)
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => {
          output += chunk;
        });
    child.on('error', (error) => {
      console.error(`${label}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => {
      if (quiet && code !== 0) process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

/** Creates the temporary folder and starts the CMS (without waiting for it): see `waitForCms()`. */
export async function startWebStack({ name, sitePort, smtpPort } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.mkdirSync(path.join(tmp, 'public/uploads'), { recursive: true });
  const cmsPort = await freePort();
  const port = Number(sitePort ?? (await freePort()));
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${port}`;
  const dist = path.join(tmp, 'dist');
  /** What the site build and the tools that read it need. */
  const preview = { dir: previewDir(root, tmp), secret: randomBytes(24).toString('base64') };
  const buildEnv = {
    CMS_URL: cmsUrl,
    SITE_URL: siteUrl,
    WEB_OUT_DIR: dist,
    WEB_CACHE_DIR: path.join(tmp, 'astro-cache'),
    ASTRO_TELEMETRY_DISABLED: '1',
  };

  const cms = spawn(process.execPath, ['--disable-proto=delete', 'scripts/serve.js'], {
    cwd: path.join(root, 'cms'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(cmsPort),
      DATABASE_FILENAME: path.join(tmp, 'data.db'),
      PUBLIC_DIR: path.join(tmp, 'public'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SITE_URL: siteUrl,
      CONTACT_RATE_LIMIT: '1000',
      NEWSLETTER_RATE_LIMIT: '1000',
      DATABASE_URL: '',
      STRAPI_TELEMETRY_DISABLED: 'true',
      PREVIEW_SECRET: preview.secret,
      // Mail goes to the browser tests' local SMTP sink when one is given (scripts/mail-sink.mjs), else nowhere.
      ...(smtpPort
        ? { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_IGNORE_TLS: 'true', EMAIL_FROM: 'site@teranga-services.sn' }
        : { SMTP_HOST: '' }),
    },
  });
  const cmsExited = new Promise((resolve) => cms.once('exit', resolve));

  let server;
  const deferred = [];
  let stopping;
  const runStep = async (step) => {
    try {
      await step();
    } catch (error) {
      console.error(`${name}: clean-up: ${error.message}`);
    }
  };
  async function stop() {
    stopping ??= (async () => {
      while (deferred.length) await runStep(deferred.pop());
      for (const child of running) child.kill('SIGTERM'); // a build or test run still going when a signal came
      if (server)
        await new Promise((resolve) => {
          server.close(resolve);
          server.closeAllConnections?.();
        });
      if (cms.exitCode === null && cms.signalCode === null) {
        cms.kill('SIGTERM');
        const killed = await Promise.race([cmsExited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
        if (!killed) {
          cms.kill('SIGKILL');
          await cmsExited;
        }
      }
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.rmSync(preview.dir, { recursive: true, force: true });
    })();
    return stopping;
  }
  const onSignal = (code) => () => {
    stop().finally(() => process.exit(code));
  };
  process.once('SIGINT', onSignal(130));
  process.once('SIGTERM', onSignal(143));

  return {
    tmp,
    dist,
    cmsUrl,
    siteUrl,
    sitePort: port,
    buildEnv,
    cms,
    /** Waits until GET /api/v1/secteurs answers (the seed has run); returns the seconds it took. */
    async waitForCms(timeoutMs = 180_000) {
      const started = Date.now();
      let ready = false;
      while (!ready && Date.now() - started < timeoutMs && cms.exitCode === null) {
        ready = await fetch(`${cmsUrl}/api/v1/secteurs`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 500));
      }
      if (!ready) throw new Error(`the CMS did not answer on ${cmsUrl} within ${Math.round(timeoutMs / 1000)} s`);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${name}: CMS ready on ${cmsUrl} in ${seconds} s`);
      return seconds;
    },
    /** `astro build` against the CMS into `dist`, then its search index; resolves to the exit code. */
    build(options) {
      return run('web build', 'pnpm', ['run', 'build'], buildEnv, options);
    },
    /** The editors' preview (web/astro.preview.config.mjs); resolves to the exit code. */
    async buildPreview() {
      console.log('\n=== web preview build');
      const result = await ensurePreviewBuild({ root, dir: preview.dir, force: true, env: buildEnv });
      if (!result.ok) console.error(result.output);
      return result.ok ? 0 : 1;
    },
    /** Serves `dist` with /api/v1 and /uploads proxied to the CMS, and the preview, on `siteUrl`. */
    async serve() {
      server = createSiteServer({ dist, cmsUrl, preview });
      await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      return siteUrl;
    },
    /** Registers a clean-up step that runs first in `stop()` (last registered, first run); at once if stopping. */
    defer(step) {
      if (stopping) return runStep(step);
      deferred.push(step);
    },
    /** True once `stop()` has begun (a signal arrived): start nothing more. */
    get stopping() {
      return Boolean(stopping);
    },
    stop,
  };
}
