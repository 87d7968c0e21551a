import { describe, expect, it } from 'vitest';
import { CONTACT_SECTEUR, SECTEUR_PAGES, matchesSecteur, normalize } from '../../src/lib/secteurs';

const nom = (fr: string) => ({ fr, en: fr, pt: fr });

describe('sector filters (docs/product.md §9)', () => {
  it('normalizes accents, case and separators', () => {
    expect(normalize('Génie civil')).toBe('geniecivil');
    expect(normalize('cablâge')).toBe('cablage');
    expect(normalize('études')).toBe('etudes');
  });
  it('matches it by slug, name, category or keyword', () => {
    expect(matchesSecteur({ secteur: { slug: 'it', nom: nom('Informatique') } }, 'it')).toBe(true);
    expect(matchesSecteur({ secteur: { slug: 'x', nom: nom('IT') } }, 'it')).toBe(true);
    expect(matchesSecteur({ categories: ['IT'] }, 'it')).toBe(true);
    expect(matchesSecteur({ motsCles: { fr: ['it'], en: [], pt: [] } }, 'it')).toBe(true);
    expect(matchesSecteur({ categories: ['télécom'], motsCles: { fr: ['fibre'], en: [], pt: [] } }, 'it')).toBe(false);
  });
  it('matches cablage through the cablâge category and etudes through études', () => {
    expect(matchesSecteur({ categories: ['cablâge', 'télécom'] }, 'cablage')).toBe(true);
    expect(matchesSecteur({ categories: ['études'] }, 'etudes')).toBe(true);
    expect(matchesSecteur({ categories: ['études'] }, 'cablage')).toBe(false);
  });
  it('matches telecom and genie-civil by slug or category', () => {
    expect(matchesSecteur({ categories: ['génie civil'] }, 'genie-civil')).toBe(true);
    expect(matchesSecteur({ secteur: { slug: 'genie-civil', nom: nom('Génie civil') } }, 'genie-civil')).toBe(true);
    expect(matchesSecteur({ categories: ['télécom'] }, 'telecom')).toBe(true);
  });
});

describe('sector pages (docs/product.md §2)', () => {
  it('has the spec default tabs and stats', () => {
    expect(SECTEUR_PAGES.it.defaultTab).toBe('etudes');
    expect(SECTEUR_PAGES.etudes.defaultTab).toBe('genie_civil');
    expect(SECTEUR_PAGES.cablage.defaultTab).toBe('tirage');
    expect(SECTEUR_PAGES.telecom.tabs).toEqual(['installation', 'maintenance', 'support']);
    expect(SECTEUR_PAGES['genie-civil'].tabs).toEqual(['conception', 'construction', 'infrastructure']);
    expect(SECTEUR_PAGES.etudes.tabs).toHaveLength(5);
    expect(SECTEUR_PAGES.it.stats.map((s) => s.value)).toEqual(['200+', '30+', '99%', '24/7']);
    expect(SECTEUR_PAGES.etudes.stats.map((s) => s.value)).toEqual(['250+', '15+', '97%', '24/7']);
    expect(SECTEUR_PAGES['genie-civil'].stats.map((s) => s.value)).toEqual(['50+', '15+', '95%', '24/7']);
  });
  it('links telecom to /articles and the others to /actualites', () => {
    expect(SECTEUR_PAGES.telecom.articlesPath).toBe('/articles');
    expect(SECTEUR_PAGES.cablage.articlesPath).toBe('/actualites');
  });
  it('sends the spec sector values', () => {
    expect(CONTACT_SECTEUR).toEqual({ it: 'it', cablage: 'cablage', etudes: 'études', telecom: 'telecom', 'genie-civil': 'genie civil' });
  });
});
