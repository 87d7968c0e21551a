import { gzipSync } from 'node:zlib';
import type { Core } from '@strapi/strapi';
import type { Context } from '../contract/http';
import { publicCache } from '../services/public-cache';
import { NotFoundError } from '../contract/errors';
import { langFrom } from '@teranga/domain';

interface Reader<T> {
  list(options?: { all?: boolean }): Promise<T[]>;
  bySlug(slug: string, lang: ReturnType<typeof langFrom>): Promise<T | null>;
}

/** GET /{type}?lang= and GET /{type}/{slug}?lang= for one public type. */
export function publicController<T>(
  strapi: Core.Strapi,
  reader: () => Reader<T>,
  options: { cacheKey: string; notFound: string; wrapDetail?: boolean },
) {
  return {
    async list(ctx: Context) {
      // The list is the same for every visitor: serialized (and gzipped) once per content change.
      // `?inclureFermees=true` adds the published items a list leaves out (closed offers): the site builds their pages.
      const all = ctx.query.inclureFermees === 'true';
      const key = `${options.cacheKey}${all ? ':all' : ''}`;
      const cache = publicCache(strapi);
      const json = await cache.get(`${key}:json`, async () => Buffer.from(JSON.stringify(await reader().list({ all }))));
      ctx.type = 'application/json';
      ctx.vary('Accept-Encoding');
      if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = await cache.get(`${key}:json.gz`, async () => gzipSync(json));
      } else {
        ctx.body = json;
      }
    },
    async findOne(ctx: Context) {
      const item = await reader().bySlug(String(ctx.params.slug ?? ''), langFrom(ctx.query.lang));
      if (!item) throw new NotFoundError(options.notFound);
      ctx.body = options.wrapDetail ? { success: true, data: item } : item;
    },
  };
}
