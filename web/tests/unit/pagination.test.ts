import { describe, expect, it } from 'vitest';
import { laterPages, pageCount, pageItems, pagePath, pagination } from '../../src/lib/pagination';

describe('pagination', () => {
  it('counts pages, at least one for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(1000)).toBe(84);
    expect(pageCount(10, 4)).toBe(3);
  });

  it('keeps page 1 at the list address and numbers the others', () => {
    expect(pagePath('/actualites', 1)).toBe('/actualites');
    expect(pagePath('/actualites', 2)).toBe('/actualites/2');
  });

  it('slices the items of a page: the newest first, page 2 holding the rest, later pages full', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pageItems(items, 1, 4)).toEqual([0, 1, 2, 3]);
    expect(pageItems(items, 2, 4)).toEqual([4, 5]);
    expect(pageItems(items, 3, 4)).toEqual([6, 7, 8, 9]);
    expect(pageItems(items.slice(0, 8), 2, 4)).toEqual([4, 5, 6, 7]);
    expect(pageItems(items.slice(0, 3), 1, 4)).toEqual([0, 1, 2]);
  });

  it('lists every item once, in order, on pageCount pages none of them empty', () => {
    for (let length = 0; length <= 40; length += 1) {
      const items = Array.from({ length }, (_, i) => i);
      const pages = Array.from({ length: pageCount(length, 4) }, (_, i) => pageItems(items, i + 1, 4));
      expect(pages.flat()).toEqual(items);
      if (length) for (const page of pages) expect(page.length).toBeGreaterThan(0);
    }
  });

  it('keeps pages 3… unchanged when a newer item is added, unless page 2 was full', () => {
    const older = Array.from({ length: 1000 }, (_, i) => `item ${1000 - i}`);
    const newer = ['item 1001', ...older];
    expect(pageCount(newer.length)).toBe(pageCount(older.length));
    for (let page = 3; page <= pageCount(older.length); page += 1) expect(pageItems(newer, page)).toEqual(pageItems(older, page));
    expect(pageItems(newer, 1)).not.toEqual(pageItems(older, 1));
    expect(pageItems(newer, 2)).toHaveLength(pageItems(older, 2).length + 1);
  });

  it('lists the later pages that need their own routes', () => {
    expect(laterPages(5)).toEqual([]);
    expect(laterPages(30)).toEqual([2, 3]);
  });

  it('links previous and next, with none beyond the ends', () => {
    expect(pagination('/realisations', 1, 3)).toMatchObject({ prev: undefined, next: '/realisations/2' });
    expect(pagination('/realisations', 2, 3)).toMatchObject({ prev: '/realisations', next: '/realisations/3' });
    expect(pagination('/realisations', 3, 3)).toMatchObject({ prev: '/realisations/2', next: undefined });
  });

  it('shows the first, the last and two around the current page, with gaps', () => {
    const numbers = pagination('/actualites', 40, 84).links.map((l) => (l ? l.page : '…'));
    expect(numbers).toEqual([1, '…', 38, 39, 40, 41, 42, '…', 84]);
    expect(pagination('/actualites', 40, 84).links.find((l) => l?.current)?.path).toBe('/actualites/40');
    expect(pagination('/actualites', 2, 4).links.map((l) => l?.page)).toEqual([1, 2, 3, 4]);
    expect(pagination('/actualites', 1, 1).links.map((l) => l?.page)).toEqual([1]);
  });
});
