// /og/<page>.jpg: the 1200×630 share image of each page that has its own (lib/og/paths.ts), drawn at build
// time and kept in a cache keyed by its inputs; `cacheKey` lets an incremental build skip unchanged ones.
import type { APIRoute } from 'astro';
import { ogEntries, type OgEntry } from '../../lib/og/cards';
import { ogCacheInputs, ogImage } from '../../lib/og/image';
import { cacheKey } from '../../lib/og/cache';

export async function getStaticPaths() {
  const entries = await ogEntries(import.meta.env.SITE ?? 'http://localhost:4321');
  return entries.map((entry) => ({
    params: { path: entry.key },
    props: { entry },
    cacheKey: cacheKey(ogCacheInputs(entry)),
  }));
}

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await ogImage((props as { entry: OgEntry }).entry)), { headers: { 'content-type': 'image/jpeg' } });
