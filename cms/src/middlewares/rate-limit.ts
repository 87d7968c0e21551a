import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { decide } from '../rules/rate-limit';
import { counters } from '../services/counters';
import { RateLimitError } from '../contract/errors';
import { routeOption } from '../contract/routes';

/**
 * Per-IP limit on a route. Route config: `{ name: 'global::rate-limit', config: { limit: 'contact' } }`,
 * the numbers coming from config/limits.ts.
 */
export default (config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const limit = routeOption<string>(config, 'limit');
  if (!limit) throw new Error('global::rate-limit needs config.limit (a name of config/limits.ts)');
  return async (ctx: Context, next: Next) => {
    const { max, windowSeconds } = strapi.config.get(`limits.${limit}`) as { max: number; windowSeconds: number };
    const now = Date.now();
    const { count, resetAt } = await counters().hit(`${limit}:${ctx.ip}`, windowSeconds * 1000, now);
    const decision = decide(count, max, resetAt, now);
    ctx.set('RateLimit-Limit', String(max));
    ctx.set('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) {
      ctx.set('Retry-After', String(decision.retryAfterSeconds));
      throw new RateLimitError('Trop de demandes. Veuillez réessayer plus tard.', { retryAfter: decision.retryAfterSeconds });
    }
    await next();
  };
};
