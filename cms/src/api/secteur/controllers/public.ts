import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await strapi.service('api::secteur.secteur').list();
  },
});
