// The cacheKey of a prebuilt page (Astro's incremental build): a page whose key and code are unchanged
// since the last build is copied from it instead of rendered again. Astro hashes the code itself; the key
// covers everything else the page's HTML depends on: its props (pages render from their props only, see
// lib/page-paths.ts) and the build inputs below.
import { createHash } from 'node:crypto';
import { mediaOrigin } from './images';

/** Where the client-bundle digest is left by the build (web/integrations/client-bundle.mjs). */
export const CLIENT_BUNDLE_DIGEST = Symbol.for('teranga.clientBundleDigest');

/**
 * What every page shows besides its props: the origin of its image URLs, and the names of the client
 * scripts its islands load. The latter changes with any client code (a shared chunk renamed by a change
 * elsewhere would otherwise leave an unchanged page pointing at a file the new build no longer has).
 */
export function buildInputs(): { mediaOrigin: string; clientBundle: string } {
  const digest = (globalThis as Record<symbol, unknown>)[CLIENT_BUNDLE_DIGEST];
  return { mediaOrigin: mediaOrigin(), clientBundle: typeof digest === 'string' ? digest : '' };
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * View counts are left out of the keys: no page shows one, and each visit changes it, so with them every
 * build after a visit rendered the visited item's pages and the lists, home and sector pages holding it
 * again (as scripts/site-stamp.mjs leaves them out of the content's digests).
 */
const shown = (key: string, value: unknown) => (key === 'nombreVues' ? undefined : value);

// The digest of each object a page's props hold, once per build: the same item feeds its page in three
// languages, the same latest items feed the home page three times.
const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let digest = digests.get(value);
  if (digest === undefined) digests.set(value, (digest = sha(JSON.stringify(value, shown))));
  return digest;
}

/**
 * A short digest of the props and the build inputs: equal keys mean equal pages. Each object or list
 * directly in the props stands for its own digest (in a wrapper no string value can look like).
 */
export function pageKey(props: object, inputs = buildInputs()): string {
  const json = JSON.stringify(props, (key, value) =>
    key !== '' && value !== null && typeof value === 'object' ? { '#': digestOf(value) } : shown(key, value),
  );
  return sha(`${JSON.stringify(inputs)}\n${json}`).slice(0, 32);
}

/** Adds each entry's cacheKey, computed from its props. */
export function keyed<T extends { props: object }>(entries: T[]): (T & { cacheKey: string })[] {
  const inputs = buildInputs();
  return entries.map((entry) => ({ ...entry, cacheKey: pageKey(entry.props, inputs) }));
}
