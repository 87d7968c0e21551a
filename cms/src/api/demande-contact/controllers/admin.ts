import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { NotFoundError, validationError } from '../../../contract/errors';
import { UID } from '../../../contract/queries';
import { isOverdue, LIST_SPECS, replyDeadline } from '@teranga/domain';
import { pageOfRows } from '../../../controllers/row-lists';

interface DemandeRow {
  id: number;
  documentId: string;
  nom: string;
  numero: string;
  email: string;
  entreprise?: string | null;
  description: string;
  secteur?: string | null;
  langue?: string | null;
  traitee?: boolean | null;
  traiteeLe?: string | Date | null;
  createdAt: string | Date;
}

const toDemande = (row: DemandeRow, now: Date) => ({
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
    const now = new Date();
    const page = await pageOfRows(strapi, ctx.query, {
      uid: UID.demandeContact,
      spec: LIST_SPECS.demandesContact,
      search: ['nom', 'email', 'entreprise'],
      etat: (etat) => ({ traitee: etat === 'traitée' }),
      secteur: (secteur) => ({ secteur }),
      serialize: (row: DemandeRow) => toDemande(row, now),
    });
    if (page) {
      ctx.body = page;
      return;
    }
    const where = ctx.query.traitee === 'false' ? { traitee: false } : ctx.query.traitee === 'true' ? { traitee: true } : {};
    const rows = await strapi.db
      .query(UID.demandeContact)
      .findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 1000 });
    ctx.body = (rows as DemandeRow[]).map((row) => toDemande(row, now));
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
    ctx.body = toDemande(updated as DemandeRow, new Date());
  },
});
