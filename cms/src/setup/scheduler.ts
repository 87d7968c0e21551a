import type { Core } from '@strapi/strapi';
import { LABEL, UID } from '../contract/queries';
import { isDue } from '@teranga/domain';
import { isDueToExpire } from '@teranga/domain';

/** The types with an etat and a datePublication, so the ones a planifié item can belong to. */
const SCHEDULED = [
  { uid: UID.article, label: LABEL.article },
  { uid: UID.realisation, label: LABEL.realisation },
  { uid: UID.opportunite, label: LABEL.opportunite },
] as const;

/** Who the activity log names for a publication the scheduler made. */
/** The columns the scheduler selects. */
type ScheduledRow = { documentId: string; etat: string; datePublication: string | null; locale?: string; titre?: string | null };
type ExpiringRow = { documentId: string; statut: string; dateExpiration: string | null };

export const SCHEDULER_AUTHOR = { documentId: 'planificateur', email: 'planificateur', prenom: 'Publication planifiée' };

/**
 * Publishes the planifié items whose date has come; returns how many this instance published.
 * Every instance runs the cron, so each item is claimed by one conditional update (still planifié,
 * date come): the database lets only one of them change the rows, and only that one writes the
 * activity log entry, in the same transaction. The write goes through the query engine, so its
 * lifecycle events ask for a rebuild like any other publication (setup/rebuild-hook.ts); the
 * instance whose update changed nothing asks for none.
 */
export async function publishDueArticles(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let published = 0;
  for (const { uid, label } of SCHEDULED) {
    const candidates = await strapi.db.query(uid).findMany({
      where: { etat: { $containsi: 'planifi' }, datePublication: { $lte: now } },
      select: ['documentId', 'etat', 'datePublication', 'locale', 'titre'],
    });
    const due = new Map<string, string>();
    for (const c of (candidates as ScheduledRow[]).filter((row) => isDue(row, now))) {
      if (!due.has(c.documentId) || c.locale === 'fr') due.set(c.documentId, String(c.titre ?? ''));
    }
    for (const [documentId, titre] of due) {
      const claimed = await strapi.db.transaction(async () => {
        const { count } = await strapi.db.query(uid).updateMany({
          where: { documentId, etat: { $containsi: 'planifi' }, datePublication: { $lte: now } },
          data: { etat: 'publié' },
        });
        if (!count) return false;
        await strapi
          .service('api::journal.journal')
          .record(SCHEDULER_AUTHOR, { action: 'publication', typeContenu: label, cible: documentId, titre });
        return true;
      });
      if (claimed) published += 1;
    }
  }
  if (published) strapi.log.info(`scheduler: published ${published} scheduled item(s)`);
  return published;
}

/**
 * Marks expiré the offers whose dateExpiration has come while their statut still says open; returns
 * how many. The public list already leaves them out by date; this write makes the stored statut say
 * so and, through the rebuild hook, rebuilds the site so their pages show them closed.
 */
export async function expireDueOpportunites(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const candidates = await strapi.db.query(UID.opportunite).findMany({
    where: { dateExpiration: { $lte: now } },
    select: ['documentId', 'statut', 'dateExpiration'],
  });
  const due = [...new Set((candidates as ExpiringRow[]).filter((c) => isDueToExpire(c, now)).map((c) => c.documentId))];
  let expired = 0;
  for (const documentId of due) {
    // Claimed like a publication: the instance whose update still finds the offer open does it (and
    // asks for the rebuild); the others change nothing.
    const { count } = await strapi.db.query(UID.opportunite).updateMany({
      where: { documentId, dateExpiration: { $lte: now }, statut: { $notIn: ['expiré', 'retiré'] } },
      data: { statut: 'expiré' },
    });
    if (count) expired += 1;
  }
  if (expired) strapi.log.info(`scheduler: ${expired} opportunity(ies) expired`);
  return expired;
}
