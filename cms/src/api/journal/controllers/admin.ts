import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { validationError } from '../../../contract/errors';
import { pagedList, readListQuery, type Where } from '../../../services/paged-lists';
import { LIST_SPECS } from '@teranga/domain';
import { parseJournalFilters, type JournalFilterValues } from '@teranga/domain/list-query';

/** The log's own filters as database conditions: who, what type, what action, from which day to which. */
function filterWhere(filters: JournalFilterValues): Where {
  const date: Record<string, Date> = {};
  if (filters.depuis) date.$gte = filters.depuis;
  if (filters.avant) date.$lt = filters.avant;
  return {
    ...(filters.personne ? { utilisateurId: filters.personne } : {}),
    ...(filters.type ? { typeContenu: filters.type } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(Object.keys(date).length ? { date } : {}),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The newest entries (`?limite=`, 200 by default); with list parameters, a page, which the log's own
   * filters narrow (`personne`, `type`, `action`, `du`, `au`: @teranga/domain's JOURNAL_FILTERS).
   */
  async list(ctx: Context) {
    const paged = readListQuery(ctx.query, LIST_SPECS.journal);
    if (paged) {
      const filters = parseJournalFilters(ctx.query as Record<string, unknown>);
      if (!filters.ok) {
        const [first] = filters.errors;
        throw validationError(first.message, filters.errors, { code: first.code, params: first.params });
      }
      const journal = strapi.service('api::journal.journal');
      ctx.body = await pagedList(
        strapi,
        {
          uid: 'api::journal.journal',
          spec: LIST_SPECS.journal,
          scope: filterWhere(filters.value),
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
