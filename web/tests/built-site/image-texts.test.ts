// The items' pictures on the built site (docs/product.md §5): each <img> says what it shows in the page's
// language (the item's title when it has no text), the share card's alt names the picture, and pictures a
// frame crops keep their focal point visible through object-position, which the site's CSP allows.
import { describe, expect, it } from 'vitest';
import { LANGS, localizePath, type Lang } from '../../src/lib/languages';
import { cspDirective, headersFor, loadSiteRules } from '../../../scripts/site-rules.mjs';
import { publishedArticles, publishedOpportunites, publishedRealisations } from './content';
import { page } from './dist';

const [articles, opportunites, realisations] = await Promise.all([publishedArticles(), publishedOpportunites(), publishedRealisations()]);
const visible = (o: { etat: string | null }) => o.etat === 'publié';

type Item = { slug: Record<Lang, string>; titre: Record<Lang, string>; pointFocal: { x: number; y: number } | null };
const detailPath = (kind: string, item: Item, lang: Lang) => localizePath(lang, `/${kind}/${item.slug[lang] || item.slug.fr}`);
const expectedAlt = (text: string | undefined, item: Item, lang: Lang) => text?.trim() || item.titre[lang] || item.titre.fr;
const objectPosition = (img: Element | null) => /object-position:\s*([\d.]+% [\d.]+%)/.exec(img?.getAttribute('style') ?? '')?.[1] ?? null;
const position = (item: Item) => (item.pointFocal ? `${item.pointFocal.x}% ${item.pointFocal.y}%` : null);
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? '';

/** The card of the list page at `listPath` that links to `href`. */
function cardImage(listPath: string, href: string): Element | null {
  const link = page(listPath).querySelector(`.card-media[href="${href}"]`);
  return link?.querySelector('img') ?? null;
}

describe('pictures of the items on the built site', () => {
  it('the seed gives texts in the three languages and focal points to some items', () => {
    const withPoint = [...articles, ...opportunites, ...realisations].filter((i) => i.pointFocal);
    expect(withPoint.length).toBeGreaterThan(0);
    for (const a of articles) for (const lang of LANGS) expect(a.texteAlternatif[lang], a.titre.fr).toBeTruthy();
  });

  it.each(LANGS)('article detail pages and cards describe the main image in %s and crop around its focal point', (lang) => {
    for (const a of articles.filter(visible)) {
      const urlPath = detailPath('article', a, lang);
      const doc = page(urlPath);
      const img = doc.querySelector('img.detail-image');
      const alt = expectedAlt(a.texteAlternatif[lang], a, lang);
      expect(img?.getAttribute('alt'), urlPath).toBe(alt);
      expect(objectPosition(img), urlPath).toBe(position(a));
      expect(meta(doc, 'og:image:alt'), urlPath).toContain(alt);
    }
    // The latest articles' cards, on the first page of the list.
    let cards = 0;
    for (const a of articles.filter(visible)) {
      const img = cardImage(localizePath(lang, '/actualites'), detailPath('article', a, lang));
      if (!img) continue;
      cards += 1;
      expect(img.getAttribute('alt')).toBe(expectedAlt(a.texteAlternatif[lang], a, lang));
      expect(objectPosition(img)).toBe(position(a));
    }
    expect(cards).toBeGreaterThan(0);
  });

  it.each(LANGS)('opportunity pages and cards describe the image in %s', (lang) => {
    for (const o of opportunites.filter(visible)) {
      const img = page(detailPath('opportunite', o, lang)).querySelector('img.detail-image');
      expect(img?.getAttribute('alt')).toBe(expectedAlt(o.texteAlternatif[lang], o, lang));
      expect(objectPosition(img)).toBe(position(o));
      const card = cardImage(localizePath(lang, '/opportunites'), detailPath('opportunite', o, lang));
      if (card) expect(card.getAttribute('alt')).toBe(expectedAlt(o.texteAlternatif[lang], o, lang));
    }
  });

  it.each(LANGS)('realisation galleries describe the cover in %s and crop it around its focal point', (lang) => {
    for (const r of realisations.filter(visible)) {
      const urlPath = detailPath('realisation', r, lang);
      const main = page(urlPath).querySelector('[data-testid="gallery-main"]');
      expect(main?.getAttribute('alt'), urlPath).toBe(expectedAlt(r.textesAlternatifs[lang][0], r, lang));
      // The island's frame carries the cover's point; the page's CSS applies it while the cover shows (no script).
      const frame = main?.closest('.island');
      expect(/--cover-position:\s*([\d.]+% [\d.]+%)/.exec(frame?.getAttribute('style') ?? '')?.[1] ?? null, urlPath).toBe(position(r));
    }
    const home = page(localizePath(lang, '/'));
    const withPoint = realisations.filter((r) => visible(r) && r.pointFocal);
    for (const r of withPoint) {
      const img = home.querySelector(`.card-media[href="${detailPath('realisation', r, lang)}"] img`);
      if (img) expect(objectPosition(img)).toBe(position(r));
    }
  });

  it("the style attributes carrying the focal points are allowed by the pages' Content-Security-Policy", () => {
    const item = articles.find((a) => visible(a) && a.pointFocal) as Item;
    expect(item).toBeTruthy();
    const csp = headersFor(loadSiteRules(), detailPath('article', item, 'fr'))['Content-Security-Policy'] ?? '';
    // A style attribute needs 'unsafe-inline' in style-src (or style-src-attr), not a hash.
    const attr = cspDirective(csp, 'style-src-attr');
    expect(attr.length ? attr : cspDirective(csp, 'style-src')).toContain("'unsafe-inline'");
  });
});
