import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { toUtilisateur } from '../../../contract/utilisateurs';
import { RateLimitError } from '../../../contract/errors';
import { countResetRequest, resetPassword, RESET_REQUESTED, schedulePasswordReset } from '../../../services/mot-de-passe-oublie';

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
    /**
     * Always the same answer, whether or not the address has an account, given before the address is
     * looked up: only the counters (per client address, per address) are read first.
     */
    async motDePasseOublie(ctx: Context) {
      const { email } = body(ctx);
      try {
        await countResetRequest(strapi, email);
      } catch (error) {
        if (error instanceof RateLimitError) ctx.set('Retry-After', String((error.details as { retryAfter?: number }).retryAfter ?? 1));
        throw error;
      }
      schedulePasswordReset(strapi, email);
      ctx.body = { success: true, message: RESET_REQUESTED };
    },
    async reinitialiser(ctx: Context) {
      await resetPassword(strapi, body(ctx));
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
