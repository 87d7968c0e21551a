// Route declarations of the /api/v1 contract. Strapi's own permission check is off on every route
// (`auth: false`): public routes are public, and the others go through global::authenticate,
// which checks the session behind the token and the caller's role.
import { STAFF_ROLES, type RoleType } from '@teranga/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Middleware = { name: string; config: Record<string, unknown> };
type BodyLimit = { bodyLimit: number };

/**
 * The largest body each kind of route reads, in bytes: JSON, a browser's form post, or the fields of a
 * multipart body (its files have their own limits). Over it the answer is 413 before anything is
 * parsed (src/middlewares/body.ts). A route that declares nothing gets `form`.
 */
export const BODY_LIMITS = {
  /** Sign-in, tokens, passwords, a status, a view, a restore or a delete: a few short fields. */
  small: 4 * 1024,
  /** Forms of a few fields: a subscription, an account, a profile, a partner, a bulk action's ids. */
  form: 16 * 1024,
  /** A contact request (5,000 characters of description, form-encoded) and Netlify's deploy notifications. */
  message: 64 * 1024,
  /** Articles, realisations and offers: formatted text in three languages. */
  richText: 512 * 1024,
} as const;

/** Declares a route's body limit (BODY_LIMITS), among its middlewares. */
export const bodyLimit = (bytes: number): BodyLimit => ({ bodyLimit: bytes });

export function route(method: Method, path: string, handler: string, ...parts: (Middleware | BodyLimit)[]) {
  const middlewares = parts.filter((part): part is Middleware => 'name' in part);
  const limit = parts.find((part): part is BodyLimit => 'bodyLimit' in part)?.bodyLimit ?? BODY_LIMITS.form;
  return { method, path, handler, config: { auth: false as const, middlewares, bodyLimit: limit } };
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

/**
 * The back-office routes of an editorial type (articles, realisations, opportunites): create, bulk
 * actions, read, preview, change, delete and the version history, for the staff (advisers reach their
 * own items only). `list: false` when GET /{collection} serves the back-office list (opportunités);
 * `categories` adds the list filter's categories in use. Static paths come before `/admin/:id`.
 */
export function editorialRoutes(collection: string, options: { list: boolean; categories?: boolean }) {
  const staff = signedIn(...STAFF);
  const rich = bodyLimit(BODY_LIMITS.richText);
  const small = bodyLimit(BODY_LIMITS.small);
  const base = `/${collection}`;
  return [
    route('POST', base, 'admin.create', staff, rich, withFiles(), idempotent()),
    route('POST', `${base}/admin/lot`, 'lot.run', staff),
    ...(options.list ? [route('GET', `${base}/admin/all`, 'admin.list', staff)] : []),
    ...(options.categories ? [route('GET', `${base}/admin/categories`, 'admin.categories', staff)] : []),
    route('GET', `${base}/admin/:id`, 'admin.findOne', staff),
    // What a translator reviews in one language (controllers/managed-content/traductions.ts).
    route('GET', `${base}/admin/:id/traductions/:langue`, 'admin.traductionReview', staff),
    // "Aperçu": the form's values, validated like a save, signed for the site's preview route (nothing stored).
    route('POST', `${base}/admin/apercu`, 'admin.apercu', staff, rich, withFiles()),
    route('POST', `${base}/admin/:id/apercu`, 'admin.apercu', staff, rich, withFiles()),
    // The checks before publishing (controllers/managed-content/controles.ts): stored, or a form's values.
    route('GET', `${base}/admin/:id/controles`, 'admin.controles', staff),
    route('POST', `${base}/admin/controles`, 'admin.controles', staff, rich, withFiles()),
    route('POST', `${base}/admin/:id/controles`, 'admin.controles', staff, rich, withFiles()),
    // Whether the item's public page shows its last save yet (controllers/managed-content/en-ligne.ts).
    route('GET', `${base}/admin/:id/en-ligne`, 'admin.enLigne', staff),
    route('PATCH', `${base}/:id`, 'admin.update', staff, rich, withFiles()),
    route('DELETE', `${base}/:id`, 'admin.delete', staff, small),
    // Version history (services/versions.ts): the same access as the item itself.
    route('GET', `${base}/:id/versions`, 'admin.versions', staff),
    route('GET', `${base}/:id/versions/:versionId`, 'admin.version', staff),
    route('POST', `${base}/:id/versions/:versionId/restaurer`, 'admin.restoreVersion', staff, small),
    // A language confirmed as up to date with the others (controllers/managed-content/traductions.ts).
    route('POST', `${base}/:id/traductions/:langue/valider`, 'admin.confirmTraduction', staff, small),
    // Who else has the edit form open, and who edits (controllers/managed-content/presence.ts).
    route('PUT', `${base}/admin/:id/presence`, 'admin.presence', staff, small),
    route('POST', `${base}/admin/:id/presence/prendre`, 'admin.takeOver', staff, small),
    route('DELETE', `${base}/admin/:id/presence`, 'admin.leave', staff, small),
  ];
}
