import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { validateNewsletter } from '@teranga/domain';
import { isBot } from '@teranga/domain';
import { NotFoundError, validationError } from '../../../contract/errors';

function tokenFrom(ctx: Context): string {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const token = body.jeton ?? ctx.query.jeton;
  return typeof token === 'string' && /^[a-f0-9]{32,64}$/.test(token) ? token : '';
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::abonnement-newsletter.abonnement-newsletter');
  return {
    async subscribe(ctx: Context) {
      if (isBot(ctx.request.body)) throw validationError('Requête rejetée.', []);
      const result = validateNewsletter(ctx.request.body);
      if (!result.ok) throw validationError(result.message, result.errors);
      ctx.status = 201;
      ctx.body = { data: await service().subscribe(result.value) };
    },
    async confirm(ctx: Context) {
      const done = await service().confirm(tokenFrom(ctx));
      if (!done) throw new NotFoundError('Lien de confirmation invalide ou expiré.');
      ctx.body = { data: done };
    },
    async unsubscribe(ctx: Context) {
      const done = await service().unsubscribe(tokenFrom(ctx));
      if (!done) throw new NotFoundError('Lien de désabonnement invalide.');
      ctx.body = { data: done };
    },
  };
};
