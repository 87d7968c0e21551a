import { describe, expect, it } from 'vitest';
import { ARTICLE, type Traductions } from '@teranga/domain';
import { tabStates, visibleText, wordDiff } from '../../src/backoffice/traductions/review';

const COMPLETE = { etat: 'complète' as const, champs: [] as string[] };
const filled = { fr: 'x', en: 'x', pt: 'x' };

describe('translation tab states', () => {
  it('a required text emptied in the form makes its tab incomplete at once', () => {
    const states = tabStates(ARTICLE, { titre: filled, contenu: { fr: '<p>Texte</p>', en: '<p> </p>', pt: 'x' } }, undefined);
    expect(states).toEqual({ fr: 'complète', en: 'incomplète', pt: 'complète' });
  });

  it('to review comes from the server; typed text does not clear it', () => {
    const traductions: Traductions = {
      fr: COMPLETE,
      en: { etat: 'à revoir', champs: ['titre'] },
      pt: { etat: 'incomplète', champs: ['titre'] },
    };
    expect(tabStates(ARTICLE, { titre: filled, contenu: filled }, traductions)).toEqual({ fr: 'complète', en: 'à revoir', pt: 'complète' });
  });
});

describe('word diff', () => {
  it('marks the inserted and removed words, keeping the rest', () => {
    expect(wordDiff('Un chantier de fibre', 'Un grand chantier de cuivre')).toEqual([
      { kind: 'same', text: 'Un ' },
      { kind: 'ins', text: 'grand ' },
      { kind: 'same', text: 'chantier de ' },
      { kind: 'del', text: 'fibre' },
      { kind: 'ins', text: 'cuivre' },
    ]);
  });

  it('formatted text is compared on what a reader sees, lists as words', () => {
    expect(visibleText(ARTICLE, 'contenu', '<p>Un <strong>chantier</strong></p>')).toBe('Un chantier');
    expect(visibleText(ARTICLE, 'titre', ' Titre ')).toBe('Titre');
    expect(visibleText(ARTICLE, 'motsCles', ['fibre', 'route'])).toBe('fibre, route');
    expect(visibleText(ARTICLE, 'titre', null)).toBe('');
  });
});
