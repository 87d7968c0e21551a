import type { Context as KoaContext, Next } from 'koa';

/** Koa's context as Strapi gives it: the body middleware adds the parsed body and files. */
export type Context = KoaContext & {
  request: KoaContext['request'] & { body?: unknown; files?: Record<string, unknown> };
};
export type { Next };
