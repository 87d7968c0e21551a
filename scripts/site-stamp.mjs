// What the live build was made from, so a second `npm start` reuses an up-to-date site instead of
// rebuilding it. A build is up to date when both are unchanged:
//   - the site's sources: path, size and modification time of every file under web/src and web/public,
//     and of web's config and package files and the lockfile;
//   - the content: the five public lists the build reads (web/src/content.config.ts), as the CMS answers them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The public lists the site is built from, in the order the content collections load them. */
export const CONTENT_LISTS = ['/realisations', '/articles', '/opportunites?inclureFermees=true', '/partenaires', '/secteurs'];

export function sourcesFingerprint(root) {
  const web = path.join(root, 'web');
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else add(file);
    }
  };
  walk(path.join(web, 'src'));
  walk(path.join(web, 'public'));
  for (const file of ['astro.config.mjs', 'package.json', 'tsconfig.json']) add(path.join(web, file));
  add(path.join(root, 'pnpm-lock.yaml'));
  return hash.digest('hex');
}

/**
 * What of a list answer the site is built from: view counts (nombreVues) change with every visit and
 * are never shown, so they do not make the content differ.
 */
export function contentText(body) {
  try {
    return JSON.stringify(JSON.parse(body), (key, value) => (key === 'nombreVues' ? undefined : value));
  } catch {
    return body;
  }
}

/** The content fingerprint, or null when the CMS does not answer every list. */
export async function contentFingerprint(cmsUrl) {
  const hash = createHash('sha256');
  for (const list of CONTENT_LISTS) {
    const res = await fetch(`${cmsUrl}/api/v1${list}`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (!res?.ok) return null;
    hash.update(`${list}\n${contentText(await res.text())}\n`);
  }
  return hash.digest('hex');
}

/** True when the stamp says the live build was made from these sources and this content. */
export function isUpToDate(stamp, current) {
  return Boolean(stamp && current.content && stamp.sources === current.sources && stamp.content === current.content);
}

export const readStamp = (file) => {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; }
};

export const writeStamp = (file, stamp) => fs.writeFileSync(file, `${JSON.stringify({ ...stamp, builtAt: new Date().toISOString() }, null, 2)}\n`);
