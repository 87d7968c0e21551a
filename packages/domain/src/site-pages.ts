// The public site's pages as addresses (docs/architecture.md §3), for what must know whether a link
// of the site leads somewhere: French at the root, English under /en, Portuguese under /pt.
import { DEFAULT_LANG, LANGS, type Lang } from './languages';

/** Pages that exist once per language at the same path. */
export const STATIC_PAGES = [
  '/',
  '/telecom',
  '/genie-civil',
  '/it',
  '/etudes',
  '/cablage',
  '/actualites',
  '/realisations',
  '/opportunites',
  '/qui-sommes-nous',
  '/contact',
  '/recherche',
] as const;

/** Other pages every language has: the forms' thanks, the newsletter's steps, the feed. */
const OTHER_PAGES = [
  '/articles',
  '/contact/merci',
  '/newsletter/merci',
  '/newsletter/confirmation',
  '/newsletter/desabonnement',
  '/rss.xml',
];

/** Lists cut into pages: `/actualites/2`. */
const PAGED_LISTS = ['/actualites', '/realisations', '/opportunites'];

export const DETAIL_KINDS = ['article', 'realisation', 'opportunite'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** An item's page: `/article/<slug>` in French, `/en/article/<slug>` in English… */
export function detailPath(type: DetailKind, lang: Lang, slug: string): string {
  return `${lang === DEFAULT_LANG ? '' : `/${lang}`}/${type}/${slug}`;
}

/** One of the site's item pages an editor may link to (GET /site/pages, the rich-text editor's link dialog). */
export interface SitePage {
  type: DetailKind;
  /** What the link stores as its reference (`data-ref`, see LinkReference in rich-text.ts). */
  reference: string;
  titre: string;
  /** The page's full address on the public site, in the language searched. */
  adresse: string;
}

export type SitePath =
  | { kind: 'page' }
  | { kind: 'detail'; type: DetailKind; lang: Lang; slug: string }
  /** A file (a picture, a document): not a page this module knows. */
  | { kind: 'file' }
  | { kind: 'unknown' };

/** What an address of the site is: one of its pages, an item's detail page, a file, or nothing known. */
export function readSitePath(pathname: string): SitePath {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  const lang = LANGS.find((l) => l !== DEFAULT_LANG && segments[0] === l) ?? DEFAULT_LANG;
  const rest = lang === DEFAULT_LANG ? segments : segments.slice(1);
  const path = `/${rest.join('/')}`;
  if ((STATIC_PAGES as readonly string[]).includes(path) || OTHER_PAGES.includes(path)) return { kind: 'page' };
  if (rest.length === 2 && PAGED_LISTS.includes(`/${rest[0]}`) && /^[1-9]\d{0,5}$/.test(rest[1])) return { kind: 'page' };
  if (rest.length === 2 && (DETAIL_KINDS as readonly string[]).includes(rest[0]) && rest[1])
    return { kind: 'detail', type: rest[0] as DetailKind, lang, slug: decodeURIComponentSafe(rest[1]) };
  if (/\.[a-z0-9]{2,5}$/i.test(rest.at(-1) ?? '')) return { kind: 'file' };
  return { kind: 'unknown' };
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
