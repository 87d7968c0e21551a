import { describe, expect, it } from 'vitest';
import { validateArticle, type ArticleInput } from '../src/validation/article';

const now = new Date('2025-06-15T12:00:00.000Z');
const ctx = { now, hasImage: true, hasUser: true };
const title = 'Un titre assez long';
const body = 'c'.repeat(100);
const loc = (v: string) => ({ fr: v, en: v, pt: v });

const valid: ArticleInput = {
  titre: loc(title),
  contenu: loc(body),
  resume: loc('Court résumé.'),
  motsCles: { fr: ['fibre'], en: [], pt: [] },
  categories: ['IT', 'télécom'],
};

const messages = (input: ArticleInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validateArticle(input, mode, c).errors.map((e) => `${e.path}: ${e.message}`);

describe('validateArticle: create', () => {
  it('accepts a valid article, dates it now and drafts it by default', () => {
    const { errors, value } = validateArticle(valid, 'create', ctx);
    expect(errors).toEqual([]);
    expect(value).toEqual({
      titre: loc(title), contenu: loc(body), resume: loc('Court résumé.'),
      motsCles: { fr: ['fibre'], en: [], pt: [] }, categories: ['IT', 'télécom'],
      secteur: null, etat: 'brouillon', datePublication: now.toISOString(),
    });
  });

  it('dates it now whatever its state when no date is given', () => {
    expect(validateArticle({ ...valid, etat: ' PUBLIÉ ' }, 'create', ctx).value).toMatchObject({ etat: 'publié', datePublication: now.toISOString() });
    expect(validateArticle({ ...valid, datePublication: '2025-07-01T08:00:00Z' }, 'create', ctx).value.datePublication)
      .toBe('2025-07-01T08:00:00.000Z');
  });

  it('requires the title in every language, 10 to 120 characters', () => {
    expect(messages({ ...valid, titre: { fr: title } })).toEqual([
      'titre.en: Le titre (en) est obligatoire.',
      'titre.pt: Le titre (pt) est obligatoire.',
    ]);
    for (const t of ['x'.repeat(9), 'x'.repeat(121)]) {
      expect(messages({ ...valid, titre: { ...loc(title), fr: t } })).toEqual(['titre.fr: Le titre (fr) doit contenir entre 10 et 120 caractères.']);
    }
    expect(messages({ ...valid, titre: loc('x'.repeat(10)) })).toEqual([]);
    expect(messages({ ...valid, titre: loc('x'.repeat(120)) })).toEqual([]);
  });

  it('requires the content in every language, 100 to 10000 characters', () => {
    expect(messages({ ...valid, contenu: { ...loc(body), pt: ' ' } })).toEqual(['contenu.pt: Le contenu (pt) est obligatoire.']);
    for (const c of ['x'.repeat(99), 'x'.repeat(10001)]) {
      expect(messages({ ...valid, contenu: { ...loc(body), en: c } }))
        .toEqual(['contenu.en: Le contenu (en) doit contenir entre 100 et 10000 caractères.']);
    }
    expect(messages({ ...valid, contenu: loc('x'.repeat(10000)) })).toEqual([]);
  });

  it('limits the summary to 200 characters and keywords to 30', () => {
    expect(messages({ ...valid, resume: { fr: 'x'.repeat(201) } })).toEqual(['resume.fr: Le résumé (fr) ne peut excéder 200 caractères.']);
    expect(messages({ ...valid, resume: loc('x'.repeat(200)) })).toEqual([]);
    expect(messages({ ...valid, motsCles: { en: ['y'.repeat(31)] } }))
      .toEqual([`motsCles.en: Le mot-clé « ${'y'.repeat(31)} » (en) ne peut excéder 30 caractères.`]);
  });

  it('requires the main image', () => {
    expect(messages(valid, 'create', { ...ctx, hasImage: false })).toEqual(["imagePrincipale: L'image principale est obligatoire."]);
  });

  it('requires 1 to 3 unique categories from the list', () => {
    expect(messages({ ...valid, categories: [] })).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
    expect(messages({ ...valid, categories: undefined })).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
    expect(messages({ ...valid, categories: ['IT', 'études', 'télécom', 'cablâge'] }))
      .toEqual(['categories: Vous ne pouvez pas sélectionner plus de 3 catégories']);
    expect(messages({ ...valid, categories: ['IT', 'banque', 'mines'] })).toEqual(['categories: Catégories invalides: banque, mines']);
    expect(messages({ ...valid, categories: ['IT', 'it'] })).toEqual(['categories: Les catégories doivent être uniques.']);
    expect(messages({ ...valid, categories: ['IT', 'études', 'génie civil'] })).toEqual([]);
  });

  it('stores categories in the list spelling', () => {
    expect(validateArticle({ ...valid, categories: [' it ', 'Génie Civil', 'CABLÂGE'] }, 'create', ctx).value.categories)
      .toEqual(['IT', 'génie civil', 'cablâge']);
    expect(validateArticle({ ...valid, categories: 'télécom' as unknown as string[] }, 'create', ctx).value.categories).toEqual(['télécom']);
  });

  it('checks the state, and a scheduled article needs a valid date', () => {
    expect(messages({ ...valid, etat: 'archivé' })).toEqual(["etat: L'état est invalide."]);
    expect(messages({ ...valid, etat: 'planifié' })).toEqual(['datePublication: Veuillez fournir une date de publication.']);
    expect(messages({ ...valid, etat: 'planifié', datePublication: 'bientôt' })).toEqual(['datePublication: Veuillez fournir une date de publication.']);
    expect(validateArticle({ ...valid, etat: 'Planifié', datePublication: '2025-09-01T09:00Z' }, 'create', ctx).value)
      .toMatchObject({ etat: 'planifié', datePublication: '2025-09-01T09:00:00.000Z' });
    expect(messages({ ...valid, datePublication: '31/12/2025' })).toEqual(['datePublication: Veuillez fournir une date de publication.']);
  });

  it('keeps an optional sector', () => {
    expect(validateArticle({ ...valid, secteur: ' sec1 ' }, 'create', ctx).value.secteur).toBe('sec1');
  });

  it('needs a known user', () => {
    expect(messages(valid, 'create', { ...ctx, hasUser: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });
});

describe('validateArticle: edit', () => {
  const frOnly: ArticleInput = { titre: { fr: title, en: '' }, contenu: { fr: body }, categories: ['IT'] };

  it('only requires the French title and content, keeps the date and the image unchanged', () => {
    const { errors, value } = validateArticle(frOnly, 'edit', { ...ctx, hasImage: false });
    expect(errors).toEqual([]);
    expect(value).toEqual({ titre: { fr: title, en: '' }, contenu: { fr: body }, categories: ['IT'] });
    expect(validateArticle({ ...frOnly, etat: 'publié', datePublication: '' }, 'edit', ctx).value).not.toHaveProperty('datePublication');
  });

  it('still requires French and applies the bounds to given translations', () => {
    expect(messages({ ...frOnly, titre: { en: title }, contenu: { pt: body } }, 'edit')).toEqual([
      'titre.fr: Le titre (fr) est obligatoire.',
      'contenu.fr: Le contenu (fr) est obligatoire.',
    ]);
    expect(messages({ ...frOnly, titre: { fr: title, en: 'court' }, contenu: { fr: body, pt: 'court' } }, 'edit')).toEqual([
      'titre.en: Le titre (en) doit contenir entre 10 et 120 caractères.',
      'contenu.pt: Le contenu (pt) doit contenir entre 100 et 10000 caractères.',
    ]);
  });

  it('allows 1 to 4 categories', () => {
    expect(messages({ ...frOnly, categories: ['IT', 'études', 'télécom', 'cablâge'] }, 'edit')).toEqual([]);
    expect(messages({ ...frOnly, categories: ['IT', 'études', 'télécom', 'cablâge', 'génie civil'] }, 'edit'))
      .toEqual(['categories: Vous ne pouvez pas sélectionner plus de 4 catégories']);
    expect(messages({ ...frOnly, categories: [] }, 'edit')).toEqual(['categories: Vous devez sélectionner au moins une catégorie.']);
  });

  it('accepts any of the three states, planifié still needing a date', () => {
    for (const etat of ['brouillon', 'publié']) expect(messages({ ...frOnly, etat }, 'edit')).toEqual([]);
    expect(messages({ ...frOnly, etat: 'planifié' }, 'edit')).toEqual(['datePublication: Veuillez fournir une date de publication.']);
    expect(messages({ ...frOnly, etat: 'planifié', datePublication: '2025-08-01' }, 'edit')).toEqual([]);
    expect(messages({ ...frOnly, etat: 'supprimé' }, 'edit')).toEqual(["etat: L'état est invalide."]);
    expect(messages(frOnly, 'edit', { ...ctx, hasUser: false })).toEqual(['auteur: Utilisateur non identifié.']);
  });
});
