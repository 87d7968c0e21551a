import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { PayloadTooLargeError, validationError } from '../contract/errors';
import { BODY_LIMITS } from '../contract/routes';
import { BODY_MAX_DEPTH, nestsDeeperThan } from '../contract/form';
import { frenchMessage } from '@teranga/domain';

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type Layer = { path: string; methods: string[]; match: (path: string) => boolean };

/** The 413 of a body over its route's limit, in the API's error shape, with the limit in KB. */
export function bodyTooLarge(limitBytes: number) {
  const params = { limitKb: Math.floor(limitBytes / 1024) };
  return new PayloadTooLargeError(frenchMessage('body.tooLarge', params), { code: 'body.tooLarge', params });
}

/**
 * Finds the body limit of the route a request goes to (`bodyLimit` in the route's config, from
 * src/contract/routes.ts) with the router's own matching, before the router runs: the table is built
 * once, from the routes Strapi registered. Requests to no route of the contract get `fallback`.
 */
function routeLimits(strapi: Core.Strapi, fallback: number) {
  let table: { method: string; layer: Layer; limit: number }[] | undefined;
  const build = () => {
    const prefix = strapi.config.get('api.rest.prefix') as string;
    const limits = new Map<string, number>();
    for (const api of Object.values(strapi.apis) as {
      routes?: Record<string, { routes?: { method: string; path: string; config?: { bodyLimit?: unknown } }[] }>;
    }[]) {
      for (const router of Object.values(api.routes ?? {})) {
        for (const r of router.routes ?? []) {
          if (typeof r.config?.bodyLimit === 'number') limits.set(`${r.method} ${prefix}${r.path}`, r.config.bodyLimit);
        }
      }
    }
    const layers = strapi.server.api('content-api').listRoutes() as Layer[];
    return layers.flatMap((layer) =>
      layer.methods.flatMap((method) => {
        const limit = limits.get(`${method} ${layer.path}`);
        return limit === undefined ? [] : [{ method, layer, limit }];
      }),
    );
  };
  return (method: string, path: string): number => {
    table ??= build();
    return table.find((entry) => entry.method === method && entry.layer.match(path))?.limit ?? fallback;
  };
}

/**
 * Reads JSON and form bodies in place of strapi::body (same settings), each within the limit of the
 * route it goes to: Strapi's body parser stops at the limit, from Content-Length before reading a byte
 * or while a body of unknown length streams in, and the answer is a 413 that says the limit. A parsed
 * body nested deeper than any form of the contract is refused (400) before anything walks it.
 * Multipart bodies are read later, by the routes that take files (multipart.ts, same limit for fields).
 */
export default (config: Record<string, unknown>, { strapi }: { strapi: Core.Strapi }) => {
  const factory = strapi.middleware('strapi::body') as (config: unknown, ctx: { strapi: Core.Strapi }) => Middleware;
  const parsers = new Map<number, Middleware>();
  const parser = (limit: number) => {
    let found = parsers.get(limit);
    if (!found) {
      found = factory({ ...config, jsonLimit: limit, formLimit: limit, textLimit: limit }, { strapi });
      parsers.set(limit, found);
    }
    return found;
  };
  const limitOf = routeLimits(strapi, BODY_LIMITS.message);
  return async (ctx: Context, next: Next) => {
    const limit = limitOf(ctx.method, ctx.path);
    try {
      await parser(limit)(ctx, async () => {});
    } catch (error) {
      const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
      if (status === 413) throw bodyTooLarge(limit);
      throw error;
    }
    if (nestsDeeperThan(ctx.request.body, BODY_MAX_DEPTH)) {
      const params = { max: BODY_MAX_DEPTH };
      throw validationError(frenchMessage('body.tooDeep', params), [], { code: 'body.tooDeep', params });
    }
    await next();
  };
};
