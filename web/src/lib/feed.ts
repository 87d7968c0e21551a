// The news feed of each language: articles and realisations, newest first, plain-text summaries.
import type { Article, Realisation } from '@teranga/domain';
import { articleHref, pickText, realisationHref } from './cards';
import { absolute } from './routes';
import { truncate } from './text';
import { richText } from './rich-text';
import type { Lang } from './languages';
import { categoryLabel } from './enumerations';
import { useTranslations } from '../i18n';

export const FEED_LIMIT = 50;
const SUMMARY_MAX = 300;

export interface FeedItem {
  title: string;
  link: string;
  pubDate: Date;
  description: string;
  categories: string[];
}

/** One line of plain text: formatted text read as text, whitespace collapsed, cut at a readable length. */
export function plainSummary(text: string | null | undefined): string {
  return truncate(richText(text).replace(/\s+/g, ' '), SUMMARY_MAX);
}

const dated = (value: string | null) => (value ? new Date(value) : null);

interface Source {
  titre: Record<Lang, string>;
  datePublication: string | null;
  dateCreation: string | null;
}

export function feedItems(site: string, lang: Lang, articles: Article[], realisations: Realisation[], limit = FEED_LIMIT): FeedItem[] {
  const item = (
    entry: Source,
    href: string,
    summary: Record<Lang, string>,
    fallback: Record<Lang, string>,
    categories: string[],
  ): FeedItem | null => {
    const pubDate = dated(entry.datePublication ?? entry.dateCreation);
    return (
      pubDate && {
        title: pickText(entry.titre, lang),
        link: absolute(site, href),
        pubDate,
        description: plainSummary(pickText(summary, lang) || pickText(fallback, lang)),
        categories,
      }
    );
  };
  const t = useTranslations(lang);
  const items = [
    ...articles.map((a) =>
      item(
        a,
        articleHref(a, lang),
        a.resume,
        a.contenu,
        a.categories.map((c) => categoryLabel(c, t)),
      ),
    ),
    ...realisations.map((r) =>
      item(r, realisationHref(r, lang), r.description, r.contenu, r.secteur ? [pickText(r.secteur.nom, lang)] : []),
    ),
  ].filter((i): i is FeedItem => i !== null);
  return items.sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime()).slice(0, limit);
}
