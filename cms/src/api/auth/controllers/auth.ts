import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { toUtilisateur } from '../../../contract/users';
import { RateLimitError } from '../../../contract/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::auth.auth');
  const body = (ctx: Context) => (ctx.request.body ?? {}) as Record<string, unknown>;
  return {
    async connexion(ctx: Context) {
      try {
        ctx.body = await service().connexion(body(ctx), ctx.ip, ctx.get('user-agent'));
      } catch (error) {
        // A throttled login says when to come back, as every 429 of the API does.
        if (error instanceof RateLimitError) ctx.set('Retry-After', String((error.details as { retryAfter?: number }).retryAfter ?? 1));
        throw error;
      }
    },
    async rafraichir(ctx: Context) {
      ctx.body = await service().rafraichir(body(ctx).tokenRafraichissement);
    },
    async deconnexion(ctx: Context) {
      await service().deconnexion(ctx.state.user, ctx.state.session.id);
      ctx.body = { success: true };
    },
    async adminMe(ctx: Context) {
      ctx.body = { utilisateur: toUtilisateur(ctx.state.user) };
    },
    async me(ctx: Context) {
      ctx.body = { donnees: toUtilisateur(ctx.state.user) };
    },
  };
};
