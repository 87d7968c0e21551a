import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { UID } from '../../../contract/queries';
import { toCsv } from '../../../rules/csv';
import { pageOfRows } from '../../../controllers/row-lists';
import { ABONNEMENT_NEWSLETTER, LIST_SPECS, fieldLabel, isLang } from '@teranga/domain';

type When = string | Date | null | undefined;
interface AbonnementRow {
  documentId: string;
  email: string;
  domaineInteret?: string | null;
  langue?: string | null;
  statut: string;
  consentement?: boolean | null;
  consentementLe?: When;
  confirmeLe?: When;
  desabonneLe?: When;
  createdAt: When;
}

/** The export's columns, in order; their headers are the fields' labels in the language asked for. */
const CSV_COLUMNS = ['email', 'domaineInteret', 'langue', 'statut', 'consentementLe', 'confirmeLe', 'desabonneLe'] as const;

const iso = (d: When) => (d ? new Date(d).toISOString() : null);
const toAbonnement = (row: AbonnementRow) => ({
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
      await strapi.db.query(UID.abonnementNewsletter).findMany({
        where: typeof statut === 'string' && statut ? { statut } : {},
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
    ).map((row) => toAbonnement(row as AbonnementRow));

  return {
    /** Every subscriber (`?statut=` for one status); with list parameters, a page. */
    async list(ctx: Context) {
      const page = await pageOfRows(strapi, ctx.query, {
        uid: UID.abonnementNewsletter,
        spec: LIST_SPECS.abonnements,
        search: ['email'],
        etat: (statut) => ({ statut }),
        serialize: toAbonnement,
      });
      ctx.body = page ?? (await all(ctx.query.statut));
    },
    /** Confirmed subscribers by default (`?statut=` for another list); headers in `?langue=` (French by default). */
    async csv(ctx: Context) {
      const rows = await all(ctx.query.statut ?? 'confirme');
      const lang = isLang(ctx.query.langue) ? ctx.query.langue : 'fr';
      ctx.set('Content-Disposition', `attachment; filename="abonnes-newsletter-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body =
        '\ufeff' +
        toCsv(
          CSV_COLUMNS.map((column) => fieldLabel(column, lang, ABONNEMENT_NEWSLETTER)),
          rows.map((r) => CSV_COLUMNS.map((column) => r[column])),
        );
    },
  };
};
