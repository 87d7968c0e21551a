// Formatted text in the built pages (docs/product.md §5): the stored HTML subset is in the detail page
// as markup, with no script; text stored before formatted text is paragraphs; feeds and structured
// data carry the plain text.
import { describe, expect, it } from 'vitest';
import { htmlToText, isRichText } from '@teranga/domain';
import { LANGS, localizePath } from '../../src/lib/languages';
import { page } from './dist';
import { publishedArticles } from './content';

const articles = await publishedArticles();
const formatted = articles.flatMap((a) => LANGS.filter((lang) => isRichText(a.contenu[lang])).map((lang) => ({ a, lang })));
const plain = articles.flatMap((a) => LANGS.filter((lang) => a.contenu[lang] && !isRichText(a.contenu[lang])).map((lang) => ({ a, lang })));

describe('formatted text in the built site', () => {
  it('has formatted and plain-text articles to check', () => {
    expect(formatted.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
  });

  it.each(formatted.map(({ a, lang }) => [localizePath(lang, `/article/${a.slug[lang]}`), a, lang] as const))(
    '%s renders the stored markup, with no script',
    (path, a, lang) => {
      const prose = page(path).querySelector('article .prose')!;
      const stored = a.contenu[lang];
      for (const tag of ['h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote']) {
        expect(prose.querySelectorAll(tag).length, tag).toBe((stored.match(new RegExp(`<${tag}>`, 'g')) ?? []).length);
      }
      const links = [...prose.querySelectorAll('a')];
      expect(links.length).toBe((stored.match(/<a /g) ?? []).length);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:)/);
        if (link.getAttribute('href')!.startsWith('http')) expect(link.getAttribute('rel')).toBe('noopener');
      }
      expect(prose.querySelectorAll('script, style, img, iframe, [style], [onclick], [onerror]').length).toBe(0);
      // The same text as the stored value's (blocks run together in textContent, so spaces are left out).
      expect(prose.textContent!.replace(/\s+/g, '')).toBe(htmlToText(stored).replace(/\s+/g, ''));
    },
  );

  it.each(plain.slice(0, 3).map(({ a, lang }) => [localizePath(lang, `/article/${a.slug[lang]}`), a, lang] as const))(
    '%s shows plain text as paragraphs',
    (path, a, lang) => {
      const paragraphs = [...page(path).querySelectorAll('article .prose > p')].map((p) => p.textContent);
      expect(paragraphs).toEqual(
        a.contenu[lang]
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      );
    },
  );

  it.each(formatted.map(({ a, lang }) => [localizePath(lang, `/article/${a.slug[lang]}`), lang] as const))(
    '%s gives structured data and the meta description plain text',
    (path) => {
      const doc = page(path);
      expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).not.toMatch(/[<>]/);
      for (const script of doc.querySelectorAll('script[type="application/ld+json"]'))
        expect(script.textContent).not.toMatch(/<\/?(p|h2|ul|li|strong|em|a)[ >]/);
    },
  );
});
