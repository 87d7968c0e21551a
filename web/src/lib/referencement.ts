// What a detail page shows search engines and share cards (docs/product.md §5 "Référencement"): the item's own search
// title and description in the page's language when an editor wrote them, else the page's title with
// the site's name and the summary the page already described itself with.
import type { Lang } from './languages';

type PerLang = Partial<Record<Lang, string>> | null | undefined;

export const SITE_NAME = 'Teranga Services';

export interface Referencement {
  /** The `<title>` and og:title. */
  title: string;
  /** The meta description and og:description. */
  description: string;
}

/** The snippet of an item in `lang`; `title` and `description` are the page's defaults in that language. */
export function referencementOf(
  item: { referencementTitre?: PerLang; referencementDescription?: PerLang },
  lang: Lang,
  defaults: { title: string; description: string },
): Referencement {
  const title = item.referencementTitre?.[lang]?.trim();
  const description = item.referencementDescription?.[lang]?.trim();
  return {
    title: title || `${defaults.title} | ${SITE_NAME}`,
    description: description || defaults.description,
  };
}
