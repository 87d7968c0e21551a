// `npm start`'s whole stack on a fresh database, for the end-to-end test (scripts/start-e2e.mjs) and the
// publish-to-live benchmark (scripts/bench.mjs): scripts/start.mjs itself, with every file it writes
// (SQLite database, uploads, site builds) in one temporary folder and every port free, so a developer's
// own `npm start` and web/dist are left alone. `stop()` sends Ctrl-C (SIGINT) and removes the folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previewDir } from './preview-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * How long the CMS waits after a public change before it calls the local worker: a save writes its three
 * locales within milliseconds, and a change during a build makes one more build anyway. (Netlify's hook
 * keeps the CMS's own default, 1 s: its builds take a minute.)
 */
export const LOCAL_REBUILD_DEBOUNCE_MS = process.env.REBUILD_DEBOUNCE_MS ?? '250';

/** The CMS's environment in `npm start` (scripts/start.mjs), from its ports and tokens. */
export function cmsEnvironment({ cmsPort, siteUrl, workerPort, hookToken, statusToken }) {
  return {
    REBUILD_DEBOUNCE_MS: LOCAL_REBUILD_DEBOUNCE_MS,
    HOST: '127.0.0.1',
    PORT: String(cmsPort),
    SITE_URL: siteUrl,
    REBUILD_HOOK_URL: `http://127.0.0.1:${workerPort}/rebuild`,
    REBUILD_HOOK_TOKEN: hookToken,
    BUILD_STATUS_TOKEN: statusToken,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The demo accounts are created only when asked for; `npm start` is the local demo.
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    // The local site server is the one proxy in front of the CMS: it writes the visitor's address.
    PROXY_HOPS: process.env.PROXY_HOPS ?? '1',
  };
}

/** The demo content's administrator (docs/architecture.md §2). */
export const ADMIN = { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' };

/**
 * Starts `npm start` (scripts/start.mjs) with everything it writes in a temporary folder and every port
 * chosen by the system (its `start: listening: …` line says which). `env` adds to or overrides its
 * environment; `template` is a seeded SQLite template and its uploads (cms/scripts/seed-template.js), copied
 * in so the demo content is not seeded again.
 */
export async function startProductStack({ name, env = {}, template, timeoutMs = 300_000, quiet = false }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const stackEnv = {
    SITE_PORT: '0',
    CMS_PORT: '0',
    REBUILD_PORT: '0',
    SITE_HOST: '127.0.0.1',
    DATABASE_FILENAME: path.join(tmp, 'data.db'),
    PUBLIC_DIR: path.join(tmp, 'public'),
    SITE_STATE_DIR: path.join(tmp, 'site'),
    BUILD_STATUS_TOKEN: randomBytes(24).toString('hex'),
    REBUILD_TOKEN: randomBytes(16).toString('hex'),
    PREVIEW_SECRET: randomBytes(24).toString('base64'),
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    SMTP_HOST: '',
    CONTACT_RATE_LIMIT: '1000',
    NEWSLETTER_RATE_LIMIT: '1000',
    ...env,
  };
  if (template) {
    fs.copyFileSync(template.database, stackEnv.DATABASE_FILENAME);
    fs.cpSync(template.publicDir, stackEnv.PUBLIC_DIR, { recursive: true });
  }
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...stackEnv },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: npm start was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (!quiet) process.stdout.write(chunk);
        if (output.includes('Ctrl-C stops everything') && listening(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: npm start exited (${code}) before it was ready\n${quiet ? output : ''}`));
    });
  });

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.rmSync(previewDir(root, stackEnv.SITE_STATE_DIR), { recursive: true, force: true });
    })());
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  const { siteUrl, cmsUrl, workerUrl } = listening(output);
  const [cmsPort, workerPort] = [cmsUrl, workerUrl].map((url) => new URL(url).port);
  return {
    tmp,
    siteUrl,
    env: { ...stackEnv, SITE_URL: siteUrl },
    process: child,
    stop,
    cmsUrl,
    /** What a CMS needs to take the place of the one npm start runs (the same database, ports and tokens). */
    cmsEnv: {
      ...stackEnv,
      ...cmsEnvironment({ cmsPort, siteUrl, workerPort, hookToken: stackEnv.REBUILD_TOKEN, statusToken: stackEnv.BUILD_STATUS_TOKEN }),
    },
    workerUrl,
    /** The CMS started by npm start (a child of it running cms/scripts/serve.js). */
    cmsPid: () => childPids(child.pid).find((pid) => readCmdline(pid).includes('scripts/serve.js')),
    get output() {
      return output;
    },
  };
}

/** The addresses start.mjs printed (`start: listening: site <url>, CMS <url>, rebuild worker <url>`), or null. */
function listening(output) {
  const match = /^start: listening: site (\S+), CMS (\S+), rebuild worker (\S+)$/m.exec(output);
  return match && { siteUrl: match[1], cmsUrl: match[2], workerUrl: match[3] };
}

const readCmdline = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The direct children of a process (Linux /proc). */
export function childPids(parent) {
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** Signs in through the site's origin; returns the bearer header. */
export async function signIn(siteUrl, account = ADMIN) {
  const res = await fetch(`${siteUrl}/api/v1/auth/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** A small valid PNG (16×12, made with sharp), the article's main image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWMQiVpAEmIY1RA1Gkoi2MIAADXkyoFVErBxAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Creates an article through the API as the back-office does (multipart form), titled `titre (lang)` in each
 * language; returns the API's answer (with `slug` per language).
 */
export async function createArticle(siteUrl, auth, { titre, etat = 'publié', datePublication } = {}) {
  const form = new FormData();
  for (const lang of ['fr', 'en', 'pt']) {
    form.append(`titre[${lang}]`, `${titre} (${lang})`);
    form.append(`contenu[${lang}]`, `${titre}. `.repeat(Math.ceil(140 / (titre.length + 2))));
    form.append(`texteAlternatif[${lang}]`, `Chantier de fibre (${lang})`);
  }
  form.append('categories[]', 'télécom');
  form.append('etat', etat);
  if (datePublication) form.append('datePublication', datePublication);
  form.append('imagePrincipale', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${siteUrl}/api/v1/articles`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`article: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Polls `url` until its page contains `text`; resolves to the seconds it took, or null after `timeoutMs`. */
export async function waitForText(url, text, { timeoutMs = 60_000, since = Date.now(), intervalMs = 250 } = {}) {
  while (Date.now() - since < timeoutMs) {
    const res = await fetch(url).catch(() => null);
    if (res?.ok && (await res.text()).includes(text)) return (Date.now() - since) / 1000;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return null;
}
