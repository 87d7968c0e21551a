import { describe, expect, it } from 'vitest';
import { resources, useTranslations } from '../../src/i18n';

const languages = Object.keys(resources) as (keyof typeof resources)[];
const reference = Object.keys(resources.fr).sort();

describe('interface strings', () => {
  it.each(languages)('%s has every key of the French reference and no other', (lang) => {
    expect(Object.keys(resources[lang]).sort()).toEqual(reference);
  });
  it.each(languages)('%s has no empty string and no placeholder copy', (lang) => {
    for (const [key, value] of Object.entries(resources[lang])) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/\blorem\b|\bipsum\b/i);
      expect(value, key).not.toMatch(/\bTODO\b|\bFIXME\b/);
    }
  });
  it.each(languages)('%s keeps the same interpolation variables', (lang) => {
    for (const [key, value] of Object.entries(resources.fr)) {
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(resources[lang][key as keyof typeof resources.fr]), key).toEqual(vars(value));
    }
  });
  it('keeps the spec messages word for word in French', () => {
    const t = useTranslations('fr');
    expect(t('form.errors.required')).toBe('Veuillez remplir tous les champs obligatoires.');
    expect(t('form.errors.secteur')).toBe('Veuillez sélectionner un secteur.');
    expect(t('form.errors.send')).toBe("Une erreur est survenue lors de l'envoi du formulaire.");
    expect(t('common.empty.realisations')).toBe('Aucune réalisation pour le moment.');
    expect(t('common.loading')).toBe('Chargement...');
    expect(useTranslations('en')('notFound.message')).toBe('Oops! The page you are looking for does not exist.');
  });
  it('translates through i18next with interpolation', () => {
    expect(useTranslations('en')('common.image', { n: 2, total: 5 })).toBe('Image 2 of 5');
    expect(useTranslations('pt')('nav.sectors')).toBe('Setores');
  });
  it('keeps remembered plain strings apart per language and interpolates every call', () => {
    expect(useTranslations('fr')('pagination.next')).toBe('Page suivante');
    expect(useTranslations('en')('pagination.next')).toBe('Next page');
    expect(useTranslations('pt')('pagination.next')).toBe('Página seguinte');
    expect(useTranslations('fr')('pagination.next')).toBe('Page suivante');
    const t = useTranslations('pt');
    expect(t('pagination.pageOf', { n: 2, count: 9 })).toBe('Página 2 de 9');
    expect(t('pagination.pageOf', { n: 3, count: 9 })).toBe('Página 3 de 9');
  });
});
