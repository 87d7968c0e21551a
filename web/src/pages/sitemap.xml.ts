// Every public page in each language with its hreflang alternates, the later pages of the lists included.
import type { APIRoute } from 'astro';
import { alternatesFor, detailAlternates, sitemapXml, STATIC_PAGES } from '../lib/routes';
import { articles, listLength, opportunites, realisations } from '../lib/site-data';
import { LISTS, type ListKind } from '../lib/lists';
import { laterPages, pagePath } from '../lib/pagination';

export const GET: APIRoute = async ({ site }) => {
  const kinds = Object.keys(LISTS) as ListKind[];
  const listPages = (
    await Promise.all(
      kinds.map(async (list) => laterPages(await listLength(list)).map((page) => alternatesFor(pagePath(LISTS[list].base, page)))),
    )
  ).flat();
  const pages = [
    ...STATIC_PAGES.map((path) => alternatesFor(path)),
    ...listPages,
    ...(await realisations()).map((r) => detailAlternates('realisation', r.slug)),
    ...(await articles()).map((a) => detailAlternates('article', a.slug)),
    ...(await opportunites()).map((o) => detailAlternates('opportunite', o.slug)),
  ];
  return new Response(sitemapXml(site!.href, pages), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
