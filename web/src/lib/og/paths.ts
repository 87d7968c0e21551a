// Which share image each page uses: its own for the static pages and the detail pages, its list's for
// the later pages of a list, the home page's of its language for the rest (404, newsletter pages…).
import { LANGS, localizePath, type Lang } from '../languages';
import { STATIC_PAGES } from '../routes';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const DETAIL = /^\/(?:article|realisation|opportunite)\/[^/]+$/;
const LATER_LIST_PAGE = /^\/(actualites|realisations|opportunites)\/\d+$/;

/** `/en/article/x` → `en/article/x`: the image's name under /og/ (without .jpg). */
export function ogImageKey(pagePath: string): string {
  const lang = (LANGS.find((l) => l !== 'fr' && (pagePath === `/${l}` || pagePath.startsWith(`/${l}/`))) ?? 'fr') as Lang;
  let rest = lang === 'fr' ? pagePath : pagePath.slice(lang.length + 1) || '/';
  if (rest === '/articles') rest = '/actualites';
  rest = rest.replace(LATER_LIST_PAGE, '/$1');
  const own = rest === '/' || DETAIL.test(rest) || (STATIC_PAGES as readonly string[]).includes(rest);
  const name = own && rest !== '/' ? rest.slice(1) : 'index';
  return lang === 'fr' ? name : `${lang}/${name}`;
}

/** The file of the card of `key` in the built site (`og/article/la-fibre.jpg`). */
export const ogImageFile = (key: string) => `og/${key}.jpg`;

export const ogImagePath = (pagePath: string) => `/${ogImageFile(ogImageKey(pagePath))}`;

/** The key of a page of `lang` at the spec path `path` (`/telecom`, `/article/x`). */
export const ogKeyFor = (lang: Lang, path: string) => ogImageKey(localizePath(lang, path));
