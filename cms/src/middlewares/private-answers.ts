import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';

/**
 * The contract's answers depend on the caller's token (a public list read with a staff token holds
 * drafts; every back-office answer is someone's): each says `Vary: Authorization`, and one given to a
 * request that carries a token is `Cache-Control: private, no-store`, so no shared cache (a CDN, a
 * proxy) keeps it or serves it to someone else. Set after the route ran, errors included, so no
 * controller's own header wins over it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = `${strapi.config.get('api.rest.prefix') as string}/`;
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(prefix)) return next();
    try {
      await next();
    } finally {
      ctx.vary('Authorization');
      if (ctx.get('Authorization')) ctx.set('Cache-Control', 'private, no-store');
    }
  };
};
