import { describe, expect, it } from 'vitest';
import { validateOpportunite, type OpportuniteInput } from '../src/validation/opportunite';

const now = new Date('2025-06-15T12:00:00.000Z');
const ctx = { now, hasImage: true, hasAuteur: true };
const loc = (v: string) => ({ fr: v, en: v, pt: v });

const valid: OpportuniteInput = {
  titre: loc('Lot de câbles cuivre'),
  description: loc('Stock disponible à Thiès.'),
  categorie: ' Matériel ',
  pays: 'Sénégal',
  contact: 'ventes@example.sn',
  quantiteDisponible: '2 tonnes',
  texteAlternatif: loc('Bobines de câble cuivre sur palettes'),
};

/** The errors of a save that publishes (the rules of a complete item), unless `input` says another etat. */
const messages = (input: OpportuniteInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateOpportunite({ etat: 'publié', ...input }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);
/** The errors of a draft's save. */
const draftMessages = (input: OpportuniteInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateOpportunite({ ...input, etat: 'brouillon' }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);

describe('validateOpportunite: create', () => {
  it('accepts a valid opportunity and applies the defaults', () => {
    const { errors, value } = validateOpportunite(valid, 'create', ctx);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      titre: loc('Lot de câbles cuivre'),
      description: loc('Stock disponible à Thiès.'),
      contenu: loc(''),
      motsCles: { fr: [], en: [], pt: [] },
      referencementTitre: loc(''),
      referencementDescription: loc(''),
      categorie: 'Matériel',
      pays: 'Sénégal',
      contact: 'ventes@example.sn',
      quantiteDisponible: '2 tonnes',
      statut: 'actif',
      etat: 'brouillon',
      datePublication: null,
      dateExpiration: null,
      texteAlternatif: loc('Bobines de câble cuivre sur palettes'),
      pointFocal: null,
    });
  });

  it('saves a draft with a title in one language, without picture or translations', () => {
    expect(draftMessages({ titre: { en: 'Fibre tender' } }, 'create', { ...ctx, hasImage: false })).toEqual([]);
    expect(draftMessages({ description: { fr: 'Une offre.' } }, 'create', { ...ctx, hasImage: false })).toEqual([
      'titre.fr: Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
    ]);
    expect(messages({ titre: { en: 'Fibre tender' } }, 'create', { ...ctx, hasImage: false })).toContain("image: L'image est obligatoire.");
  });

  it('requires title (max 150) and description (max 5000) in every language', () => {
    expect(messages({ ...valid, titre: { fr: 'x' }, description: { en: 'y' } })).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
      'description.fr: La description (fr) est obligatoire.',
      'description.pt: La description (pt) est obligatoire.',
    ]);
    expect(messages({ ...valid, titre: { ...valid.titre, fr: 'x'.repeat(151) } })).toEqual([
      'titre.fr: Le titre (fr) ne peut excéder 150 caractères.',
    ]);
    expect(messages({ ...valid, description: { ...valid.description, pt: 'x'.repeat(5001) } })).toEqual([
      'description.pt: La description (pt) ne peut excéder 5000 caractères.',
    ]);
    expect(messages({ ...valid, titre: loc('x'.repeat(150)), description: loc('x'.repeat(5000)) })).toEqual([]);
  });

  it('limits content and keywords', () => {
    expect(messages({ ...valid, contenu: { fr: 'x'.repeat(10001) } })).toEqual([
      'contenu.fr: Le contenu (fr) ne peut excéder 10000 caractères.',
    ]);
    expect(messages({ ...valid, motsCles: { fr: ['z'.repeat(31)] } })).toEqual([
      `motsCles.fr: Le mot-clé « ${'z'.repeat(31)} » (fr) ne peut excéder 30 caractères.`,
    ]);
  });

  it('limits the plain text fields', () => {
    expect(messages({ ...valid, categorie: 'x'.repeat(51) })).toEqual(['categorie: La catégorie ne peut excéder 50 caractères.']);
    expect(messages({ ...valid, pays: 'x'.repeat(101) })).toEqual(['pays: Le pays ne peut excéder 100 caractères.']);
    expect(messages({ ...valid, contact: 'x'.repeat(101) })).toEqual(['contact: Le contact ne peut excéder 100 caractères.']);
    expect(messages({ ...valid, quantiteDisponible: 'x'.repeat(101) })).toEqual([
      'quantiteDisponible: La quantité disponible ne peut excéder 100 caractères.',
    ]);
    expect(
      messages({
        ...valid,
        categorie: 'x'.repeat(50),
        pays: 'x'.repeat(100),
        contact: 'x'.repeat(100),
        quantiteDisponible: 'x'.repeat(100),
      }),
    ).toEqual([]);
  });

  it('requires an image', () => {
    expect(messages(valid, 'create', { ...ctx, hasImage: false })).toEqual(["image: L'image est obligatoire."]);
  });

  it('checks status and state', () => {
    expect(messages({ ...valid, statut: 'vendu' })).toEqual(['statut: Le statut est invalide.']);
    expect(messages({ ...valid, etat: 'planifié' })).toEqual(["etat: L'état est invalide."]);
    expect(validateOpportunite({ ...valid, statut: ' Expiré ' }, 'create', ctx).value.statut).toBe('expiré');
    expect(validateOpportunite({ ...valid, statut: 'retiré' }, 'create', ctx).value.statut).toBe('retiré');
  });

  it('dates a publication without date now and refuses an invalid date', () => {
    expect(validateOpportunite({ ...valid, etat: 'publié', datePublication: '' }, 'create', ctx).value).toMatchObject({
      etat: 'publié',
      datePublication: now.toISOString(),
    });
    expect(validateOpportunite({ ...valid, etat: 'publié', datePublication: '2025-03-04' }, 'create', ctx).value.datePublication).toBe(
      '2025-03-04T00:00:00.000Z',
    );
    expect(messages({ ...valid, etat: 'publié', datePublication: 'xx' })).toEqual([
      'datePublication: Veuillez fournir une date de publication.',
    ]);
  });

  it('needs a known user', () => {
    expect(messages(valid, 'create', { ...ctx, hasAuteur: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });
});

describe('validateOpportunite: edit', () => {
  it('has no state or date by default, needs no new image, leaves absent fields unchanged', () => {
    const { errors, value } = validateOpportunite(
      { titre: valid.titre, description: valid.description, contenu: { fr: 'Détails' } },
      'edit',
      { ...ctx, hasImage: false },
    );
    expect(errors).toEqual([]);
    expect(value).toEqual({ titre: valid.titre, description: valid.description, contenu: { fr: 'Détails' } });
  });

  it('still requires titles and descriptions and limits content and keywords', () => {
    expect(messages({ titre: { fr: 'a' }, description: loc('d'), texteAlternatif: valid.texteAlternatif }, 'edit')).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
    ]);
    expect(messages({ ...valid, description: { ...valid.description, en: '' } }, 'edit')).toEqual([
      'description.en: La description (en) est obligatoire.',
    ]);
    expect(messages({ ...valid, contenu: { pt: 'x'.repeat(10001) } }, 'edit')).toEqual([
      'contenu.pt: Le contenu (pt) ne peut excéder 10000 caractères.',
    ]);
    expect(messages({ ...valid, motsCles: { en: ['w'.repeat(31)] } }, 'edit')).toEqual([
      `motsCles.en: Le mot-clé « ${'w'.repeat(31)} » (en) ne peut excéder 30 caractères.`,
    ]);
    expect(messages({ ...valid, statut: 'x' }, 'edit')).toEqual(['statut: Le statut est invalide.']);
  });

  it('still applies a state and a date when they are sent', () => {
    expect(validateOpportunite({ ...valid, etat: 'publié' }, 'edit', ctx).value.datePublication).toBe(now.toISOString());
    expect(validateOpportunite({ ...valid, etat: 'brouillon' }, 'edit', ctx).value).not.toHaveProperty('datePublication');
    expect(messages({ ...valid, datePublication: '2025-02-29' }, 'edit')).toEqual([
      'datePublication: Veuillez fournir une date de publication.',
    ]);
  });
});

describe('dateExpiration', () => {
  const base = {
    titre: { fr: 'Appel d’offres', en: 'Tender', pt: 'Concurso' },
    description: { fr: 'Trois lots.', en: 'Three lots.', pt: 'Três lotes.' },
  };
  const ctx = { now: new Date('2026-11-21T00:00:00Z'), hasImage: true, hasAuteur: true };

  it('is optional, stored as ISO when valid, refused when not a date', () => {
    expect(validateOpportunite(base, 'create', ctx).value.dateExpiration).toBeNull();
    expect(validateOpportunite({ ...base, dateExpiration: '2027-01-31' }, 'create', ctx).value.dateExpiration).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(validateOpportunite({ ...base, dateExpiration: '31/01/2027' }, 'create', ctx).errors).toContainEqual({
      path: 'dateExpiration',
      code: 'dateExpiration.invalid',
      message: "La date d'expiration est invalide.",
    });
  });
});
