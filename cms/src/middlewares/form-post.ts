import type { Context, Next } from '../contract/http';
import { parseForm } from '../contract/form';
import { routeOption } from '../contract/routes';
import { formLang, formLocation, type FormOutcome } from '@teranga/domain';

/**
 * The contact and newsletter routes also take a browser's own form post (form-encoded, no
 * JavaScript): the body goes through the same `qs` parsing as the back-office's forms, then the same
 * rate limit, honeypot and validation as the JSON path, and the answer is a 303 to a page of the site
 * (`@teranga/domain`, form-post.ts) instead of JSON. JSON requests pass through untouched.
 * Route config: `{ form: 'contact' | 'newsletter' }`; must come before the rate limit.
 */
export default (config: unknown) => {
  const form = routeOption<'contact' | 'newsletter'>(config, 'form');
  if (form !== 'contact' && form !== 'newsletter') throw new Error('global::form-post needs config.form');
  return async (ctx: Context, next: Next) => {
    if (!ctx.is('application/x-www-form-urlencoded')) return next();
    ctx.request.body = parseForm(ctx.request.body);
    const lang = formLang(ctx.query.lang);
    let outcome: FormOutcome;
    try {
      await next();
      outcome = { ok: true };
    } catch (error) {
      const e = error as { name?: string; details?: { errors?: { path: string[]; message: string }[]; retryAfter?: number } };
      if (e.name === 'RateLimitError') outcome = { ok: false, retryAfter: Number(e.details?.retryAfter) || 60 };
      else if (e.name === 'ValidationError') {
        outcome = { ok: false, errors: (e.details?.errors ?? []).map((f) => ({ path: f.path.join('.'), message: f.message })) };
      } else throw error;
    }
    ctx.redirect(formLocation(form, lang, ctx.query.retour, outcome));
    ctx.status = 303;
  };
};
