import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /conseiller\nDisallow: /newsletter/\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`,
  );
