import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { pagedList, readListQuery } from '../../../services/paged-lists';
import { LIST_SPECS } from '@teranga/domain';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The newest entries (`?limite=`, 200 by default); with list parameters, a page. */
  async list(ctx: Context) {
    const paged = readListQuery(ctx.query, LIST_SPECS.journal);
    if (paged) {
      const journal = strapi.service('api::journal.journal');
      ctx.body = await pagedList(
        strapi,
        {
          uid: 'api::journal.journal',
          spec: LIST_SPECS.journal,
          scope: {},
          search: ['titre', 'utilisateur'],
          load: async (ids) => journal.byIds(ids),
        },
        paged,
      );
      return;
    }
    const limit = Math.min(Math.max(Number(ctx.query.limite) || 200, 1), 1000);
    ctx.body = await strapi.service('api::journal.journal').list(limit);
  },
});
