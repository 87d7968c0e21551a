// List pages of a large site: page 1 at the list's own address (the spec's URL), page n at `<list>/n`.
export const PAGE_SIZE = 12;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** `/actualites` for page 1, `/actualites/2` for page 2 (unlocalized; localizePath adds /en or /pt). */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${page}`;
}

/**
 * The items of page `page` (1-based) of a newest-first list. Page 1 holds the newest `size`; pages 3… hold
 * fixed groups counted from the oldest item, and page 2 the rest (1 to `size` items). A new item then
 * changes pages 1 and 2 only, so a publication re-renders two pages of the list instead of all of them
 * (the whole list when page 2 is full and a page is added; docs/product.md §2).
 */
export function pageItems<T>(items: T[], page: number, size = PAGE_SIZE): T[] {
  if (page <= 1) return items.slice(0, size);
  const second = (items.length - size) % size || size;
  const start = page === 2 ? size : size + second + (page - 3) * size;
  return items.slice(start, page === 2 ? size + second : start + size);
}

/** Page numbers after the first, which get their own routes and sitemap entries. */
export function laterPages(total: number, size = PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) - 1 }, (_, i) => i + 2);
}

export interface PageLink {
  page: number;
  path: string;
  current: boolean;
}
export interface Pagination {
  page: number;
  count: number;
  prev?: string;
  next?: string;
  links: (PageLink | null)[];
}

/**
 * Where page `page` of `count` links to: previous, next, and the page numbers to show (first, last and
 * two around the current one; `null` marks a gap shown as an ellipsis), so 84 pages stay one short line.
 */
export function pagination(base: string, page: number, count: number): Pagination {
  const shown = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= count));
  const numbers = [...shown].sort((a, b) => a - b);
  const links: (PageLink | null)[] = [];
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1] > 1) links.push(null);
    links.push({ page: n, path: pagePath(base, n), current: n === page });
  });
  return {
    page,
    count,
    prev: page > 1 ? pagePath(base, page - 1) : undefined,
    next: page < count ? pagePath(base, page + 1) : undefined,
    links,
  };
}
