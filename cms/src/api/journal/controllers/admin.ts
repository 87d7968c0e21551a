import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const limit = Math.min(Math.max(Number(ctx.query.limite) || 200, 1), 1000);
    ctx.body = await strapi.service('api::journal.journal').list(limit);
  },
});
