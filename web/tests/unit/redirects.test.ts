import { describe, expect, it } from 'vitest';
import { formerAddresses, redirectsFile } from '../../src/lib/redirects';
import { detailAlternates, sitemapXml } from '../../src/lib/routes';

const item = {
  slug: { fr: 'fibre-a-thies', en: 'fibre-in-thies', pt: 'fibra-em-thies' },
  anciensSlugs: { fr: ['fibre-thies', 'reseau-thies'], en: ['thies-fibre'], pt: [] },
};

describe('former addresses', () => {
  it('send each former address of a language straight to the current page of that language', () => {
    expect(formerAddresses('article', [item])).toEqual([
      { from: '/article/fibre-thies', to: '/article/fibre-a-thies' },
      { from: '/article/reseau-thies', to: '/article/fibre-a-thies' },
      { from: '/en/article/thies-fibre', to: '/en/article/fibre-in-thies' },
    ]);
  });

  it("point a language without its own slug at the page it shows (the French slug's)", () => {
    const untranslated = { slug: { fr: 'pont', en: '', pt: 'ponte' }, anciensSlugs: { fr: [], en: [], pt: ['ponte-velha'] } };
    expect(formerAddresses('realisation', [untranslated])).toEqual([{ from: '/pt/realisation/ponte-velha', to: '/pt/realisation/ponte' }]);
  });

  it('are written as Netlify _redirects lines, an address repeated to the same page once', () => {
    const file = redirectsFile([
      { from: '/opportunite/a', to: '/opportunite/b' },
      { from: '/opportunite/a', to: '/opportunite/b' },
      { from: '/pt/opportunite/x', to: '/pt/opportunite/y' },
    ]);
    expect(file).toBe('/opportunite/a /opportunite/b 301\n/pt/opportunite/x /pt/opportunite/y 301\n');
    expect(redirectsFile([])).toBe('');
  });

  it('write no line for an address two pages claim, whatever their order, and say which', () => {
    const claimed = [
      { from: '/article/b-old', to: '/article/b-new' },
      { from: '/article/kept', to: '/article/a-new' },
      { from: '/article/b-old', to: '/article/a-new' },
    ];
    for (const order of [claimed, [...claimed].reverse()]) {
      const skipped: Array<[string, string[]]> = [];
      expect(redirectsFile(order, (from, targets) => skipped.push([from, targets]))).toBe('/article/kept /article/a-new 301\n');
      expect(skipped.map(([from, targets]) => [from, [...targets].sort()])).toEqual([
        ['/article/b-old', ['/article/a-new', '/article/b-new']],
      ]);
    }
  });

  it("leave out a former address that is a current page, its own or another item's", () => {
    const other = { slug: { fr: 'reseau-thies', en: 'other', pt: 'outro' }, anciensSlugs: { fr: [], en: [], pt: [] } };
    const back = { ...item, anciensSlugs: { fr: ['fibre-a-thies', 'reseau-thies'], en: [], pt: [] } };
    expect(formerAddresses('article', [back, other])).toEqual([]);
  });

  it('never reach the sitemap or the hreflang alternates, which name current addresses only', () => {
    const xml = sitemapXml('https://site.sn', [detailAlternates('article', item.slug)]);
    expect(xml).toContain('https://site.sn/en/article/fibre-in-thies');
    for (const old of ['fibre-thies', 'reseau-thies', 'thies-fibre']) expect(xml).not.toContain(`/${old}`);
  });
});
