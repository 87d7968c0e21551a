import { describe, expect, it } from 'vitest';
import { savedItem } from './fixtures/saved-item';
import { confirmLanguage, needsTranslation, trackSave, traductionsStatus, type LocalizedValues } from '../src/traductions';

const REQUIRED = ['titre', 'contenu'];

/** Applies successive saves to an item, as the CMS does, and returns its values, tracking and status. */
function item(...saves: LocalizedValues[]) {
  const { values, suivi } = savedItem(...saves);
  return { values, suivi, status: traductionsStatus(values, suivi, REQUIRED) };
}

describe('translation status', () => {
  it('a French-only draft is complete in French and incomplete elsewhere, naming the missing fields', () => {
    const { status } = item({ titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } });
    expect(status.fr).toEqual({ etat: 'complète', champs: [] });
    expect(status.en).toEqual({ etat: 'incomplète', champs: ['titre', 'contenu'] });
    expect(status.pt.etat).toBe('incomplète');
  });

  it('translations written after the source are complete, and do not make the source outdated', () => {
    const { status } = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Title', pt: 'Título' }, contenu: { en: 'Text', pt: 'Texto' } },
    );
    expect(status).toEqual({
      fr: { etat: 'complète', champs: [] },
      en: { etat: 'complète', champs: [] },
      pt: { etat: 'complète', champs: [] },
    });
  });

  it('a change of the French text puts the other languages to review, field by field', () => {
    const { status } = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Title', pt: 'Título' }, contenu: { en: 'Text', pt: 'Texto' } },
      { contenu: { fr: 'Texte revu' } },
    );
    expect(status.fr.etat).toBe('complète');
    expect(status.en).toEqual({ etat: 'à revoir', champs: ['contenu'] });
    expect(status.pt).toEqual({ etat: 'à revoir', champs: ['contenu'] });
  });

  it('a translator catching up clears the drift without making French outdated', () => {
    const { status } = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Title' }, contenu: { en: 'Text' } },
      { contenu: { fr: 'Texte revu' } },
      { contenu: { en: 'Reviewed text' } },
    );
    expect(status.en.etat).toBe('complète');
    expect(status.fr.etat).toBe('complète');
  });

  it('an authoring change in English puts French to review too', () => {
    const { status } = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Title' }, contenu: { en: 'Text' } },
      { titre: { en: 'Better title' } },
    );
    expect(status.fr).toEqual({ etat: 'à revoir', champs: ['titre'] });
  });

  it('two languages changed in one save stay in step with each other', () => {
    const { status } = item(
      { titre: { fr: 'Titre', en: 'Title', pt: 'Título' }, contenu: { fr: 'a', en: 'b', pt: 'c' } },
      { titre: { fr: 'Titre 2', en: 'Title 2' } },
    );
    expect(status.fr.etat).toBe('complète');
    expect(status.en.etat).toBe('complète');
    expect(status.pt).toEqual({ etat: 'à revoir', champs: ['titre'] });
  });

  it('text copied from another language is to review until edited or confirmed', () => {
    const copied = item({ titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } }, { titre: { en: 'Titre' }, contenu: { en: 'Texte' } });
    expect(copied.status.en).toEqual({ etat: 'à revoir', champs: ['titre', 'contenu'] });
    // French equals English too, but French held the text first: it is the source, not a copy.
    expect(copied.status.fr.etat).toBe('complète');
    // Sent identical in one save, the later languages are the copies.
    const together = item({ titre: { fr: 'Teranga', en: 'Teranga', pt: 'Teranga' }, contenu: { fr: 'a', en: 'b', pt: 'c' } });
    expect(together.status.fr.etat).toBe('complète');
    expect(together.status.pt).toEqual({ etat: 'à revoir', champs: ['titre'] });
    const edited = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Titre' }, contenu: { en: 'Texte' } },
      { titre: { en: 'Title' }, contenu: { en: 'Text' } },
    );
    expect(edited.status.en.etat).toBe('complète');
    // Copying over an existing translation does not put the source to review.
    const recopied = item({ titre: { fr: 'Titre', en: 'Title' }, contenu: { fr: 'Texte', en: 'Text' } }, { titre: { en: 'Titre' } });
    expect(recopied.status.fr.etat).toBe('complète');
    expect(recopied.status.en).toEqual({ etat: 'à revoir', champs: ['titre'] });
    const confirmed = confirmLanguage(copied.suivi, ['titre', 'contenu'], 'en');
    expect(traductionsStatus(copied.values, confirmed, REQUIRED).en.etat).toBe('complète');
  });

  it('confirming a language clears its drift until the source changes again', () => {
    const drifted = item(
      { titre: { fr: 'Titre' }, contenu: { fr: 'Texte' } },
      { titre: { en: 'Title' }, contenu: { en: 'Text' } },
      { contenu: { fr: 'Texte revu' } },
    );
    const confirmed = confirmLanguage(drifted.suivi, ['titre', 'contenu'], 'en');
    expect(traductionsStatus(drifted.values, confirmed, REQUIRED).en.etat).toBe('complète');
    const after = { ...drifted.values, contenu: { ...drifted.values.contenu, fr: 'Texte revu deux fois' } };
    const again = trackSave(confirmed, drifted.values, { contenu: after.contenu });
    expect(traductionsStatus(after, again, REQUIRED).en).toEqual({ etat: 'à revoir', champs: ['contenu'] });
  });

  it('lists compare as values; an emptied field is missing, not outdated', () => {
    const { status } = item(
      { titre: { fr: 'Titre', en: 'Title', pt: 'Título' }, contenu: { fr: 'a', en: 'b', pt: 'c' } },
      { motsCles: { fr: ['béton'], en: ['concrete'] } },
      { motsCles: { fr: ['béton', 'route'] } },
      { contenu: { pt: '' } },
    );
    expect(status.en).toEqual({ etat: 'à revoir', champs: ['motsCles'] });
    expect(status.pt).toEqual({ etat: 'incomplète', champs: ['contenu'] });
  });

  it('needsTranslation selects incomplete and outdated languages only', () => {
    const { status } = item(
      { titre: { fr: 'Titre', en: 'Title' }, contenu: { fr: 'Texte', en: 'Text' } },
      { contenu: { fr: 'Texte revu' } },
    );
    expect(needsTranslation(status, 'fr')).toBe(false);
    expect(needsTranslation(status, 'en')).toBe(true);
    expect(needsTranslation(status, 'pt')).toBe(true);
  });
});
