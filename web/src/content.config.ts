// Content comes from the CMS's public /api/v1 at build time, checked by the contract's schemas.
// An unreachable CMS or a broken answer fails the build with the URL and the field.
import fs from 'node:fs';
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import type { z } from 'zod';
import { contentDigest, digestFile } from '../../scripts/site-stamp.mjs';
import { readList } from './lib/cms-client';
import { articleSchema, opportuniteSchema, partenaireSchema, realisationSchema, secteurSchema } from '@teranga/domain/answers';

/**
 * The rebuild worker's stamp of what a build was made from (scripts/site-stamp.mjs): the SHA-256 of each
 * list's answer as this build read it (view counts aside), one file per list in WEB_CONTENT_DIGESTS (when set).
 */
function recordDigest(list: string, text: string) {
  const dir = process.env.WEB_CONTENT_DIGESTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(digestFile(dir, list), contentDigest(text));
}

function cmsLoader<S extends z.ZodType>(list: string, schema: S): Loader {
  return {
    name: `cms${list}`,
    load: async ({ store, logger }) => {
      const { items, text } = (await readList(list, schema)) as { items: { _id: string }[]; text: string };
      store.clear();
      for (const item of items) store.set({ id: item._id, data: item as Record<string, unknown> });
      recordDigest(list, text);
      logger.info(`${items.length} items from ${list}`);
    },
  };
}

export const collections = {
  realisations: defineCollection({ loader: cmsLoader('/realisations', realisationSchema), schema: realisationSchema }),
  articles: defineCollection({ loader: cmsLoader('/articles', articleSchema), schema: articleSchema }),
  // Closed offers too: they keep a page that says so (the lists show open offers only).
  opportunites: defineCollection({ loader: cmsLoader('/opportunites?inclureFermees=true', opportuniteSchema), schema: opportuniteSchema }),
  partenaires: defineCollection({ loader: cmsLoader('/partenaires', partenaireSchema), schema: partenaireSchema }),
  secteurs: defineCollection({ loader: cmsLoader('/secteurs', secteurSchema), schema: secteurSchema }),
};
