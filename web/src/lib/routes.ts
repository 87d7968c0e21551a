// Every public page and its addresses in the three languages (docs/architecture.md §3).
import { detailPath, type DetailKind } from '@teranga/domain';
import { LANGS, localizePath, type Lang } from './languages';

export type Alternates = Record<Lang, string>;

/** Pages that exist once per language at the same path (the domain's list, which link checks read too). */
export { STATIC_PAGES } from '@teranga/domain';

export function alternatesFor(path: string): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, localizePath(lang, path)])) as Alternates;
}

export type { DetailKind } from '@teranga/domain';

/** A detail page's address in each language, each with its own localized slug. */
export function detailAlternates(kind: DetailKind, slug: Record<Lang, string>): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, detailPath(kind, lang, slug[lang] || slug.fr)])) as Alternates;
}

export function absolute(site: string, path: string): string {
  return new URL(path, site).href;
}

export function sitemapXml(site: string, pages: Alternates[]): string {
  const link = (lang: string, path: string) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(site, path)}"/>`;
  const urls = pages.flatMap((alternates) =>
    LANGS.map((lang) =>
      [
        '  <url>',
        `    <loc>${absolute(site, alternates[lang])}</loc>`,
        ...LANGS.map((l) => link(l, alternates[l])),
        link('x-default', alternates.fr),
        '  </url>',
      ].join('\n'),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
