import type { Core } from '@strapi/strapi';
import type { JournalAction } from '@teranga/domain';

export type { JournalAction };

export interface JournalEntree {
  action: JournalAction;
  typeContenu: string;
  cible: string;
  titre: string;
  /** A restored version's date (a `restauration` from the history; none from the corbeille). */
  versionDu?: Date | string | null;
}

/** A stored line of the log, as the database gives it back. */
interface EntreeRow extends JournalEntree {
  documentId: string;
  utilisateurId: string;
  utilisateur: string;
  date: string | Date;
  versionDu?: string | Date | null;
}

const toEntree = (r: EntreeRow) => ({
  _id: r.documentId,
  action: r.action,
  typeContenu: r.typeContenu,
  cible: r.cible,
  titre: r.titre,
  utilisateurId: r.utilisateurId,
  utilisateur: r.utilisateur,
  date: new Date(r.date).toISOString(),
  versionDu: r.versionDu ? new Date(r.versionDu).toISOString() : null,
});

/** Who created, changed, published or deleted what, and when. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores a line; answers its row id. */
  async record(user: { documentId: string; email: string; prenom?: string; nom?: string }, entry: JournalEntree): Promise<number> {
    const row = await strapi.db.query('api::journal.journal').create({
      data: {
        ...entry,
        titre: entry.titre.slice(0, 200),
        versionDu: entry.versionDu ? new Date(entry.versionDu) : null,
        utilisateurId: user.documentId,
        utilisateur: [user.prenom, user.nom].filter(Boolean).join(' ') || user.email,
        date: new Date(),
      },
    });
    return (row as { id: number }).id;
  },

  async list(limit: number) {
    const rows = await strapi.db.query('api::journal.journal').findMany({ orderBy: [{ date: 'desc' }, { id: 'desc' }], limit });
    return rows.map(toEntree);
  },

  async byIds(documentIds: string[]) {
    return (await strapi.db.query('api::journal.journal').findMany({ where: { documentId: { $in: documentIds } } })).map(toEntree);
  },
});
