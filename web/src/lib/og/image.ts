// One share image: from the persistent cache when its inputs have not changed, else drawn and kept.
import fs from 'node:fs';
import path from 'node:path';
import { cmsUrl } from '../cms-client';
import { cacheKey, ogCacheDir, readCached, writeCached } from './cache';
import { ogImageFile } from './paths';
import { preparePicture, renderCard, RENDERER_VERSION, type PreparedPicture } from './render';
import { fetchUrl } from './source';
import type { OgEntry } from './cards';
import type { PointFocal } from '@teranga/domain';

/** Everything a card is drawn from; a centred picture adds nothing, so the cards drawn before focal points keep their keys. */
export const ogCacheInputs = (entry: OgEntry) => ({
  v: RENDERER_VERSION,
  card: entry.card,
  picture: entry.picture,
  ...(entry.focal ? { focal: entry.focal } : {}),
});

/** Counts of the build, printed when it ends (astro.config.mjs). */
export const ogStats = ((globalThis as { __ogStats?: { drawn: number; cached: number } }).__ogStats ??= { drawn: 0, cached: 0 });

/**
 * The files of the cards this build drew without their picture (unreadable, or not found: a transient
 * failure of the CMS, a picture replaced while the build read it). Neither cache may keep them: the
 * build's end (astro.config.mjs) marks them stale in the incremental build's manifest, so the next build
 * draws them again instead of copying a card that lacks its picture.
 */
export const ogIncomplete = ((globalThis as { __ogIncomplete?: Set<string> }).__ogIncomplete ??= new Set<string>());

// The three languages of an item share its picture: the last few, decoded and cut, are kept.
const recent = new Map<string, Promise<PreparedPicture>>();

/** The picture's bytes; rejects with the reason (an HTTP status, the fetch's error) when the build cannot have them. */
async function loadPicture(src: string): Promise<Buffer> {
  if (src.startsWith('/media/')) return fs.readFileSync(path.join(process.cwd(), 'public', src));
  const url = fetchUrl(src, { cms: cmsUrl(), uploads: process.env.UPLOADS_URL });
  if (!url) throw new Error('not an address the build fetches from');
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

function background(src: string, footer: string, focal: PointFocal | undefined): Promise<PreparedPicture> {
  const key = `${footer}\n${src}\n${focal ? `${focal.x},${focal.y}` : ''}`;
  let loading = recent.get(key);
  if (!loading) {
    loading = loadPicture(src).then((encoded) => preparePicture(encoded, footer, focal));
    recent.set(key, loading);
    if (recent.size > 8) recent.delete(recent.keys().next().value as string);
  }
  return loading;
}

export async function ogImage(entry: OgEntry): Promise<Buffer> {
  const dir = ogCacheDir();
  const key = cacheKey(ogCacheInputs(entry));
  const cached = readCached(dir, key);
  if (cached) {
    ogStats.cached += 1;
    return cached;
  }
  let source: PreparedPicture | null = null;
  if (entry.picture) {
    try {
      source = await background(entry.picture, entry.card.footer, entry.focal);
    } catch (error) {
      // Not found or unreadable: the card is drawn without it and kept by no cache, so the next build tries again.
      console.warn(`share image ${entry.key}: picture ${entry.picture} not had (${(error as Error).message}), drawn without it`);
      ogIncomplete.add(ogImageFile(entry.key));
    }
  }
  const image = await renderCard(entry.card, source);
  ogStats.drawn += 1;
  if (source || !entry.picture) writeCached(dir, key, image);
  return image;
}
