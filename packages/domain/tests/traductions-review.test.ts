import { describe, expect, it } from 'vitest';
import { ARTICLE } from '../src/content';
import { confirmableFields, reviewOf } from '../src/traductions-review';
import { confirmLanguage, traductionsStatus, type LocalizedValues } from '../src/traductions';
import { savedItem } from './fixtures/saved-item';

/** Applies successive saves to an item, as the CMS does, and returns its values and tracking. */
const item = savedItem;

const TRANSLATED = [
  { titre: { fr: 'Titre', en: 'Title', pt: 'Título' }, contenu: { fr: 'Texte', en: 'Text', pt: 'Texto' } },
] as const satisfies LocalizedValues[];

describe('translation review', () => {
  it('a field to review names its source, the source text now and the one the translation was written against', () => {
    const { values, suivi } = item(...TRANSLATED, { contenu: { fr: 'Texte revu' } }, { contenu: { fr: 'Texte revu deux fois' } });
    expect(reviewOf(values, suivi, 'en')).toEqual([
      { champ: 'contenu', source: 'fr', texte: 'Texte revu deux fois', avant: 'Texte', copie: false },
    ]);
    expect(reviewOf(values, suivi, 'fr')).toEqual([]);
  });

  it('French is the source first when two languages moved on', () => {
    const { values, suivi } = item(...TRANSLATED, { titre: { fr: 'Titre 2', en: 'Title 2' } });
    expect(reviewOf(values, suivi, 'pt')).toEqual([{ champ: 'titre', source: 'fr', texte: 'Titre 2', avant: 'Titre', copie: false }]);
  });

  it('a copy names the language it copies, with nothing before', () => {
    const { values, suivi } = item({ titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } }, { titre: { en: 'Titre' } });
    expect(reviewOf(values, suivi, 'en')).toEqual([{ champ: 'titre', source: 'fr', texte: 'Titre', avant: null, copie: true }]);
  });

  it('keeps an earlier text only while a language lags behind it', () => {
    const drifted = item(...TRANSLATED, { contenu: { fr: 'Texte revu' } });
    expect(drifted.suivi.contenu.avant).toEqual({ fr: { '0': 'Texte' } });
    // English catches up: Portuguese still needs it.
    const caught = item(...TRANSLATED, { contenu: { fr: 'Texte revu' } }, { contenu: { en: 'Reviewed text' } });
    expect(caught.suivi.contenu.avant).toEqual({ fr: { '0': 'Texte' } });
    // Portuguese confirmed on that field: nobody needs it any more.
    const confirmed = confirmLanguage(caught.suivi, ['contenu'], 'pt');
    expect(confirmed.contenu.avant).toBeUndefined();
    expect(traductionsStatus(caught.values, confirmed, ['titre', 'contenu']).pt.etat).toBe('complète');
    // A field without drift keeps no earlier text.
    expect(drifted.suivi.titre.avant).toBeUndefined();
  });

  it('confirming one field leaves the language to review on the others', () => {
    const { values, suivi } = item(...TRANSLATED, { titre: { fr: 'Titre revu' }, contenu: { fr: 'Texte revu' } });
    const confirmed = confirmLanguage(suivi, ['titre'], 'en');
    expect(traductionsStatus(values, confirmed, ['titre', 'contenu']).en).toEqual({ etat: 'à revoir', champs: ['contenu'] });
    expect(reviewOf(values, confirmed, 'en').map((r) => r.champ)).toEqual(['contenu']);
  });

  it('a confirmation names tracked fields only, or none for every field', () => {
    expect(confirmableFields(ARTICLE, undefined).champs).toContain('contenu');
    expect(confirmableFields(ARTICLE, {}).champs).toContain('titre');
    expect(confirmableFields(ARTICLE, { champs: ['titre', 'titre'] })).toEqual({ champs: ['titre'] });
    expect(confirmableFields(ARTICLE, { champs: ['titre', 'auteur'] }).error).toMatchObject({
      path: 'champs',
      code: 'traductions.champInconnu',
      params: { inconnus: 'auteur' },
    });
    for (const champs of [[], 'titre', [1], null])
      expect(confirmableFields(ARTICLE, { champs }).error).toMatchObject({ code: 'traductions.champs' });
  });
});
