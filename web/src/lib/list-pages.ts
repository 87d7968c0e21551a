// Static paths of the paginated lists: page 1 in each language, and pages 2… when the list is long enough.
import { LANGS, langParam, type Lang } from './languages';
import { laterPages } from './pagination';
import type { ListKind } from './lists';
import { articles, opportunites, realisations } from './site-data';

const ITEMS: Record<ListKind, () => Promise<unknown[]>> = { actualites: articles, realisations, opportunites };

export async function listLength(list: ListKind): Promise<number> {
  return (await ITEMS[list]()).length;
}

export function laterPageStaticPaths(list: ListKind) {
  return async () => {
    const pages = laterPages(await listLength(list));
    return LANGS.flatMap((lang: Lang) => pages.map((page) => ({ params: { lang: langParam(lang), page: String(page) }, props: { lang, page } })));
  };
}
