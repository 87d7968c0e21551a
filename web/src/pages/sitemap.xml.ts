// Every public page in each language with its hreflang alternates.
import type { APIRoute } from 'astro';
import { alternatesFor, detailAlternates, sitemapXml, STATIC_PAGES } from '../lib/routes';
import { articles, opportunites, realisations } from '../lib/site-data';

export const GET: APIRoute = async ({ site }) => {
  const pages = [
    ...STATIC_PAGES.map((path) => alternatesFor(path)),
    ...(await realisations()).map((r) => detailAlternates('realisation', r.slug)),
    ...(await articles()).map((a) => detailAlternates('article', a.slug)),
    ...(await opportunites()).map((o) => detailAlternates('opportunite', o.slug)),
  ];
  return new Response(sitemapXml(site!.href, pages), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
