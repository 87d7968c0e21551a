import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { publicController } from '../../../controllers/public-controller';
import { hasRole, STAFF_ROLES } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const common = publicController(strapi, () => strapi.service('api::opportunite.opportunite').publicReader(), {
    cacheKey: 'opportunite',
    notFound: 'Opportunité introuvable',
    wrapDetail: true,
  });
  return {
    ...common,
    /** Anonymous: the published list. Staff (the spec's admin list uses this path): their back-office list. */
    async list(ctx: Context) {
      if (ctx.state.user && hasRole(ctx.state.user, STAFF_ROLES)) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's controller registry is untyped; listFor is this project's own action
        ctx.body = await (strapi.controller('api::opportunite.admin') as any).listFor(ctx.state.user, ctx.query);
        return;
      }
      return common.list(ctx);
    },
  };
};
