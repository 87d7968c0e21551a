import { describe, expect, it } from 'vitest';
import {
  ARTICLE,
  REALISATION,
  checkLocalizedTexts,
  cleanLocalizedFields,
  defineContent,
  field,
  imageFields,
  localizedFields,
  localizedTextFields,
  sharedFields,
  type FieldError,
} from '../src';

describe('what is read from a definition', () => {
  it('lists the per-language, shared and picture fields a form writes, system fields aside', () => {
    expect(localizedFields(ARTICLE)).toEqual(expect.arrayContaining(['titre', 'resume', 'contenu', 'motsCles', 'texteAlternatif']));
    expect(localizedFields(ARTICLE)).not.toContain('slug');
    expect(sharedFields(ARTICLE)).toEqual(expect.arrayContaining(['categories', 'etat', 'datePublication', 'secteur', 'pointFocal']));
    expect(sharedFields(ARTICLE)).not.toContain('dateCreation');
    expect(imageFields(ARTICLE)).toEqual(['imagePrincipale']);
    expect(localizedTextFields(REALISATION)).toEqual(expect.arrayContaining(['titre', 'description', 'resume', 'contenu']));
    expect(localizedTextFields(REALISATION)).not.toContain('textesAlternatifs');
  });
});

describe('a field added to a definition', () => {
  const WITH_CHAPEAU = defineContent({
    name: 'essai',
    collection: 'essais',
    uid: 'api::essai.essai',
    localized: true,
    fields: {
      titre: field.localizedText({ storage: 'string', required: true, max: 20 }),
      chapeau: field.localizedText({ storage: 'text', max: 5, label: { fr: 'Chapeau', en: 'Standfirst', pt: 'Lead' } }),
    },
  });

  it('is cleaned and checked by its bounds, with the generic messages naming its label', () => {
    const value = cleanLocalizedFields(WITH_CHAPEAU, { titre: { fr: ' Titre ' }, chapeau: { fr: 'trop long' } }, 'create');
    expect(value).toEqual({ titre: { fr: 'Titre', en: '', pt: '' }, chapeau: { fr: 'trop long', en: '', pt: '' } });
    const errors: FieldError[] = [];
    checkLocalizedTexts(errors, WITH_CHAPEAU, value, (lang) => lang === 'fr');
    expect(errors).toEqual([
      {
        path: 'chapeau.fr',
        code: 'champ.max',
        params: { lang: 'fr', max: 5, champ: 'chapeau' },
        message: 'Le champ « Chapeau » (fr) ne peut excéder 5 caractères.',
      },
    ]);
  });

  it('keeps the messages a field has of its own', () => {
    const errors: FieldError[] = [];
    checkLocalizedTexts(errors, WITH_CHAPEAU, { titre: {} }, () => true);
    expect(errors.map((e) => e.code)).toEqual(['titre.required', 'titre.required', 'titre.required']);
  });
});
