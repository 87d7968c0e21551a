import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';

// What the CMS answers to the outside: the /api/v1 contract, the uploaded files and the health
// check. Strapi's admin API (/admin/register-admin would let anyone create the first super admin)
// and the plugins' admin routes answer 404 unless the admin panel is deliberately served.
const ALLOWED = [/^\/api\/v1(\/|$)/, /^\/uploads\//, /^\/_health$/, /^\/robots\.txt$/, /^\/favicon\.(ico|png)$/];

export function isPublicPath(path: string): boolean {
  return ALLOWED.some((pattern) => pattern.test(path));
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (strapi.config.get('admin.serveAdminPanel') || isPublicPath(ctx.path)) return next();
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
  };
