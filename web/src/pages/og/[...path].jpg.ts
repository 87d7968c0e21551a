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

// The card's bytes as the body's one chunk: a Uint8Array body would be copied by the Response, and a build
// hands on some 5,400 of these (integrations/settled-prerender.mjs reads the chunk as it is).
export const GET: APIRoute = async ({ props }) => {
  const image = await ogImage((props as { entry: OgEntry }).entry);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(image);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'image/jpeg' } });
};
