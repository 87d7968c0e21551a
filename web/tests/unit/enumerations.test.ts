import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { categoryLabel, countryLabel, offerTypeLabel, quantityLabel } from '../../src/lib/enumerations';

const fr = useTranslations('fr');
const en = useTranslations('en');
const pt = useTranslations('pt');

describe('enumerated values in the page language', () => {
  it('translates the article categories, whatever their accents', () => {
    expect(['IT', 'études', 'génie civil', 'télécom', 'cablâge'].map((c) => categoryLabel(c, en))).toEqual([
      'IT',
      'studies',
      'civil engineering',
      'telecoms',
      'cabling',
    ]);
    expect(categoryLabel('Genie Civil', pt)).toBe('engenharia civil');
    expect(categoryLabel('cablâge', fr)).toBe('cablâge');
    expect(categoryLabel('autre', en)).toBe('autre');
  });

  it("translates an offer's type", () => {
    expect(offerTypeLabel('Recrutement', en)).toBe('Recruitment');
    expect(offerTypeLabel('Appel d’offres', pt)).toBe('Concurso');
    expect(offerTypeLabel("appel d'offres", en)).toBe('Call for tenders');
    expect(offerTypeLabel('Sous-traitance', fr)).toBe('Sous-traitance');
  });

  it('names a country in the page language', () => {
    expect(countryLabel('Sénégal', 'en')).toBe('Senegal');
    expect(countryLabel('Guinée-Bissau', 'pt')).toBe('Guiné-Bissau');
    expect(countryLabel('Mauritanie', 'en')).toBe('Mauritania');
    expect(countryLabel('Sénégal', 'fr')).toBe('Sénégal');
    expect(countryLabel('Atlantide', 'en')).toBe('Atlantide');
  });

  it("translates a quantity's unit, singular or plural, with its measure", () => {
    expect(quantityLabel('12 postes', 'en', en)).toBe('12 positions');
    expect(quantityLabel('1 poste', 'pt', pt)).toBe('1 vaga');
    expect(quantityLabel('24 bobines de 500 mètres', 'en', en)).toBe('24 reels of 500 metres');
    expect(quantityLabel('48 kilomètres de piste', 'pt', pt)).toBe('48 quilómetros de pista');
    expect(quantityLabel('8 fondations', 'en', en)).toBe('8 foundations');
    expect(quantityLabel('12 postes', 'fr', fr)).toBe('12 postes');
    expect(quantityLabel('Environ 12 pièces', 'en', en)).toBe('Environ 12 pièces');
  });
});
