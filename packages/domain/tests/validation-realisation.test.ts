import { describe, expect, it } from 'vitest';
import { validateRealisation, type RealisationInput } from '../src/validation/realisation';

const now = new Date('2025-06-15T12:00:00.000Z');
const ctx = { now, imageCount: 2, secteurExists: true, hasAuteur: true };
const loc = (fr: string, en = fr, pt = fr) => ({ fr, en, pt });

const valid: RealisationInput = {
  titre: { fr: ' Réseau fibre de Dakar ', en: 'Dakar fibre network', pt: 'Rede de fibra de Dakar' },
  description: loc('Déploiement de 40 km de fibre.'),
  contenu: loc('Un long contenu.'),
  resume: loc('Résumé.'),
  motsCles: { fr: ['fibre', 'Dakar'], en: ['fibre'], pt: [] },
  secteur: 'sect123',
  annee: '2024',
  textesAlternatifs: { fr: ['Tranchée de fibre', 'Armoire de rue'], en: ['Fibre trench'], pt: ['Vala de fibra', ''] },
};

/** The errors of a save that publishes (the rules of a complete item), unless `input` says another etat. */
const messages = (input: RealisationInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateRealisation({ etat: 'publié', ...input }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);
/** The errors of a draft's save. */
const draftMessages = (input: RealisationInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateRealisation({ ...input, etat: 'brouillon' }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);

describe('validateRealisation: create', () => {
  it('accepts a valid realisation and applies the defaults', () => {
    const { errors, value } = validateRealisation(valid, 'create', ctx);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      titre: { fr: 'Réseau fibre de Dakar', en: 'Dakar fibre network', pt: 'Rede de fibra de Dakar' },
      description: loc('Déploiement de 40 km de fibre.'),
      contenu: loc('Un long contenu.'),
      resume: loc('Résumé.'),
      motsCles: { fr: ['fibre', 'Dakar'], en: ['fibre'], pt: [] },
      referencementTitre: loc(''),
      referencementDescription: loc(''),
      secteur: 'sect123',
      annee: 2024,
      statutLivraison: 'en cours',
      etat: 'brouillon',
      datePublication: null,
      localisation: null,
      categories: [],
      textesAlternatifs: { fr: ['Tranchée de fibre', 'Armoire de rue'], en: ['Fibre trench', ''], pt: ['Vala de fibra', ''] },
      pointFocal: null,
    });
  });

  it('fills missing optional languages with empty values on create', () => {
    const { value } = validateRealisation({ titre: valid.titre, secteur: 's', annee: 2020 }, 'create', ctx);
    expect(value.description).toEqual({ fr: '', en: '', pt: '' });
    expect(value.motsCles).toEqual({ fr: [], en: [], pt: [] });
  });

  it('saves a draft with a title in one language: no sector, picture, year or translation needed', () => {
    const draft = { titre: { pt: 'Rede de fibra de Dakar' } };
    expect(draftMessages(draft, 'create', { ...ctx, imageCount: 0, secteurExists: false })).toEqual([]);
    const { value } = validateRealisation({ ...draft, etat: 'brouillon' }, 'create', { ...ctx, imageCount: 0, secteurExists: false });
    expect(value).toMatchObject({ secteur: null, annee: null, titre: { fr: '', en: '', pt: 'Rede de fibra de Dakar' } });
    expect(draftMessages({ titre: {} }, 'create', { ...ctx, imageCount: 0, secteurExists: false })).toEqual([
      'titre.fr: Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
    ]);
    // What is given follows its rules: an unknown sector, a year out of range, too many pictures.
    expect(
      draftMessages({ ...draft, secteur: 'nowhere', annee: '1800' }, 'create', { ...ctx, imageCount: 6, secteurExists: false }),
    ).toEqual([
      'secteur: Veuillez choisir un secteur.',
      'images: Veuillez sélectionner entre 1 et 5 images.',
      "annee: L'année est invalide.",
    ]);
  });

  it('requires the title in every language, at most 150 characters', () => {
    expect(messages({ ...valid, titre: { fr: '', en: '  ' } })).toEqual([
      'titre.fr: Le titre (fr) est obligatoire.',
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
    ]);
    expect(messages({ ...valid, titre: { ...valid.titre, en: 'x'.repeat(151) } })).toEqual([
      'titre.en: Le titre (en) ne peut excéder 150 caractères.',
    ]);
    expect(messages({ ...valid, titre: loc('x'.repeat(150)) })).toEqual([]);
  });

  it('limits description, content and summary per language', () => {
    expect(messages({ ...valid, description: { fr: 'x'.repeat(501) } })).toEqual([
      'description.fr: La description (fr) ne peut excéder 500 caractères.',
    ]);
    expect(messages({ ...valid, contenu: { en: 'x'.repeat(10001) } })).toEqual([
      'contenu.en: Le contenu (en) ne peut excéder 10000 caractères.',
    ]);
    expect(messages({ ...valid, resume: { pt: 'x'.repeat(501) } })).toEqual(['resume.pt: Le résumé (pt) ne peut excéder 500 caractères.']);
    expect(
      messages({ ...valid, description: loc('x'.repeat(500)), contenu: loc('x'.repeat(10000)), resume: loc('x'.repeat(500)) }),
    ).toEqual([]);
  });

  it('limits each keyword to 30 characters', () => {
    const long = 'k'.repeat(31);
    expect(messages({ ...valid, motsCles: { fr: ['ok', long], pt: [long] } })).toEqual([
      `motsCles.fr: Le mot-clé « ${long} » (fr) ne peut excéder 30 caractères.`,
      `motsCles.pt: Le mot-clé « ${long} » (pt) ne peut excéder 30 caractères.`,
    ]);
    expect(messages({ ...valid, motsCles: { fr: ['k'.repeat(30)] } })).toEqual([]);
  });

  it('cleans keywords: trims, drops empty ones, splits a comma-separated string', () => {
    const input = { ...valid, motsCles: { fr: [' a ', '', 'b'], en: 'x, y,,z' as unknown as string[] } };
    expect(validateRealisation(input, 'create', ctx).value.motsCles).toEqual({ fr: ['a', 'b'], en: ['x', 'y', 'z'], pt: [] });
  });

  it('requires an existing sector', () => {
    expect(messages({ ...valid, secteur: '' })).toEqual(['secteur: Veuillez choisir un secteur.']);
    expect(messages({ ...valid, secteur: undefined })).toEqual(['secteur: Veuillez choisir un secteur.']);
    expect(messages(valid, 'create', { ...ctx, secteurExists: false })).toEqual(['secteur: Veuillez choisir un secteur.']);
  });

  it('requires 1 to 5 images', () => {
    for (const imageCount of [0, 6]) {
      expect(messages(valid, 'create', { ...ctx, imageCount })).toEqual(['images: Veuillez sélectionner entre 1 et 5 images.']);
    }
    for (const imageCount of [1, 5]) expect(messages(valid, 'create', { ...ctx, imageCount })).toEqual([]);
  });

  it('requires a year between 1900 and the current year + 5', () => {
    for (const annee of [undefined, '', '  ']) {
      expect(messages({ ...valid, annee })).toEqual(["annee: L'année est obligatoire."]);
    }
    for (const annee of ['1899', 2031, '2020.5', 2020.5, 'deux mille', '20 20']) {
      expect(messages({ ...valid, annee })).toEqual(["annee: L'année est invalide."]);
    }
    expect(validateRealisation({ ...valid, annee: '1900' }, 'create', ctx).value.annee).toBe(1900);
    expect(validateRealisation({ ...valid, annee: ' 2030 ' }, 'create', ctx).value.annee).toBe(2030);
    expect(messages({ ...valid, annee: 2030 }, 'create', { ...ctx, now: new Date('2024-06-01T00:00:00Z') })).toEqual([
      "annee: L'année est invalide.",
    ]);
  });

  it('checks and normalises the delivery status and the state', () => {
    expect(messages({ ...valid, statutLivraison: 'terminé' })).toEqual(['statutLivraison: Le statut de livraison est invalide.']);
    expect(messages({ ...valid, etat: 'planifié' })).toEqual(["etat: L'état est invalide."]);
    const { value } = validateRealisation({ ...valid, statutLivraison: ' Livré ', etat: ' Publié ' }, 'create', ctx);
    expect(value.statutLivraison).toBe('livré');
    expect(value.etat).toBe('publié');
  });

  it('dates a publication without date now, keeps a given date, refuses an invalid one', () => {
    expect(validateRealisation({ ...valid, etat: 'publié' }, 'create', ctx).value.datePublication).toBe(now.toISOString());
    expect(validateRealisation({ ...valid, etat: 'publié', datePublication: '' }, 'create', ctx).value.datePublication).toBe(
      now.toISOString(),
    );
    expect(validateRealisation({ ...valid, etat: 'publié', datePublication: '2025-01-02' }, 'create', ctx).value.datePublication).toBe(
      '2025-01-02T00:00:00.000Z',
    );
    expect(validateRealisation({ ...valid, datePublication: '2025-01-02T10:30:00+02:00' }, 'create', ctx).value.datePublication).toBe(
      '2025-01-02T08:30:00.000Z',
    );
    for (const datePublication of ['demain', '2025-02-30', '2025-13-01', '1']) {
      expect(messages({ ...valid, etat: 'publié', datePublication })).toEqual([
        'datePublication: Veuillez fournir une date de publication.',
      ]);
    }
  });

  it('needs a known user', () => {
    expect(messages(valid, 'create', { ...ctx, hasAuteur: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });

  it('accepts a location as an object or JSON text and refuses invalid points', () => {
    const point = { type: 'Point', coordinates: [-17.4677, 14.7167], adresse: ' Plateau, Dakar ' };
    const expected = { type: 'Point', coordinates: [-17.4677, 14.7167], adresse: 'Plateau, Dakar' };
    expect(validateRealisation({ ...valid, localisation: point }, 'create', ctx).value.localisation).toEqual(expected);
    expect(validateRealisation({ ...valid, localisation: JSON.stringify(point) }, 'create', ctx).value.localisation).toEqual(expected);
    expect(
      validateRealisation({ ...valid, localisation: { type: 'Point', coordinates: ['-17.5', '14.7'] } }, 'create', ctx).value.localisation,
    ).toEqual({ type: 'Point', coordinates: [-17.5, 14.7], adresse: '' });
    for (const localisation of ['', 'null', null, { type: 'Point', coordinates: [], adresse: '' }]) {
      const result = validateRealisation({ ...valid, localisation }, 'create', ctx);
      expect(result.errors).toEqual([]);
      expect(result.value.localisation).toBeNull();
    }
    for (const localisation of [
      { type: 'Polygon', coordinates: [0, 0] },
      { type: 'Point', coordinates: [181, 0] },
      { type: 'Point', coordinates: [0, -91] },
      { type: 'Point', coordinates: [0] },
      { type: 'Point', coordinates: ['a', 0] },
      { type: 'Point', coordinates: [0, 0], adresse: 'x'.repeat(201) },
      { type: 'Point', coordinates: [0, 0], adresse: 12 },
      { type: 'Point', adresse: 'Dakar' },
      '{not json',
      [0, 0],
    ]) {
      expect(messages({ ...valid, localisation })).toEqual(['localisation: La localisation est invalide.']);
    }
    expect(messages({ ...valid, localisation: { type: 'Point', coordinates: [180, 90], adresse: 'x'.repeat(200) } })).toEqual([]);
  });

  it('keeps the categories as a clean list', () => {
    expect(validateRealisation({ ...valid, categories: [' IT ', '', 'télécom'] }, 'create', ctx).value.categories).toEqual([
      'IT',
      'télécom',
    ]);
  });

  it('takes no category, or any of the article list once each', () => {
    expect(messages({ ...valid, categories: [] })).toEqual([]);
    expect(validateRealisation({ ...valid, categories: ['Génie Civil'] }, 'create', ctx).value.categories).toEqual(['génie civil']);
    expect(messages({ ...valid, categories: ['IT', 'voirie'] })).toEqual(['categories: Catégories invalides: voirie']);
    expect(messages({ ...valid, categories: ['IT', 'it'] })).toEqual(['categories: Les catégories doivent être uniques.']);
  });
});

describe('validateRealisation: edit', () => {
  it('leaves out what was not sent and applies no create defaults', () => {
    const { errors, value } = validateRealisation({ titre: valid.titre, secteur: 's', annee: 2024 }, 'edit', ctx);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      titre: { fr: 'Réseau fibre de Dakar', en: 'Dakar fibre network', pt: 'Rede de fibra de Dakar' },
      secteur: 's',
      annee: 2024,
    });
  });

  it('keeps the same bounds as create', () => {
    expect(messages({ ...valid, titre: { fr: 'ok' } }, 'edit')).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
    ]);
    expect(messages({ ...valid, annee: 1899 }, 'edit')).toEqual(["annee: L'année est invalide."]);
    expect(messages({ ...valid, annee: '' }, 'edit')).toEqual(["annee: L'année est obligatoire."]);
    expect(messages(valid, 'edit', { ...ctx, imageCount: 6 })).toEqual(['images: Veuillez sélectionner entre 1 et 5 images.']);
    expect(messages(valid, 'edit', { ...ctx, imageCount: 0 })).toEqual(['images: Veuillez sélectionner entre 1 et 5 images.']);
    expect(messages({ ...valid, description: { en: 'x'.repeat(501) } }, 'edit')).toEqual([
      'description.en: La description (en) ne peut excéder 500 caractères.',
    ]);
    expect(messages(valid, 'edit', { ...ctx, hasAuteur: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });

  it('only keeps the languages sent for optional fields', () => {
    expect(validateRealisation({ ...valid, description: { en: ' New ' } }, 'edit', ctx).value.description).toEqual({ en: 'New' });
  });

  it('dates a publication without date now, and leaves the date of a draft unchanged', () => {
    expect(validateRealisation({ ...valid, etat: 'Publié', datePublication: '' }, 'edit', ctx).value.datePublication).toBe(
      now.toISOString(),
    );
    expect(validateRealisation({ ...valid, etat: 'brouillon', datePublication: '' }, 'edit', ctx).value).not.toHaveProperty(
      'datePublication',
    );
    expect(messages({ ...valid, datePublication: 'n/a' }, 'edit')).toEqual(['datePublication: Veuillez fournir une date de publication.']);
  });

  it('clears the location when sent empty', () => {
    expect(validateRealisation({ ...valid, localisation: '' }, 'edit', ctx).value.localisation).toBeNull();
  });
});

describe('validateRealisation: the images alternative texts and the cover focal point', () => {
  it('requires the cover text in the three languages and keeps the focal point', () => {
    expect(messages({ ...valid, textesAlternatifs: { fr: ['', 'Armoire'], en: ['Trench'], pt: [] } })).toEqual([
      "textesAlternatifs.fr.0: Le texte alternatif de l'image principale (fr) est obligatoire.",
      "textesAlternatifs.pt.0: Le texte alternatif de l'image principale (pt) est obligatoire.",
    ]);
    expect(validateRealisation({ ...valid, pointFocal: { x: 10, y: 90 } }, 'create', ctx).value.pointFocal).toEqual({ x: 10, y: 90 });
    expect(messages({ ...valid, pointFocal: { x: 101, y: 0 } })).toEqual([
      'pointFocal: Le point focal est invalide : deux nombres de 0 à 100 (x et y, en pourcentage).',
    ]);
  });
});
