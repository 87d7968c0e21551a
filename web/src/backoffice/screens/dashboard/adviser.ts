// The adviser dashboard's figures, as pure functions over the server's pages (their own items only,
// as the CMS answers an adviser): the latest drafts, what is scheduled, and the views of what is published.
import type { ContentItem, ContentKind } from '../../content/types';

export interface KindItem {
  kind: ContentKind;
  item: ContentItem;
}

const time = (iso: string | null | undefined) => {
  const t = iso ? new Date(iso).getTime() : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** The latest `limit` of several kinds' items, newest created first. */
export function latest(groups: readonly KindItem[][], limit: number): KindItem[] {
  return groups
    .flat()
    .sort((a, b) => time(b.item.dateCreation) - time(a.item.dateCreation))
    .slice(0, limit);
}

export interface Views {
  /** Published items counted. */
  published: number;
  /** Their views added up. */
  total: number;
  /** The most viewed, most first (items never viewed left out). */
  top: KindItem[];
}

/** The views of the published items: their sum and the `limit` most viewed. */
export function viewsOf(published: readonly KindItem[], limit: number): Views {
  const views = (entry: KindItem) => (Number.isFinite(entry.item.nombreVues) ? (entry.item.nombreVues as number) : 0);
  return {
    published: published.length,
    total: published.reduce((sum, entry) => sum + views(entry), 0),
    top: [...published]
      .filter((entry) => views(entry) > 0)
      .sort((a, b) => views(b) - views(a))
      .slice(0, limit),
  };
}
