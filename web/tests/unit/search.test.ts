import { describe, expect, it } from 'vitest';
import { resultHref, resultsText, searchTerms, shardsFor } from '../../src/lib/search';

const messages = {
  loading: '…',
  none: 'Aucun résultat pour « {{query}} ».',
  resultsOne: '1 résultat pour « {{query}} »',
  resultsMany: '{{count}} résultats pour « {{query}} »',
  unavailable: 'x',
};

describe('search page rules', () => {
  it('links a result to the page address the site serves', () => {
    expect(resultHref('/en/article/fibre-optic.html')).toBe('/en/article/fibre-optic');
    expect(resultHref('/realisation/pont.html')).toBe('/realisation/pont');
    expect(resultHref('/index.html')).toBe('/');
    expect(resultHref('/pt/index.html')).toBe('/pt');
  });

  it("says how many results a query found, in the page language's words", () => {
    expect(resultsText(messages, 0, 'fibre')).toBe('Aucun résultat pour « fibre ».');
    expect(resultsText(messages, 1, 'fibre')).toBe('1 résultat pour « fibre »');
    expect(resultsText(messages, 12, 'fibre')).toBe('12 résultats pour « fibre »');
  });

  it('searches for the trimmed words, and for nothing when there are none', () => {
    expect(searchTerms('  génie civil ')).toBe('génie civil');
    expect(searchTerms('   ')).toBeNull();
    expect(searchTerms(null)).toBeNull();
    expect(searchTerms('x'.repeat(500))).toHaveLength(200);
  });

  it("searches the index folders of the page's language only, and nothing the manifest does not name as a folder", () => {
    const manifest = { languages: { fr: ['article-0.ab12/', 'article-1.cd34/'], en: ['en-article-0.ef56/'] } };
    expect(shardsFor(manifest, 'fr')).toEqual(['article-0.ab12/', 'article-1.cd34/']);
    expect(shardsFor(manifest, 'en')).toEqual(['en-article-0.ef56/']);
    expect(shardsFor(manifest, 'pt')).toEqual([]);
    expect(shardsFor({ languages: { fr: ['../x/', '../', 'https://e.com/', 3, 'ok.1/'] } }, 'fr')).toEqual(['ok.1/']);
    expect(shardsFor(null, 'fr')).toEqual([]);
    expect(shardsFor({}, 'fr')).toEqual([]);
  });
});
