import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { NotFoundError } from '../../../contract/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: Context) {
    const known = await strapi.service('api::vue.vue').record({
      type: ctx.params.type,
      id: ctx.params.id,
      ip: ctx.ip,
    });
    if (!known) throw new NotFoundError('Contenu introuvable');
    ctx.status = 204;
  },
});
