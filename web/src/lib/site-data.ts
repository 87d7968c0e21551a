// The content collections, published only and newest first (SPEC section 4).
import { getCollection } from 'astro:content';
import type { Article, Opportunite, Partenaire, Realisation } from './contract';
import { byDisplayOrder, isPublished, newestFirst } from './content';

// Typed here rather than through astro:content's generated types, which exist only after a build.
type Entry = { data: unknown };

export async function realisations(): Promise<Realisation[]> {
  const items = (await getCollection('realisations')).map((e: Entry) => e.data as Realisation);
  return newestFirst(items.filter(isPublished));
}

export async function articles(): Promise<Article[]> {
  const items = (await getCollection('articles')).map((e: Entry) => e.data as Article);
  return newestFirst(items.filter(isPublished));
}

export async function opportunites(): Promise<Opportunite[]> {
  const items = (await getCollection('opportunites')).map((e: Entry) => e.data as Opportunite);
  return newestFirst(items.filter(isPublished), 'dateCreation');
}

export async function partenaires(): Promise<Partenaire[]> {
  return byDisplayOrder((await getCollection('partenaires')).map((e: Entry) => e.data as Partenaire));
}
