// The content lists (lib/cms-content.ts), published only and newest first.
import type { Article, Opportunite, Partenaire, Realisation } from '@teranga/domain';
import type { ListKind } from './lists';
import { publishedOnly, sortNewestFirst, type DetailKind } from '@teranga/domain';
import { byDisplayOrder } from './content';
import { isOpen } from './opportunite';
import { readContent } from './cms-content';
import { detailAlternates, type Alternates } from './routes';

/**
 * A build reads each collection once: the lists feed thousands of pages (details, list pages, sector
 * pages, sitemap), so they are filtered and sorted once per build, not once per page. `astro dev`
 * recomputes them so content edits show up.
 */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? compute() : (value ??= compute()));
}

const content = once(() => readContent());

/** One clock for the whole build, read with the content: every page agrees on which offers are still open. */
export const buildTime = async (): Promise<Date> => (await content()).readAt;

export const realisations = once(async (): Promise<Realisation[]> => {
  const items = (await content()).realisations;
  return sortNewestFirst(publishedOnly(items), 'datePublication');
});

export const articles = once(async (): Promise<Article[]> => {
  const items = (await content()).articles;
  return sortNewestFirst(publishedOnly(items), 'datePublication');
});

/** Every published offer, closed ones included: each keeps its page, marked closed. */
export const allOpportunites = once(async (): Promise<Opportunite[]> => {
  const items = (await content()).opportunites;
  return sortNewestFirst(publishedOnly(items), 'dateCreation');
});

/** The open offers: what the lists, the home page and the sitemap show. */
export const opportunites = once(async (): Promise<Opportunite[]> => {
  const now = await buildTime();
  return (await allOpportunites()).filter((o) => isOpen(o, now));
});

export const partenaires = once(async (): Promise<Partenaire[]> => byDisplayOrder((await content()).partenaires));

/** The number of items of a public list (the sitemap's later list pages). */
export async function listLength(list: ListKind): Promise<number> {
  return (await { actualites: articles, realisations, opportunites }[list]()).length;
}

/** The address of every published item's page in each language, by `type:_id` (what links by reference name). */
export const itemPageAddresses = once(async (): Promise<Map<string, Alternates>> => {
  const pages = new Map<string, Alternates>();
  const add = (type: DetailKind, items: { _id: string; slug: Parameters<typeof detailAlternates>[1] }[]) => {
    for (const item of items) pages.set(`${type}:${item._id}`, detailAlternates(type, item.slug));
  };
  add('article', await articles());
  add('realisation', await realisations());
  add('opportunite', await allOpportunites());
  return pages;
});
