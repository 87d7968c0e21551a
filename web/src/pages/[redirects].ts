// dist/_redirects: the former addresses of the detail pages, each a 301 to its current page (lib/redirects.ts).
// Astro leaves files whose name starts with `_` out of the routes, so the name comes from getStaticPaths.
import type { APIRoute } from 'astro';
import { formerAddresses, redirectsFile } from '../lib/redirects';
import { allOpportunites, articles, realisations } from '../lib/site-data';

export const getStaticPaths = () => [{ params: { redirects: '_redirects' } }];

export const GET: APIRoute = async () => {
  const redirects = [
    ...formerAddresses('realisation', await realisations()),
    ...formerAddresses('article', await articles()),
    ...formerAddresses('opportunite', await allOpportunites()),
  ];
  const file = redirectsFile(redirects, (from, targets) =>
    console.warn(`_redirects: ${from} is a former address of ${targets.length} pages (${targets.join(', ')}); no redirect written`),
  );
  return new Response(file, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
