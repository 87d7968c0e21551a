import type { Core } from '@strapi/strapi';
import type { Context } from './http';
import { publicCache } from './public-cache';
import { NotFoundError } from './errors';
import { langFrom } from './languages';

interface Reader<T> {
  list(): Promise<T[]>;
  bySlug(slug: string, lang: ReturnType<typeof langFrom>): Promise<T | null>;
}

/** GET /{type}?lang= and GET /{type}/{slug}?lang= for one public type. */
export function publicController<T>(
  strapi: Core.Strapi,
  reader: () => Reader<T>,
  options: { cacheKey: string; notFound: string; wrapDetail?: boolean }
) {
  return {
    async list(ctx: Context) {
      // The list is the same for every visitor: serialize it once per content change.
      ctx.type = 'application/json';
      ctx.body = await publicCache(strapi).get(`${options.cacheKey}:json`, async () => JSON.stringify(await reader().list()));
    },
    async findOne(ctx: Context) {
      const item = await reader().bySlug(String(ctx.params.slug ?? ''), langFrom(ctx.query.lang));
      if (!item) throw new NotFoundError(options.notFound);
      ctx.body = options.wrapDetail ? { success: true, data: item } : item;
    },
  };
}
