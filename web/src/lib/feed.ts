// The news feed of each language: articles and realisations, newest first, plain-text summaries.
import type { Article, Realisation } from './contract';
import { articleHref, pickText, realisationHref } from './cards';
import { absolute } from './routes';
import { truncate } from './text';
import type { Lang } from './languages';

export const FEED_LIMIT = 50;
const SUMMARY_MAX = 300;

export interface FeedItem {
  title: string;
  link: string;
  pubDate: Date;
  description: string;
  categories: string[];
}

/** One line of plain text: tags dropped, whitespace collapsed, cut at a readable length. */
export function plainSummary(text: string | null | undefined): string {
  return truncate((text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '), SUMMARY_MAX);
}

const dated = (value: string | null) => (value ? new Date(value) : null);

export function feedItems(site: string, lang: Lang, articles: Article[], realisations: Realisation[], limit = FEED_LIMIT): FeedItem[] {
  const items: FeedItem[] = [];
  for (const a of articles) {
    const pubDate = dated(a.datePublication ?? a.dateCreation);
    if (pubDate) items.push({
      title: pickText(a.titre, lang),
      link: absolute(site, articleHref(a, lang)),
      pubDate,
      description: plainSummary(pickText(a.resume, lang) || pickText(a.contenu, lang)),
      categories: a.categories,
    });
  }
  for (const r of realisations) {
    const pubDate = dated(r.datePublication ?? r.dateCreation);
    if (pubDate) items.push({
      title: pickText(r.titre, lang),
      link: absolute(site, realisationHref(r, lang)),
      pubDate,
      description: plainSummary(pickText(r.description, lang) || pickText(r.contenu, lang)),
      categories: r.secteur ? [pickText(r.secteur.nom, lang)] : [],
    });
  }
  return items.sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime()).slice(0, limit);
}
