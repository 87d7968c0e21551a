import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { isDatabaseUnavailable } from '../rules/database-errors';
import { countersMode } from '../services/counters';

/** Seconds a client is asked to wait before retrying when the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;
const READY_TIMEOUT_MS = 2_000;
export const UNAVAILABLE_MESSAGE = 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.';

const unavailable = (ctx: Context) => {
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: UNAVAILABLE_MESSAGE, details: {} } };
};

/**
 * Two things about the database, in front of every route:
 * - `GET /_ready`, the readiness check for load balancers: 200 when a query goes through within 2 s,
 *   503 otherwise, saying whether the counters are in Redis or in memory (`/_health`, Strapi's own,
 *   stays the liveness check: it answers as long as the process does, without touching anything);
 * - a request that fails because the database cannot be reached (refused, frozen past the timeouts,
 *   pool exhausted) answers 503 with the contract's error shape and Retry-After instead of a 500.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let lastWarning = 0;
  return async (ctx: Context, next: Next) => {
    if (ctx.path === '/_ready' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      let database: 'ok' | 'unavailable' = 'ok';
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          strapi.db.connection.raw('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
          }),
        ]);
      } catch {
        database = 'unavailable';
      } finally {
        clearTimeout(timer);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.status = database === 'ok' ? 200 : 503;
      if (database !== 'ok') ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.body = { status: database === 'ok' ? 'ready' : 'unavailable', database, counters: countersMode() };
      return;
    }
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // One line per 10 s at most: an outage must not flood the log.
      if (Date.now() - lastWarning > 10_000) {
        lastWarning = Date.now();
        strapi.log.warn(`database unavailable, answering 503: ${(error as Error).message}`);
      }
      unavailable(ctx);
    }
  };
};
