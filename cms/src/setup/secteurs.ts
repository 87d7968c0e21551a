import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';
import { LANGS, type Lang } from '@teranga/domain';
import { writeLocalizedDocument } from '../services/localized-writer';
import { secteurs } from '../seed/fixtures/secteurs';

/**
 * The five sectors are reference data, not demo content: the site's pages, the contact form and every
 * realisation need them, in production too. Checked on every start; a missing one is created in fr, en
 * and pt, an existing one is left as it is. Answers each slug's documentId.
 */
export async function ensureSecteurs(strapi: Core.Strapi): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const s of secteurs) {
    const found = await strapi.db.query(UID.secteur).findOne({ where: { slug: s.slug }, select: ['documentId'] });
    if (found) {
      ids[s.slug] = found.documentId;
      continue;
    }
    const nom = {} as Record<Lang, Record<string, unknown>>;
    for (const lang of LANGS) nom[lang] = { nom: s.nom[lang] };
    ids[s.slug] = await writeLocalizedDocument(strapi, UID.secteur, { slug: s.slug, ordre: s.ordre }, nom);
    strapi.log.info(`setup: sector ${s.slug} created`);
  }
  return ids;
}
