// Every page's getStaticPaths in one place. The content a page shows is read here and handed to the page
// as props, so its cacheKey (lib/page-key.ts) is the digest of exactly what it renders: a publication
// re-renders the item's three pages and the lists, home and sector pages whose props it changes, and
// copies every other page from the previous build. Pages and components never read the content
// collections themselves (tests/unit/page-paths.test.ts checks it).
import { DEFAULT_LANG, LANGS, langParam, type Lang } from './languages';
import { keyed } from './page-key';
import { laterPages, pageCount, pageItems } from './pagination';
import type { ListKind } from './lists';
import { activeOpportunites, HOME_LIMIT, SECTEUR_ARTICLE_LIMIT, secteurRealisationLimit } from './content';
import type { SecteurSlug } from '@teranga/domain';
import { matchesSecteur } from './secteurs';
import { allOpportunites, articles, buildTime, itemPageAddresses, opportunites, partenaires, realisations } from './site-data';
import { closure } from './opportunite';
import type { Article, Opportunite, Partenaire, Realisation } from '@teranga/domain';
import type { Alternates, DetailKind } from './routes';
import { linkReferenceValue, linkReferences } from '@teranga/domain';

type Item = Article | Realisation | Opportunite;

// Closed offers keep their page (it says the offer is closed); lists and the home page show open ones only.
const DETAIL_ITEMS: Record<DetailKind, () => Promise<Item[]>> = {
  article: articles,
  realisation: realisations,
  opportunite: allOpportunites,
};
const LIST_ITEMS: Record<ListKind, () => Promise<Item[]>> = { actualites: articles, realisations, opportunites };

const perLanguage = <P extends object>(props: P, params: Record<string, string> = {}) =>
  LANGS.map((lang: Lang) => ({ params: { lang: langParam(lang), ...params }, props: { lang, ...props } }));

/** Pages that show no content, once per language. */
export const langPaths = () => keyed(perLanguage({}));

/** The 404 pages of /en and /pt (the French one is src/pages/404.astro, outside [...lang]). */
export const notFoundPaths = () => langPaths().filter(({ props }) => props.lang !== DEFAULT_LANG);

/**
 * The current address, in `lang`, of each page the item's formatted texts link to by reference (null when
 * it has none): a prop, so a page is rendered again when a page it links to moves or goes.
 */
export function linkedPages(item: object, lang: Lang, addresses: Map<string, Alternates>): Record<string, string | null> {
  const liens: Record<string, string | null> = {};
  for (const value of Object.values(item)) {
    const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[lang] : undefined;
    if (typeof text !== 'string') continue;
    for (const reference of linkReferences(text)) {
      const key = linkReferenceValue(reference);
      liens[key] = addresses.get(key)?.[lang] ?? null;
    }
  }
  return liens;
}

/** A detail page per published item and language, at the item's slug in that language. */
export function detailPaths(kind: DetailKind) {
  return async () => {
    const now = await buildTime();
    const addresses = await itemPageAddresses();
    return keyed(
      (await DETAIL_ITEMS[kind]()).flatMap((item) =>
        LANGS.map((lang: Lang) => {
          const liens = linkedPages(item, lang, addresses);
          return {
            params: { lang: langParam(lang), slug: item.slug[lang] || item.slug.fr },
            // An offer's page says whether it is closed, which may change with the date alone: it is a prop, so in the key.
            props: kind === 'opportunite' ? { lang, item, liens, closed: closure(item as Opportunite, now) } : { lang, item, liens },
          };
        }),
      ),
    );
  };
}

export interface HomeContent {
  realisations: Realisation[];
  articles: Article[];
  opportunites: Opportunite[];
  partenaires: Partenaire[];
}

/** The home page: the latest items of each kind and the partners' carousel. */
export async function homePaths() {
  const content: HomeContent = {
    realisations: (await realisations()).slice(0, HOME_LIMIT),
    articles: (await articles()).slice(0, HOME_LIMIT),
    opportunites: activeOpportunites(await opportunites()).slice(0, HOME_LIMIT),
    partenaires: await partenaires(),
  };
  return keyed(perLanguage(content));
}

export interface SecteurContent {
  realisations: Realisation[];
  articles: Article[];
}

/** A sector page: its related realisations and articles (docs/product.md §9). */
export function secteurPaths(secteur: SecteurSlug) {
  return async () => {
    const content: SecteurContent = {
      realisations: (await realisations()).filter((r) => matchesSecteur(r, secteur)).slice(0, secteurRealisationLimit(secteur)),
      articles: (await articles()).filter((a) => matchesSecteur(a, secteur)).slice(0, SECTEUR_ARTICLE_LIMIT),
    };
    return keyed(perLanguage(content));
  };
}

export interface ListContent {
  items: Item[];
  page: number;
  count: number;
}

async function listContent(list: ListKind, page: number): Promise<ListContent> {
  const all = await LIST_ITEMS[list]();
  return { items: pageItems(all, page), page, count: pageCount(all.length) };
}

/** Page 1 of a list, at the list's own address. */
export function firstListPaths(list: ListKind) {
  return async () => keyed(perLanguage(await listContent(list, 1)));
}

/** Pages 2… of a list, at `<list>/<n>`. */
export function laterListPaths(list: ListKind) {
  return async () => {
    const pages = laterPages((await LIST_ITEMS[list]()).length);
    const contents = await Promise.all(pages.map((page) => listContent(list, page)));
    return keyed(contents.flatMap((content) => perLanguage(content, { page: String(content.page) })));
  };
}
