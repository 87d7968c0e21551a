// One language per page: on /en and /pt no enumerated value (article category, offer type, country,
// quantity unit) keeps its French label.
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n';
import { allPages, page } from './dist';

const FRENCH_COUNTRIES = ['Sénégal', 'Gambie', 'Mauritanie', 'Guinée-Bissau', 'Guinée', 'Côte d’Ivoire'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The French labels of the enumerations that are not also the label in `lang` (IT is IT everywhere):
 * categories, offer types and countries as words; units after a number ("12 postes"), since a unit
 * alone may be a word of the other language (Portuguese "postes" are poles).
 */
function frenchLabels(lang: 'en' | 'pt'): string[] {
  const own = resources[lang] as Record<string, string>;
  const differs = ([key, value]: [string, string]) => key.startsWith('enum.') && key !== 'enum.unit.of' && value !== own[key];
  const entries = Object.entries(resources.fr).filter(differs);
  const words = entries.filter(([key]) => !key.startsWith('enum.unit.')).map(([, value]) => escape(value));
  const units = entries.filter(([key]) => key.startsWith('enum.unit.')).map(([, value]) => `\\d+ ${escape(value)}`);
  return [...new Set([...words, ...units, ...FRENCH_COUNTRIES.map(escape)])];
}

describe.each(['en', 'pt'] as const)('the %s pages', (lang) => {
  const pages = allPages().filter((p) => p.startsWith(`/${lang}/`) || p === `/${lang}`);
  const pattern = new RegExp(`(?<![\\p{L}-])(${frenchLabels(lang).join('|')})(?![\\p{L}-])`, 'u');

  it('are built', () => expect(pages.length).toBeGreaterThan(20));

  it('show no French label of an enumeration', () => {
    const found: string[] = [];
    for (const urlPath of pages) {
      const main = page(urlPath).querySelector('main');
      const text = main?.textContent ?? '';
      const match = pattern.exec(text);
      if (match)
        found.push(`${urlPath}: “${match[1]}” in “…${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}…”`);
    }
    expect(found).toEqual([]);
  });

  it('do show the translated labels', () => {
    const own = resources[lang];
    const texts = pages.map((p) => page(p).querySelector('main')?.textContent ?? '').join('\n');
    expect(texts).toContain(own['enum.type.recrutement']);
    expect(texts).toContain(own['enum.categorie.genieCivil']);
    expect(texts).toMatch(new RegExp(`\\d+ ${own['enum.unit.poste.other']}`));
  });
});
