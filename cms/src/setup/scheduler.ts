import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';
import { isDue } from '../rules/scheduling';

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
