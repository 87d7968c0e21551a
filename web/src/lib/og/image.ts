// One share image: from the persistent cache when its inputs have not changed, else drawn and kept.
import fs from 'node:fs';
import path from 'node:path';
import { cmsUrl } from '../cms-client';
import { cacheKey, ogCacheDir, readCached, writeCached } from './cache';
import { renderCard, RENDERER_VERSION } from './render';
import { fetchUrl } from './source';
import type { OgEntry } from './cards';

/** Counts of the build, printed when it ends (astro.config.mjs). */
export const ogStats = ((globalThis as { __ogStats?: { drawn: number; cached: number } }).__ogStats ??= { drawn: 0, cached: 0 });

// The three languages of an item share its picture: the last few fetched are kept.
const recent = new Map<string, Promise<Buffer | null>>();

async function loadPicture(src: string): Promise<Buffer | null> {
  if (src.startsWith('/media/')) return fs.readFileSync(path.join(process.cwd(), 'public', src));
  const url = fetchUrl(src, { cms: cmsUrl(), uploads: process.env.UPLOADS_URL });
  if (!url) return null;
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
  return res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

function picture(src: string): Promise<Buffer | null> {
  let loading = recent.get(src);
  if (!loading) {
    loading = loadPicture(src);
    recent.set(src, loading);
    if (recent.size > 8) recent.delete(recent.keys().next().value as string);
  }
  return loading;
}

export async function ogImage(entry: OgEntry): Promise<Buffer> {
  const dir = ogCacheDir();
  const key = cacheKey({ v: RENDERER_VERSION, card: entry.card, picture: entry.picture });
  const cached = readCached(dir, key);
  if (cached) {
    ogStats.cached += 1;
    return cached;
  }
  const source = entry.picture ? await picture(entry.picture) : null;
  let image: Buffer;
  try {
    image = await renderCard(entry.card, source);
  } catch (error) {
    // An unreadable picture: the card is drawn without it, and not kept, so the next build tries again.
    console.warn(`share image ${entry.key}: picture ${entry.picture} unreadable (${(error as Error).message})`);
    ogStats.drawn += 1;
    return renderCard(entry.card, null);
  }
  ogStats.drawn += 1;
  if (source || !entry.picture) writeCached(dir, key, image);
  else console.warn(`share image ${entry.key}: picture ${entry.picture} not found, drawn without it`);
  return image;
}
