// Content comes from the CMS's public /api/v1 at build time, checked by the contract's schemas.
// An unreachable CMS or a broken answer fails the build with the URL and the field.
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import type { z } from 'zod';
import { loadList } from './lib/cms-client';
import { articleSchema, opportuniteSchema, partenaireSchema, realisationSchema, secteurSchema } from './lib/contract';

function cmsLoader<S extends z.ZodType>(path: string, schema: S): Loader {
  return {
    name: `cms${path}`,
    load: async ({ store, logger }) => {
      const items = (await loadList(path, schema)) as { _id: string }[];
      store.clear();
      for (const item of items) store.set({ id: item._id, data: item as Record<string, unknown> });
      logger.info(`${items.length} items from ${path}`);
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
