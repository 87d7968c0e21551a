// What the live build was made from, so a second `npm start` reuses an up-to-date site instead of
// rebuilding it. A build is up to date when both are unchanged:
//   - the site's sources: path, size and modification time of every file under web/src and web/public,
//     and of web's config and package files and the lockfile;
//   - the content: the five public lists the build reads (web/src/lib/cms-content.ts), as the CMS answers them:
//     the SHA-256 of each answer, which the build itself records (WEB_CONTENT_DIGESTS) so the stamp is
//     exactly what it read, with no second download of the lists.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The public lists the site is built from (web/src/lib/cms-content.ts reads them in this order). */
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

/** The SHA-256 (hex) of a list answer, as the stamp compares it. */
export const contentDigest = (body) => createHash('sha256').update(contentText(body)).digest('hex');

/** The file a build records a list's digest in (`/opportunites?inclureFermees=true` → `opportunites.sha256`). */
export const digestFile = (dir, list) => path.join(dir, `${list.slice(1).split('?')[0]}.sha256`);

/** The content fingerprint from each list's SHA-256 (hex), or null when one is missing. */
export function fingerprintOf(digests) {
  if (CONTENT_LISTS.some((list) => !digests[list])) return null;
  return createHash('sha256')
    .update(CONTENT_LISTS.map((list) => `${list} ${digests[list]}`).join('\n'))
    .digest('hex');
}

/** The content fingerprint of what the CMS answers now, or null when it does not answer every list. */
export async function contentFingerprint(cmsUrl) {
  const digests = {};
  for (const list of CONTENT_LISTS) {
    const res = await fetch(`${cmsUrl}/api/v1${list}`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (!res?.ok) return null;
    digests[list] = contentDigest(await res.text());
  }
  return fingerprintOf(digests);
}

/** The content fingerprint of what a build read: the `<list>.sha256` files it wrote into `dir`. */
export function recordedFingerprint(dir) {
  const read = (list) => {
    try {
      return fs.readFileSync(digestFile(dir, list), 'utf8').trim();
    } catch {
      return null;
    }
  };
  return fingerprintOf(Object.fromEntries(CONTENT_LISTS.map((list) => [list, read(list)])));
}

/** True when the stamp says the live build was made from these sources and this content. */
export function isUpToDate(stamp, current) {
  return Boolean(stamp && current.content && stamp.sources === current.sources && stamp.content === current.content);
}

export const readStamp = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

export const writeStamp = (file, stamp) =>
  fs.writeFileSync(file, `${JSON.stringify({ ...stamp, builtAt: new Date().toISOString() }, null, 2)}\n`);
