// The content collections, published only and newest first.
import { getCollection } from 'astro:content';
import type { Article, Opportunite, Partenaire, Realisation } from '@teranga/domain';
import type { ListKind } from './lists';
import { publishedOnly, sortNewestFirst } from '@teranga/domain';
import { byDisplayOrder } from './content';
import { isOpen } from './opportunity';

/** One clock for the whole build: every page agrees on which offers are still open. */
export const BUILD_TIME = new Date();

// Typed here rather than through astro:content's generated types, which exist only after a build.
type Entry = { data: unknown };

/**
 * A build reads each collection once: the lists feed thousands of pages (details, list pages, sector
 * pages, sitemap), so they are filtered and sorted once per build, not once per page. `astro dev`
 * recomputes them so content edits show up.
 */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? compute() : (value ??= compute()));
}

export const realisations = once(async (): Promise<Realisation[]> => {
  const items = (await getCollection('realisations')).map((e: Entry) => e.data as Realisation);
  return sortNewestFirst(publishedOnly(items), 'datePublication');
});

export const articles = once(async (): Promise<Article[]> => {
  const items = (await getCollection('articles')).map((e: Entry) => e.data as Article);
  return sortNewestFirst(publishedOnly(items), 'datePublication');
});

/** Every published offer, closed ones included: each keeps its page, marked closed. */
export const allOpportunites = once(async (): Promise<Opportunite[]> => {
  const items = (await getCollection('opportunites')).map((e: Entry) => e.data as Opportunite);
  return sortNewestFirst(publishedOnly(items), 'dateCreation');
});

/** The open offers: what the lists, the home page and the sitemap show. */
export const opportunites = once(async (): Promise<Opportunite[]> => (await allOpportunites()).filter((o) => isOpen(o, BUILD_TIME)));

export const partenaires = once(async (): Promise<Partenaire[]> => byDisplayOrder((await getCollection('partenaires')).map((e: Entry) => e.data as Partenaire)));

/** The number of items of a public list (the sitemap's later list pages). */
export async function listLength(list: ListKind): Promise<number> {
  return (await { actualites: articles, realisations, opportunites }[list]()).length;
}
