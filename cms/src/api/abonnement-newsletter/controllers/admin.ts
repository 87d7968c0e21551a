import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { UID } from '../../../contract/queries';
import { toCsv } from '../../../rules/csv';
import { pagedList, readListQuery } from '../../../services/paged-lists';
import { LIST_SPECS } from '@teranga/domain';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row, untyped by Strapi's query engine (stop-gap until the type has its definition)
const toAbonnement = (row: any) => ({
  _id: row.documentId,
  email: row.email,
  domaineInteret: row.domaineInteret ?? '',
  langue: row.langue ?? 'fr',
  statut: row.statut,
  consentement: Boolean(row.consentement),
  consentementLe: iso(row.consentementLe),
  confirmeLe: iso(row.confirmeLe),
  desabonneLe: iso(row.desabonneLe),
  dateCreation: iso(row.createdAt),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const all = async (statut?: unknown) =>
    (
      await strapi.db.query(UID.abonnement).findMany({
        where: typeof statut === 'string' && statut ? { statut } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
    ).map(toAbonnement);

  return {
    /** Every subscriber (`?statut=` for one status); with list parameters, a page. */
    async list(ctx: Context) {
      const paged = readListQuery(ctx.query, LIST_SPECS.abonnements);
      if (paged) {
        ctx.body = await pagedList(
          strapi,
          {
            uid: UID.abonnement,
            spec: LIST_SPECS.abonnements,
            scope: {},
            search: ['email'],
            columns: { dateCreation: 'createdAt' },
            etat: (statut) => ({ statut }),
            load: async (ids) =>
              (await strapi.db.query(UID.abonnement).findMany({ where: { documentId: { $in: ids } } })).map(toAbonnement),
          },
          paged,
        );
        return;
      }
      ctx.body = await all(ctx.query.statut);
    },
    /** Confirmed subscribers by default (`?statut=` for another list). */
    async csv(ctx: Context) {
      const rows = await all(ctx.query.statut ?? 'confirme');
      ctx.set('Content-Disposition', `attachment; filename="abonnes-newsletter-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body =
        '\ufeff' +
        toCsv(
          ['email', 'domaineInteret', 'langue', 'statut', 'consentementLe', 'confirmeLe', 'desabonneLe'],
          rows.map((r) => [r.email, r.domaineInteret, r.langue, r.statut, r.consentementLe, r.confirmeLe, r.desabonneLe]),
        );
    },
  };
};
