import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';
import { isDue } from '../rules/scheduling';

/** Publishes the planifié articles whose date has come. Returns how many were published. */
export async function publishDueArticles(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const candidates = await strapi.db.query(UID.article).findMany({
    where: { etat: { $containsi: 'planifi' }, datePublication: { $lte: now } },
    select: ['documentId', 'etat', 'datePublication'],
  });
  const due = [...new Set(candidates.filter((c: any) => isDue(c, now)).map((c: any) => c.documentId as string))];
  for (const documentId of due) {
    await strapi.db.query(UID.article).updateMany({ where: { documentId }, data: { etat: 'publié' } });
  }
  if (due.length) strapi.log.info(`scheduler: published ${due.length} scheduled article(s)`);
  return due.length;
}
