// The editors' preview server bundle (web/astro.preview.config.mjs, docs/adr/0008-preview-on-demand.md):
// built from the code only, so once per code change, not per publication. `npm start` and the browser
// tests' stack build it beside the static site and hand its folder to the site server.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { sourcesFingerprint } from './site-stamp.mjs';

/**
 * The preview's output folder for a site state (web/ by default). Always under web/: Astro keeps a
 * build's server bundle in the output folder only when it lies under web/ (see scripts/rebuild-worker.mjs),
 * and one folder per state keeps two stacks of one checkout from building into each other's.
 */
export function previewDir(root, stateDir) {
  const state = stateDir ? path.resolve(stateDir) : path.join(root, 'web');
  return path.join(root, 'web', '.preview', createHash('sha256').update(state).digest('hex').slice(0, 12));
}

/** The site's sources plus the preview's own (web/preview and its configuration). */
export function previewFingerprint(root) {
  const hash = createHash('sha256').update(sourcesFingerprint(root));
  const walk = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) for (const name of fs.readdirSync(file).sort()) walk(path.join(file, name));
    else if (stat?.isFile()) hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  walk(path.join(root, 'web', 'preview'));
  walk(path.join(root, 'web', 'astro.preview.config.mjs'));
  walk(path.join(root, 'packages', 'domain', 'src'));
  return hash.digest('hex');
}

const stampOf = (dir) => path.join(dir, 'preview-stamp.json');

/**
 * Builds the preview into `dir` unless the build there was made from the same sources. Resolves to
 * `{ ok, built, output }`; a failed build leaves the previous one (if any) in place and says why.
 */
export async function ensurePreviewBuild({ root, dir, force = false, env = {} }) {
  const fingerprint = previewFingerprint(root);
  const stamp = fs.existsSync(stampOf(dir)) ? JSON.parse(fs.readFileSync(stampOf(dir), 'utf8')) : null;
  if (!force && stamp?.fingerprint === fingerprint && fs.existsSync(path.join(dir, 'server', 'entry.mjs')))
    return { ok: true, built: false, output: '' };
  const next = `${dir}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  const web = path.join(root, 'web');
  const astro = path.join(web, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--config', 'astro.preview.config.mjs'], {
    cwd: web,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env, PREVIEW_OUT_DIR: next },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output += chunk;
    });
  const code = await new Promise((resolve) => child.once('exit', resolve).once('error', () => resolve(1)));
  if (code !== 0) return { ok: false, built: false, output };
  fs.writeFileSync(stampOf(next), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
  // The new build replaces the old one whole (the site server imports its entry afresh on its next start).
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(next, dir);
  return { ok: true, built: true, output };
}

/** Reads cms/.env, where the CMS's first local start generates its secrets, with Node's own parser. */
function cmsEnvFile(root) {
  const file = path.join(root, 'cms', '.env');
  if (!fs.existsSync(file)) return {};
  return parseEnv(fs.readFileSync(file, 'utf8'));
}

/** The secret the CMS signs preview tokens with: the environment's, else the one it generated into cms/.env. */
export function previewSecret(root, env = process.env) {
  return env.PREVIEW_SECRET?.trim() || cmsEnvFile(root).PREVIEW_SECRET?.trim() || '';
}
