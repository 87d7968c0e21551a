// The search snippet of the detail pages (docs/product.md §5 "Référencement") on the built site: an item's own search title
// and description in a language are the page's <title>, meta description and og tags; a language without
// them (and every item without) has the title with the site's name and the summary.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/lib/languages';
import { detailAlternates } from '../../src/lib/routes';
import { publishedArticles } from './content';
import { page } from './dist';

const articles = await publishedArticles();

const head = (path: string) => {
  const doc = page(path);
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
  return {
    title: doc.querySelector('title')?.textContent,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
  };
};

describe('the detail pages search snippet', () => {
  it('the demo has an article with its own snippet in some languages and not in others', () => {
    const own = articles.filter((a) => a.referencementTitre.fr);
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((a) => !a.referencementTitre.pt)).toBe(true);
  });

  it.each(LANGS)('every %s article page has its own snippet, else its title with the site name and its summary', (lang) => {
    for (const a of articles) {
      const path = detailAlternates('article', a.slug)[lang];
      const title = a.referencementTitre[lang] || `${a.titre[lang] || a.titre.fr} | Teranga Services`;
      const description = a.referencementDescription[lang] || a.resume[lang] || a.resume.fr || a.titre[lang] || a.titre.fr;
      expect(head(path), path).toEqual({ title, description, ogTitle: title, ogDescription: description });
    }
  });
});
