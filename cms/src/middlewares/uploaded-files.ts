import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { servedImageType } from '@teranga/domain';
import { bucketReader } from '../services/bucket';

/**
 * Headers of every answer under /uploads, on the site's own origin: never sniffed as anything but the
 * declared image type, and a policy of its own that runs nothing and sandboxes the file if opened as a
 * page. Netlify adds no headers to what it proxies, so these are the ones a visitor gets.
 */
export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
};

/**
 * Global middleware before strapi::public: /uploads answers image files only, with UPLOAD_HEADERS, from
 * the public folder (local provider) or from the bucket (S3 provider).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/uploads/')) return next();
    ctx.set(UPLOAD_HEADERS);
    const type = servedImageType(ctx.path);
    if (!type) return notFound(ctx);
    const bucket = bucketReader(strapi);
    if (bucket) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return notFound(ctx);
      const key = bucket.keyOf(ctx.path);
      if (!key) return notFound(ctx);
      const object = await bucket.read(key, { head: ctx.method === 'HEAD', ifNoneMatch: ctx.get('If-None-Match') || undefined });
      if (object.status === 404) return notFound(ctx);
      // A stored name is never reused for other bytes (content hash and a random part).
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      if (object.etag) ctx.set('ETag', object.etag);
      if (object.lastModified) ctx.set('Last-Modified', object.lastModified.toUTCString());
      if (object.status === 304) {
        ctx.status = 304;
        return;
      }
      ctx.status = 200;
      ctx.type = type;
      if (object.body) ctx.body = object.body;
      if (object.length !== undefined) ctx.length = object.length;
      return;
    }
    await next();
    // The type follows the name, which the CMS chose from the detected type.
    if (ctx.status === 200 || ctx.status === 206) ctx.type = type;
  };
