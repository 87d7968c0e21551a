// The site's item pages an editor may link to (GET /site/pages): the published articles, realisations and
// offers whose title in one language contains the words searched, with the reference the rich-text
// editor stores (packages/domain/src/rich-text.ts, LinkReference) and the page's current address.
import type { Core } from '@strapi/strapi';
import {
  DETAIL_KINDS,
  EDITORIAL_DEFINITIONS,
  detailPath,
  linkReferenceValue,
  type Caller,
  type DetailKind,
  type Lang,
  type SitePage,
} from '@teranga/domain';
import { scopedQuery } from './access-scope';
import { typeOfUid } from './content-snapshot';
import { UID } from '../contract/queries';

/** The content type of each kind of item page. */
// One uid type for the three: the query engine types its queries per uid.
export const DETAIL_UID = Object.fromEntries(EDITORIAL_DEFINITIONS.map((d) => [d.name, d.uid])) as Record<
  DetailKind,
  (typeof UID)['article']
>;

/** How many pages one search answers: a dialog's list, newest changes first. */
export const SITE_PAGES_LIMIT = 10;

/** The public site's origin, as the checks read it. */
export const siteOrigin = (strapi: Core.Strapi): string => String(strapi.config.get('notifications.siteUrl') ?? 'http://localhost:4321');

/** The pages the caller may link to (the access scope's `link`: published items). */
export async function searchSitePages(strapi: Core.Strapi, user: Caller, words: string, lang: Lang): Promise<SitePage[]> {
  const origin = siteOrigin(strapi);
  const found = await Promise.all(
    DETAIL_KINDS.map(async (type) => {
      const rows: { documentId: string; titre: string | null; slug: string | null; updatedAt: string }[] = await scopedQuery(
        strapi,
        DETAIL_UID[type],
        user,
        typeOfUid(DETAIL_UID[type]),
        'link',
      ).findMany({
        where: { locale: lang, slug: { $notNull: true }, ...(words ? { titre: { $containsi: words } } : {}) },
        select: ['documentId', 'titre', 'slug', 'updatedAt'],
        orderBy: { updatedAt: 'desc' },
        limit: SITE_PAGES_LIMIT,
      });
      return rows.map((row) => ({ type, row }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => new Date(b.row.updatedAt).getTime() - new Date(a.row.updatedAt).getTime())
    .slice(0, SITE_PAGES_LIMIT)
    .map(({ type, row }) => ({
      type,
      reference: linkReferenceValue({ type, id: row.documentId }),
      titre: row.titre ?? '',
      adresse: new URL(detailPath(type, lang, row.slug ?? ''), origin).href,
    }));
}
