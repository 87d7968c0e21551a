import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { NotFoundError, validationError } from '../../../contract/errors';
import { UID } from '../../../contract/queries';
import { isOverdue, LIST_SPECS, replyDeadline } from '@teranga/domain';
import { pagedList, readListQuery } from '../../../services/paged-lists';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row, untyped by Strapi's query engine (stop-gap until the type has its definition)
const toDemande = (row: any, now: Date) => ({
  _id: row.documentId,
  nom: row.nom,
  numero: row.numero,
  email: row.email,
  entreprise: row.entreprise ?? '',
  description: row.description,
  secteur: row.secteur ?? '',
  langue: row.langue ?? 'fr',
  traitee: Boolean(row.traitee),
  traiteeLe: row.traiteeLe ? new Date(row.traiteeLe).toISOString() : null,
  dateCreation: new Date(row.createdAt).toISOString(),
  reponseAvant: replyDeadline(row.createdAt).toISOString(),
  enRetard: isOverdue(row, now),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Newest first; `?traitee=false` for the requests still waiting for a reply; with list parameters, a page. */
  async list(ctx: Context) {
    const paged = readListQuery(ctx.query, LIST_SPECS.demandesContact);
    if (paged) {
      const now = new Date();
      ctx.body = await pagedList(
        strapi,
        {
          uid: UID.demandeContact,
          spec: LIST_SPECS.demandesContact,
          scope: {},
          search: ['nom', 'email', 'entreprise'],
          columns: { dateCreation: 'createdAt' },
          etat: (etat) => ({ traitee: etat === 'traitée' }),
          secteur: (secteur) => ({ secteur }),
          load: async (ids) =>
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row, untyped by Strapi's query engine (stop-gap until the type has its definition)
            (await strapi.db.query(UID.demandeContact).findMany({ where: { documentId: { $in: ids } } })).map((row: any) =>
              toDemande(row, now),
            ),
        },
        paged,
      );
      return;
    }
    const where = ctx.query.traitee === 'false' ? { traitee: false } : ctx.query.traitee === 'true' ? { traitee: true } : {};
    const rows = await strapi.db
      .query(UID.demandeContact)
      .findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 1000 });
    const now = new Date();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row, untyped by Strapi's query engine (stop-gap until the type has its definition)
    ctx.body = rows.map((row: any) => toDemande(row, now));
  },

  async update(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const traitee =
      body.traitee === true || body.traitee === 'true' ? true : body.traitee === false || body.traitee === 'false' ? false : null;
    if (traitee === null)
      throw validationError('Indiquez si la demande est traitée.', [{ path: 'traitee', message: 'Indiquez si la demande est traitée.' }]);
    const id = String(ctx.params.id);
    const row = id.length <= 64 ? await strapi.db.query(UID.demandeContact).findOne({ where: { documentId: id } }) : null;
    if (!row) throw new NotFoundError('Demande introuvable');
    const updated = await strapi.db.query(UID.demandeContact).update({
      where: { id: row.id },
      data: { traitee, traiteeLe: traitee ? new Date() : null },
    });
    ctx.body = toDemande(updated, new Date());
  },
});
