import { timingSafeEqual, createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { forbidden, unauthorized, validationError } from '../../../contract/errors';
import { parseBuildReport } from '../../../rules/build-status';
import { verifyNetlifySignature } from '../../../rules/netlify-signature';
import { changementsSince } from '../../../services/changements';
import { searchSitePages } from '../../../services/site-pages';
import { isLang } from '@teranga/domain';

/** The longest search a link dialog sends: a title is at most 120 characters. */
const SEARCH_MAX = 120;

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compares digests, so the comparison takes the same time whatever the token's length. */
const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = { donnees: await strapi.service('api::site-build.site-build').get() };
  },

  /**
   * GET /site/changements?depuis=<ISO date>: what changed in the public item lists since then
   * (services/changements.ts). For the rebuild worker's builds only: a bearer BUILD_STATUS_TOKEN.
   */
  async changements(ctx: Context) {
    const secret = process.env.BUILD_STATUS_TOKEN;
    if (!secret) throw forbidden('Les changements de contenu ne sont pas ouverts sur ce serveur.');
    const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    if (!token || !sameSecret(token, secret)) throw unauthorized('Jeton de construction invalide.');
    const raw = typeof ctx.query.depuis === 'string' ? ctx.query.depuis : '';
    const since = new Date(raw);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(since.getTime())) {
      throw validationError('Date invalide.', [{ path: 'depuis', message: 'Date invalide.' }]);
    }
    ctx.body = await changementsSince(strapi, since);
  },

  /**
   * GET /site/pages?langue=fr&q=route: the published item pages (articles, realisations, offers) whose
   * title in that language contains `q` (all of them, newest changes first, without), at most ten, each
   * with its reference and current address, for the rich-text editor's link dialog.
   */
  async pages(ctx: Context) {
    const { langue, q = '' } = ctx.query;
    if (!isLang(langue)) throw validationError('Langue invalide.', [{ path: 'langue', message: 'Langue invalide.' }]);
    if (typeof q !== 'string' || q.length > SEARCH_MAX)
      throw validationError(`Recherche trop longue (${SEARCH_MAX} caractères au plus).`, [
        { path: 'q', message: `Recherche trop longue (${SEARCH_MAX} caractères au plus).` },
      ]);
    ctx.body = { donnees: await searchSitePages(strapi, ctx.state.user, q.trim(), langue) };
  },

  /**
   * A build report. Callers prove they know BUILD_STATUS_TOKEN: the rebuild worker as a bearer
   * token, Netlify's deploy notifications as the JWS secret of their X-Webhook-Signature header (made
   * within the last five minutes: rules/netlify-signature.ts).
   */
  async report(ctx: Context) {
    const secret = process.env.BUILD_STATUS_TOKEN;
    if (!secret) throw forbidden('Les rapports de construction ne sont pas activés sur ce serveur.');
    const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    const signature = ctx.get('x-webhook-signature');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- koa-body keeps the raw body under a symbol the request's type does not declare
    const raw = (ctx.request.body as any)?.[Symbol.for('unparsedBody')] as string | undefined;
    const trusted = token ? sameSecret(token, secret) : signature ? verifyNetlifySignature(signature, secret, raw, Date.now()) : false;
    if (!trusted) throw unauthorized('Jeton de rapport de construction invalide.');
    const report = parseBuildReport(ctx.request.body);
    if (!report)
      throw validationError('Rapport de construction invalide.', [{ path: 'etat', message: 'Rapport de construction invalide.' }]);
    ctx.body = { donnees: await strapi.service('api::site-build.site-build').report(report) };
  },
});
