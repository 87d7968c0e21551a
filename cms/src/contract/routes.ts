// Route declarations of the /api/v1 contract. Strapi's own permission check is off on every route
// (`auth: false`): public routes are public, and the others go through global::authenticate,
// which checks the session behind the token and the caller's role.
import { STAFF_ROLES, type RoleType } from '@teranga/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Middleware = { name: string; config: Record<string, unknown> };

export function route(method: Method, path: string, handler: string, ...middlewares: Middleware[]) {
  return { method, path, handler, config: { auth: false as const, middlewares } };
}

/** Signed-in callers with one of `roles` (any role when omitted). */
export const signedIn = (...roles: RoleType[]): Middleware => ({ name: 'global::authenticate', config: roles.length ? { roles } : {} });

/** Anonymous callers too; a valid token identifies the caller. */
export const maybeSignedIn = (): Middleware => ({ name: 'global::authenticate', config: { optional: true } });

/** Reads a multipart body (files), after the caller is known; must come after signedIn(). */
export const withFiles = (): Middleware => ({ name: 'global::multipart', config: {} });

/** Honours an Idempotency-Key header (a create that a client may retry); after signedIn() and withFiles(). */
export const idempotent = (): Middleware => ({ name: 'global::idempotency', config: {} });

/** Also answers a browser's native form post with a 303 to the site (src/middlewares/form-post.ts); before the rate limit. */
export const formPost = (form: 'contact' | 'newsletter'): Middleware => ({ name: 'global::form-post', config: { form } });

/** Per-IP limit named in config/limits.ts. */
export const rateLimited = (limit: string): Middleware => ({ name: 'global::rate-limit', config: { limit } });

export const STAFF: RoleType[] = [...STAFF_ROLES];

/**
 * An option of a route middleware's config, read from the config object itself: an inherited value
 * (a polluted Object.prototype) never counts, so `optional` or `roles` cannot be injected.
 */
export function routeOption<T>(config: unknown, key: string): T | undefined {
  return config !== null && typeof config === 'object' && Object.prototype.hasOwnProperty.call(config, key)
    ? (config as Record<string, T>)[key]
    : undefined;
}
