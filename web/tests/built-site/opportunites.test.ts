// Offers on the built site: only open ones in the lists and on the home page; a closed offer keeps a
// page that says so, with no call to answer; an open one is answered by mail with its title as subject.
import { describe, expect, it } from 'vitest';
import { LANGS, localizePath } from '../../src/lib/languages';
import { publishedOpportunites } from './content';
import { allPages, exists, page, sitemapPaths } from './dist';

const fixtures = await publishedOpportunites();

const published = fixtures.filter((o) => o.etat === 'publié');
const open = published.filter((o) => o.statut === 'actif');
const closed = published.filter((o) => o.statut !== 'actif');
// Each language's offer pages by their title.
const pagesByTitle = new Map(
  allPages()
    .filter((p) => /^(?:\/(?:en|pt))?\/opportunite\//.test(p))
    .map((p) => [page(p).querySelector('h1')?.textContent?.trim(), p]),
);
const detailPath = (lang: (typeof LANGS)[number], o: (typeof fixtures)[number]) => pagesByTitle.get(o.titre[lang]) as string;

const cardTitles = (root: ParentNode | null | undefined) =>
  [...(root?.querySelectorAll('.card-title') ?? [])].map((h) => h.textContent?.trim());

describe('opportunities on the built site', () => {
  it.each(LANGS)('the %s list and home page show the open offers only', (lang) => {
    const titles = cardTitles(page(localizePath(lang, '/opportunites')).querySelector('main'));
    expect(titles.sort()).toEqual(open.map((o) => o.titre[lang]).sort());
    const home = cardTitles(page(localizePath(lang, '/')).getElementById('home-opportunites')?.closest('section'));
    expect(home.length).toBeGreaterThan(0);
    for (const title of home) expect(open.map((o) => o.titre[lang])).toContain(title);
  });

  it.each(LANGS)('a closed offer keeps its %s page, says it is closed, has no answer link and is not indexed', (lang) => {
    for (const o of closed) {
      const urlPath = detailPath(lang, o);
      expect(urlPath && exists(urlPath), o.titre[lang]).toBe(true);
      const doc = page(urlPath);
      expect(doc.querySelector('[data-testid="offer-closed"]')?.textContent, urlPath).toBeTruthy();
      expect(doc.querySelector('[data-testid="offer-answer"]')).toBeNull();
      expect(doc.querySelector('a[href^="mailto:"]')?.closest('main')).toBeFalsy();
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(sitemapPaths()).not.toContain(urlPath);
    }
  });

  it.each(LANGS)('an open %s offer is answered by mail, its title as subject', (lang) => {
    for (const o of open) {
      const doc = page(detailPath(lang, o));
      expect(doc.querySelector('[data-testid="offer-closed"]')).toBeNull();
      const cta = doc.querySelector('[data-testid="offer-answer"]') as HTMLAnchorElement;
      const href = new URL(cta.getAttribute('href') as string);
      expect(href.protocol).toBe('mailto:');
      expect(href.pathname).toBe(o.contact);
      expect(href.searchParams.get('subject')).toBe(o.titre[lang]);
      expect(doc.querySelector(`main dd a[href="${cta.getAttribute('href')}"]`)).not.toBeNull();
    }
    const labels = open.map((o) => (page(detailPath(lang, o)).querySelector('[data-testid="offer-answer"]')?.textContent ?? '').trim());
    const expected = {
      fr: ['Postuler', 'Répondre à l’offre'],
      en: ['Apply', 'Respond to this offer'],
      pt: ['Candidatar-se', 'Responder à oferta'],
    }[lang];
    expect(new Set(labels)).toEqual(new Set(open.map((o) => (o.categorie === 'Recrutement' ? expected[0] : expected[1]))));
  });
});
