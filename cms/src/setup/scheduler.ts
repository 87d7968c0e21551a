import type { Core } from '@strapi/strapi';
import { LABEL, UID } from '../contract/queries';
import { isDue, isDueToExpire, type FieldError } from '@teranga/domain';
import type { ControllerUid } from '../services/strapi-uids';

/** The types with an etat and a datePublication, so the ones a planifié item can belong to. */
const SCHEDULED = [
  { uid: UID.article, label: LABEL.article, controller: 'api::article.admin' },
  { uid: UID.realisation, label: LABEL.realisation, controller: 'api::realisation.admin' },
  { uid: UID.opportunite, label: LABEL.opportunite, controller: 'api::opportunite.admin' },
] as const;

type PublicationCheck = { publicationErrors: (documentId: string, now: Date) => Promise<FieldError[]> };

/** Why an item was last left unpublished, so a reason is logged once, not every minute. */
const heldBack = new Map<string, string>();

/** `en: titre.en, contenu.en; pt: titre.pt`: what is missing, per language (or for the item). */
function describeMissing(errors: FieldError[]): string {
  const byLang = new Map<string, string[]>();
  for (const { path, params } of errors) {
    const lang = typeof params?.lang === 'string' ? params.lang : 'item';
    byLang.set(lang, [...(byLang.get(lang) ?? []), path]);
  }
  return [...byLang].map(([lang, paths]) => `${lang}: ${paths.join(', ')}`).join('; ');
}

/** The columns the scheduler selects. */
type ScheduledRow = { documentId: string; etat: string; datePublication: string | null; locale?: string; titre?: string | null };
type ExpiringRow = { documentId: string; statut: string; dateExpiration: string | null };

/** Who the journal names for a publication the scheduler made. */
export const SCHEDULER_AUTHOR = { documentId: 'planificateur', email: 'planificateur', prenom: 'Publication planifiée' };

/**
 * Publishes the planifié items whose date has come; returns how many this instance published. An item
 * that is not complete (every language, its pictures…) stays planifié and the log says what it lacks,
 * once per reason; it is published at the first run after an editor completes it.
 * Every instance runs the cron, so each item is claimed by one conditional update (still planifié,
 * date come): the database lets only one of them change the rows, and only that one writes the
 * journal entry, in the same transaction. The write goes through the query engine, so its
 * lifecycle events ask for a rebuild like any other publication (setup/rebuild-hook.ts); the
 * instance whose update changed nothing asks for none.
 */
export async function publishDueArticles(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let published = 0;
  for (const { uid, label, controller } of SCHEDULED) {
    const checks = strapi.controller(controller as ControllerUid) as unknown as PublicationCheck;
    const candidates = await strapi.db.query(uid).findMany({
      where: { etat: { $containsi: 'planifi' }, datePublication: { $lte: now } },
      select: ['documentId', 'etat', 'datePublication', 'locale', 'titre'],
    });
    const due = new Map<string, string>();
    for (const c of (candidates as ScheduledRow[]).filter((row) => isDue(row, now))) {
      if (!due.has(c.documentId) || c.locale === 'fr') due.set(c.documentId, String(c.titre ?? ''));
    }
    for (const [documentId, titre] of due) {
      const errors = await checks.publicationErrors(documentId, now);
      if (errors.length) {
        const reason = describeMissing(errors);
        if (heldBack.get(documentId) !== reason) strapi.log.warn(`scheduler: ${label} ${documentId} not published, incomplete (${reason})`);
        heldBack.set(documentId, reason);
        continue;
      }
      heldBack.delete(documentId);
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
