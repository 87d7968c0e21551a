import { describe, expect, it } from 'vitest';
import { validateArticle, type ArticleInput } from '../src/validation/article';
import { ARTICLE, localizedTextFields } from '../src/content';

const now = new Date('2025-06-15T12:00:00.000Z');
const ctx = { now, hasImage: true, hasAuteur: true };
const title = 'Un titre assez long';
const body = 'c'.repeat(100);
const loc = (v: string) => ({ fr: v, en: v, pt: v });

const valid: ArticleInput = {
  titre: loc(title),
  contenu: loc(body),
  resume: loc('Court résumé.'),
  motsCles: { fr: ['fibre'], en: [], pt: [] },
  categories: ['IT', 'télécom'],
  texteAlternatif: { fr: 'Technicien sur un poteau', en: 'Technician on a pole', pt: 'Técnico num poste' },
};

/** The errors of a save that publishes (the rules of a complete item), unless `input` says another etat. */
const messages = (input: ArticleInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateArticle({ etat: 'publié', ...input }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);
/** The errors of a draft's save. */
const draftMessages = (input: ArticleInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateArticle({ ...input, etat: 'brouillon' }, mode, c).errors.map((e) => `${e.path}: ${e.message}`);

describe('validateArticle: create', () => {
  it('accepts a valid article, dates it now and drafts it by default', () => {
    const { errors, value } = validateArticle(valid, 'create', ctx);
    expect(errors).toEqual([]);
    // Every per-language text is in the value on create ('' when not given), the ones given as given.
    const blank = Object.fromEntries(localizedTextFields(ARTICLE).map((name) => [name, loc('')]));
    expect(value).toEqual({
      ...blank,
      titre: loc(title),
      contenu: loc(body),
      resume: loc('Court résumé.'),
      motsCles: { fr: ['fibre'], en: [], pt: [] },
      categories: ['IT', 'télécom'],
      secteur: null,
      etat: 'brouillon',
      datePublication: now.toISOString(),
      texteAlternatif: { fr: 'Technicien sur un poteau', en: 'Technician on a pole', pt: 'Técnico num poste' },
      pointFocal: null,
    });
  });

  it('dates it now whatever its state when no date is given', () => {
    expect(validateArticle({ ...valid, etat: ' PUBLIÉ ' }, 'create', ctx).value).toMatchObject({
      etat: 'publié',
      datePublication: now.toISOString(),
    });
    expect(validateArticle({ ...valid, datePublication: '2025-07-01T08:00:00Z' }, 'create', ctx).value.datePublication).toBe(
      '2025-07-01T08:00:00.000Z',
    );
  });

  it('requires the title in every language, 10 to 120 characters', () => {
    expect(messages({ ...valid, titre: { fr: title } })).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
    ]);
    for (const t of ['x'.repeat(9), 'x'.repeat(121)]) {
      expect(messages({ ...valid, titre: { ...loc(title), fr: t } })).toEqual([
        'titre.fr: Le titre (fr) doit contenir entre 10 et 120 caractères.',
      ]);
    }
    expect(messages({ ...valid, titre: loc('x'.repeat(10)) })).toEqual([]);
    expect(messages({ ...valid, titre: loc('x'.repeat(120)) })).toEqual([]);
  });

  it('requires the content in every language, 100 to 10000 characters', () => {
    expect(messages({ ...valid, contenu: { ...loc(body), pt: ' ' } })).toEqual(['contenu.pt: Le contenu (pt) est obligatoire.']);
    for (const c of ['x'.repeat(99), 'x'.repeat(10001)]) {
      expect(messages({ ...valid, contenu: { ...loc(body), en: c } })).toEqual([
        'contenu.en: Le contenu (en) doit contenir entre 100 et 10000 caractères.',
      ]);
    }
    expect(messages({ ...valid, contenu: loc('x'.repeat(10000)) })).toEqual([]);
  });

  it('limits the summary to 200 characters and keywords to 30', () => {
    expect(messages({ ...valid, resume: { fr: 'x'.repeat(201) } })).toEqual(['resume.fr: Le résumé (fr) ne peut excéder 200 caractères.']);
    expect(messages({ ...valid, resume: loc('x'.repeat(200)) })).toEqual([]);
    expect(messages({ ...valid, motsCles: { en: ['y'.repeat(31)] } })).toEqual([
      `motsCles.en: Le mot-clé « ${'y'.repeat(31)} » (en) ne peut excéder 30 caractères.`,
    ]);
  });

  it('requires the main image', () => {
    expect(messages(valid, 'create', { ...ctx, hasImage: false })).toEqual(["imagePrincipale: L'image principale est obligatoire."]);
  });

  it('requires 1 to 3 unique categories from the list', () => {
    expect(messages({ ...valid, categories: [] })).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
    expect(messages({ ...valid, categories: undefined })).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
    expect(messages({ ...valid, categories: ['IT', 'études', 'télécom', 'cablâge'] })).toEqual([
      'categories: Vous ne pouvez pas sélectionner plus de 3 catégories',
    ]);
    expect(messages({ ...valid, categories: ['IT', 'banque', 'mines'] })).toEqual(['categories: Catégories invalides: banque, mines']);
    expect(messages({ ...valid, categories: ['IT', 'it'] })).toEqual(['categories: Les catégories doivent être uniques.']);
    expect(messages({ ...valid, categories: ['IT', 'études', 'génie civil'] })).toEqual([]);
  });

  it('stores categories in the list spelling', () => {
    expect(validateArticle({ ...valid, categories: [' it ', 'Génie Civil', 'CABLÂGE'] }, 'create', ctx).value.categories).toEqual([
      'IT',
      'génie civil',
      'cablâge',
    ]);
    expect(validateArticle({ ...valid, categories: 'télécom' as unknown as string[] }, 'create', ctx).value.categories).toEqual([
      'télécom',
    ]);
  });

  it('checks the state, and a scheduled article needs a valid date', () => {
    expect(messages({ ...valid, etat: 'archivé' })).toEqual(["etat: L'état est invalide."]);
    expect(messages({ ...valid, etat: 'planifié' })).toEqual(['datePublication: Veuillez fournir une date de publication.']);
    expect(messages({ ...valid, etat: 'planifié', datePublication: 'bientôt' })).toEqual([
      'datePublication: Veuillez fournir une date de publication.',
    ]);
    expect(validateArticle({ ...valid, etat: 'Planifié', datePublication: '2025-09-01T09:00Z' }, 'create', ctx).value).toMatchObject({
      etat: 'planifié',
      datePublication: '2025-09-01T09:00:00.000Z',
    });
    expect(messages({ ...valid, datePublication: '31/12/2025' })).toEqual(['datePublication: Veuillez fournir une date de publication.']);
  });

  it('keeps an optional sector', () => {
    expect(validateArticle({ ...valid, secteur: ' sec1 ' }, 'create', ctx).value.secteur).toBe('sec1');
  });

  it('needs a known user', () => {
    expect(messages(valid, 'create', { ...ctx, hasAuteur: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });
});

describe('validateArticle: edit', () => {
  const frOnly: ArticleInput = {
    titre: { fr: title, en: '' },
    contenu: { fr: body },
    categories: ['IT'],
    texteAlternatif: { fr: 'Un poteau' },
  };

  it('only requires the French title and content, keeps the date and the image unchanged', () => {
    const { errors, value } = validateArticle(frOnly, 'edit', { ...ctx, hasImage: false });
    expect(errors).toEqual([]);
    expect(value).toEqual({
      titre: { fr: title, en: '' },
      contenu: { fr: body },
      categories: ['IT'],
      texteAlternatif: { fr: 'Un poteau' },
    });
    expect(validateArticle({ ...frOnly, etat: 'publié', datePublication: '' }, 'edit', ctx).value).not.toHaveProperty('datePublication');
  });

  it('saves a draft with a title in one language and applies the bounds to given translations', () => {
    expect(draftMessages({ titre: { en: title }, contenu: {}, categories: [] }, 'edit', { ...ctx, hasImage: false })).toEqual([]);
    expect(draftMessages({ titre: { fr: '', en: ' ' }, contenu: { fr: body } }, 'edit')).toEqual([
      'titre.fr: Donnez un titre dans au moins une langue pour enregistrer le brouillon.',
    ]);
    expect(draftMessages({ ...frOnly, titre: { fr: title, en: 'court' }, contenu: { fr: body, pt: 'court' } }, 'edit')).toEqual([
      'titre.en: Le titre (en) doit contenir entre 10 et 120 caractères.',
      'contenu.pt: Le contenu (pt) doit contenir entre 100 et 10000 caractères.',
    ]);
  });

  it('publishes only a complete article: every language, a category, the image and its texts', () => {
    expect(messages(frOnly, 'edit', { ...ctx, hasImage: false })).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
      'contenu.en: Le contenu (en) est obligatoire.',
      'contenu.pt: Le contenu (pt) est obligatoire.',
      "imagePrincipale: L'image principale est obligatoire.",
    ]);
    expect(messages({ ...valid, categories: [] }, 'edit')).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
    expect(messages(valid, 'edit')).toEqual([]);
  });

  it('allows up to 4 categories, none in a draft', () => {
    expect(messages({ ...valid, categories: ['IT', 'études', 'télécom', 'cablâge'] }, 'edit')).toEqual([]);
    expect(messages({ ...valid, categories: ['IT', 'études', 'télécom', 'cablâge', 'génie civil'] }, 'edit')).toEqual([
      'categories: Vous ne pouvez pas sélectionner plus de 4 catégories',
    ]);
    expect(draftMessages({ ...frOnly, categories: [] }, 'edit')).toEqual([]);
  });

  it('accepts any of the three states, planifié still needing a date and saved with the rules of a draft', () => {
    for (const etat of ['brouillon', 'publié']) expect(messages({ ...valid, etat }, 'edit')).toEqual([]);
    expect(messages({ ...frOnly, etat: 'planifié' }, 'edit')).toEqual(['datePublication: Veuillez fournir une date de publication.']);
    // Scheduled incomplete: the scheduler checks it again when its time comes (cms scheduler).
    expect(messages({ ...frOnly, etat: 'planifié', datePublication: '2025-08-01' }, 'edit')).toEqual([]);
    expect(messages({ ...frOnly, etat: 'supprimé' }, 'edit')).toEqual(["etat: L'état est invalide."]);
    expect(messages(valid, 'edit', { ...ctx, hasAuteur: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });

  it('reads the stored etat when the save does not send one', () => {
    expect(validateArticle(frOnly, 'edit', { ...ctx, etatActuel: 'publié' }).errors.map((e) => e.path)).toContain('titre.en');
    expect(validateArticle(frOnly, 'edit', { ...ctx, etatActuel: 'brouillon' }).errors).toEqual([]);
  });
});

describe('validateArticle: the main image alternative text and focal point', () => {
  it('requires the alternative text in each language being saved when there is a main image', () => {
    expect(messages({ ...valid, texteAlternatif: { fr: 'Un poteau', en: ' ' } })).toEqual([
      "texteAlternatif.en: Le texte alternatif de l'image principale (en) est obligatoire.",
      "texteAlternatif.pt: Le texte alternatif de l'image principale (pt) est obligatoire.",
    ]);
    // A draft saves without them; publishing needs one per language.
    expect(draftMessages({ ...valid, texteAlternatif: { fr: 'Un poteau' } }, 'edit')).toEqual([]);
    expect(messages({ ...valid, texteAlternatif: { fr: 'Un poteau', en: 'A pole' } }, 'edit')).toEqual([
      "texteAlternatif.pt: Le texte alternatif de l'image principale (pt) est obligatoire.",
    ]);
    // No image: nothing to describe (and the missing image is what stops publishing).
    expect(draftMessages({ ...valid, texteAlternatif: {} }, 'edit', { ...ctx, hasImage: false })).toEqual([]);
  });

  it('keeps the text trimmed and limits it to 150 characters', () => {
    const { value } = validateArticle({ ...valid, texteAlternatif: { ...valid.texteAlternatif, fr: '  Un poteau  ' } }, 'create', ctx);
    expect(value.texteAlternatif?.fr).toBe('Un poteau');
    expect(messages({ ...valid, texteAlternatif: { ...valid.texteAlternatif, pt: 'x'.repeat(151) } })).toEqual([
      'texteAlternatif.pt: Le texte alternatif (pt) ne peut excéder 150 caractères.',
    ]);
    expect(messages({ ...valid, texteAlternatif: { ...valid.texteAlternatif, pt: 'x'.repeat(150) } })).toEqual([]);
  });

  it('takes an optional focal point from 0 to 100, as an object or JSON text', () => {
    const point = (pointFocal: unknown, mode: 'create' | 'edit' = 'create') => validateArticle({ ...valid, pointFocal }, mode, ctx);
    expect(point({ x: 25, y: '80.04' }).value.pointFocal).toEqual({ x: 25, y: 80 });
    expect(point('{"x":0,"y":100}').value.pointFocal).toEqual({ x: 0, y: 100 });
    expect(point('').value.pointFocal).toBeNull();
    expect(point(undefined, 'edit').value).not.toHaveProperty('pointFocal');
    for (const bad of [{ x: -1, y: 5 }, { x: 5, y: 100.5 }, { x: 'a', y: 5 }, { x: 5 }, '{x', [10, 20], 42]) {
      expect(point(bad).errors.map((e) => e.message)).toEqual([
        'Le point focal est invalide : deux nombres de 0 à 100 (x et y, en pourcentage).',
      ]);
    }
  });
});
