// The journal is written here, not by the controllers: a document-service middleware sees every
// create, update and delete of the managed types and of the accounts, and when the write comes from
// a signed-in request it records who did what in the same transaction as the write (a failed log
// entry undoes the write). Writes outside a request (the demo seed, the scheduler, which logs its
// own publications) are not recorded here.
import type { Core } from '@strapi/strapi';
import { isPublished, MANAGED_DEFINITIONS, typeLabel } from '@teranga/domain';
import { UID } from '../contract/queries';
import type { JournalAction } from '../api/journal/services/journal';

type Row = Record<string, unknown> & { documentId?: string; etat?: unknown };

/** The request's logged documents (`uid:documentId`), and the row id of the line each was logged with here. */
type Journaled = { journaled?: Set<string>; lines?: Map<string, number> };

interface Watched {
  localized: boolean;
  /** The log's typeContenu for a write by `author` on `row`. */
  label: (row: Row, authorId: string) => string;
  titre: (row: Row) => string;
}

const accountName = (u: Row) => [u.prenom, u.nom].filter(Boolean).join(' ') || String(u.email ?? '');
const content = (label: string, attribute = 'titre', localized = true): Watched => ({
  localized,
  label: () => label,
  titre: (row) => String(row[attribute] ?? ''),
});

/** Every type the back-office manages item by item (the registry's), named by its title (or name). */
const WATCHED: Record<string, Watched> = {
  ...Object.fromEntries(
    MANAGED_DEFINITIONS.map((d) => [d.uid, content(typeLabel(d, 'fr'), 'titre' in d.fields ? 'titre' : 'nom', d.localized)]),
  ),
  // A change to one's own account ("Mon profil") is logged as Profil.
  [UID.user]: { localized: false, label: (row, authorId) => (row.documentId === authorId ? 'Profil' : 'Utilisateur'), titre: accountName },
};

/** What a write's parameters tell the log (the document service's own types cover every action). */
type WriteParams = { documentId?: string; data?: Record<string, unknown> };

/** What a write did, for the log: publication when it made the item publié, else its kind. */
export function journalAction(
  kind: string,
  before: Row | null,
  after: Row | null,
  data: Record<string, unknown> | undefined,
): JournalAction {
  if (kind === 'delete') return 'suppression';
  if (data && Object.keys(data).length === 1 && 'password' in data) return 'mot de passe';
  if (isPublished(after) && !isPublished(before)) return 'publication';
  return kind === 'create' ? 'création' : 'modification';
}

export function recordJournal(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const watched = WATCHED[context.uid];
    const params = context.params as WriteParams;
    const request = strapi.requestContext.get();
    const author = request?.state?.user as (Row & { documentId: string; email: string }) | undefined;
    if (!watched || !author || !['create', 'update', 'delete'].includes(context.action)) return next();

    // One entry per document and request: a localized save writes fr first, then en and pt.
    const state = request!.state as Journaled;
    const seen = (state.journaled ??= new Set<string>());
    const key = (documentId: string) => `${context.uid}:${documentId}`;
    const known = params.documentId;
    if (known && seen.has(key(known))) return next();

    return strapi.db.transaction(async () => {
      const where = (documentId: string) => ({ documentId, ...(watched.localized ? { locale: 'fr' } : {}) });
      const before = known ? ((await strapi.db.query(context.uid).findOne({ where: where(known) })) as Row | null) : null;
      const result = await next();
      const written = result as Row | null;
      const documentId = known ?? written?.documentId;
      if (!documentId || seen.has(key(documentId))) return result;
      seen.add(key(documentId));
      const after = context.action === 'delete' ? null : written;
      const row = after ?? before ?? {};
      const line = await strapi.service('api::journal.journal').record(author, {
        action: journalAction(context.action, before, after, params.data),
        typeContenu: watched.label({ ...row, documentId }, author.documentId),
        cible: documentId,
        titre: watched.titre(row),
      });
      (state.lines ??= new Map()).set(key(documentId), line);
      return result;
    });
  });
}

/**
 * Marks a document as logged for the current request: the caller writes its own entry for it (a
 * restore from the corbeille is a `restauration`, not the `création` its write looks like).
 */
export function loggedByCaller(strapi: Core.Strapi, uid: string, documentId: string) {
  const state = strapi.requestContext.get()?.state as Journaled | undefined;
  if (state) (state.journaled ??= new Set<string>()).add(`${uid}:${documentId}`);
}

/**
 * Takes back the line this request's write of a document was logged with, in the write's transaction
 * (so no one ever reads it): services/versions.ts calls it for a save that changed nothing, which
 * leaves neither a version nor a journal line. A line a caller writes itself is its own to skip.
 */
export async function unlogWrite(strapi: Core.Strapi, uid: string, documentId: string) {
  const lines = (strapi.requestContext.get()?.state as Journaled | undefined)?.lines;
  const line = lines?.get(`${uid}:${documentId}`);
  if (line === undefined) return;
  lines!.delete(`${uid}:${documentId}`);
  await strapi.db.query('api::journal.journal').delete({ where: { id: line } });
}
