import type { Context, Next } from '../contract/http';
import { servedImageType } from '@teranga/domain';

/**
 * Headers of every answer under /uploads, on the site's own origin: never sniffed as anything but the
 * declared image type, and a policy of its own that runs nothing and sandboxes the file if opened as a
 * page. Netlify adds no headers to what it proxies, so these are the ones a visitor gets.
 */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Global middleware before strapi::public: /uploads answers image files only, with UPLOAD_HEADERS. */
export default () => async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/uploads/')) return next();
  ctx.set(UPLOAD_HEADERS);
  const type = servedImageType(ctx.path);
  if (!type) {
    ctx.status = 404;
    ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
    return;
  }
  await next();
  // The type follows the name, which the CMS chose from the detected type.
  if (ctx.status === 200 || ctx.status === 206) ctx.type = type;
};
