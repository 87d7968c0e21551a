import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';
import { isDue } from '@teranga/domain';
import { isDueToExpire } from '@teranga/domain';

/** The types with an etat and a datePublication, so the ones a planifié item can belong to. */
const SCHEDULED = [UID.article, UID.realisation, UID.opportunite] as const;

/**
 * Publishes the planifié items whose date has come; returns how many. The write goes through the
 * query engine, so its lifecycle events ask for a rebuild like any other publication (setup/rebuild-hook.ts).
 */
export async function publishDueArticles(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let published = 0;
  for (const uid of SCHEDULED) {
    const candidates = await strapi.db.query(uid).findMany({
      where: { etat: { $containsi: 'planifi' }, datePublication: { $lte: now } },
      select: ['documentId', 'etat', 'datePublication'],
    });
    const due = [...new Set(candidates.filter((c: any) => isDue(c, now)).map((c: any) => c.documentId as string))];
    for (const documentId of due) {
      await strapi.db.query(uid).updateMany({ where: { documentId }, data: { etat: 'publié' } });
    }
    published += due.length;
  }
  if (published) strapi.log.info(`scheduler: published ${published} scheduled item(s)`);
  return published;
}

/**
 * Marks expiré the offers whose dateExpiration has come while their statut still says open; returns
 * how many. The public list already leaves them out by date; this write makes the stored statut say
 * so and, through the rebuild hook, rebuilds the site so their pages show them closed.
 */
export async function expireDueOpportunities(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const candidates = await strapi.db.query(UID.opportunite).findMany({
    where: { dateExpiration: { $lte: now } },
    select: ['documentId', 'statut', 'dateExpiration'],
  });
  const due = [...new Set(candidates.filter((c: any) => isDueToExpire(c, now)).map((c: any) => c.documentId as string))];
  for (const documentId of due) {
    await strapi.db.query(UID.opportunite).updateMany({ where: { documentId }, data: { statut: 'expiré' } });
  }
  if (due.length) strapi.log.info(`scheduler: ${due.length} opportunity(ies) expired`);
  return due.length;
}
