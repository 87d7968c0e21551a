import { describe, expect, it } from 'vitest';
import type { FieldError } from '../src/field-errors';
import {
  checkCategories,
  checkChoice,
  checkKeywords,
  checkLoc,
  checkYear,
  cleanKeywords,
  cleanList,
  cleanLoc,
  compact,
  parseDate,
  publicationDate,
} from '../src/validation/common';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('parseDate', () => {
  it('tells empty, valid and invalid dates apart', () => {
    for (const raw of [undefined, null, '', '   ']) expect(parseDate(raw)).toEqual({ kind: 'empty' });
    expect(parseDate('2025-01-31')).toEqual({ kind: 'ok', iso: '2025-01-31T00:00:00.000Z' });
    expect(parseDate(' 2025-01-31T10:20:30.456Z ')).toEqual({ kind: 'ok', iso: '2025-01-31T10:20:30.456Z' });
    expect(parseDate('2024-02-29T00:00:00+01:00')).toEqual({ kind: 'ok', iso: '2024-02-28T23:00:00.000Z' });
    expect(parseDate(new Date(now))).toEqual({ kind: 'ok', iso: now.toISOString() });
    for (const raw of ['2025-02-29', '2025-04-31', '2025-00-10', '2025-1-5', '15/06/2025', 'Sun Jun 15 2025', '42', 42, new Date('x')]) {
      expect(parseDate(raw)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('publicationDate', () => {
  it('defaults to now when published, null for a new draft, unchanged for an edited draft', () => {
    const errors: FieldError[] = [];
    expect(publicationDate(errors, '', 'publié', 'create', now)).toBe(now.toISOString());
    expect(publicationDate(errors, undefined, 'publié', 'edit', now)).toBe(now.toISOString());
    expect(publicationDate(errors, '', 'brouillon', 'create', now)).toBeNull();
    expect(publicationDate(errors, '', undefined, 'edit', now)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(publicationDate(errors, 'hier', 'publié', 'create', now)).toBeUndefined();
    expect(errors).toEqual([
      { path: 'datePublication', message: 'Veuillez fournir une date de publication.', code: 'datePublication.required' },
    ]);
  });
});

describe('checkChoice', () => {
  it('normalises case, spaces and Unicode form, and falls back when blank', () => {
    const errors: FieldError[] = [];
    const etats = ['brouillon', 'publié'] as const;
    expect(checkChoice(errors, 'etat', 'etat.invalid', ' PUBLIÉ ', etats, undefined)).toBe('publié');
    expect(checkChoice(errors, 'etat', 'etat.invalid', 'publie\u0301', etats, undefined)).toBe('publié');
    expect(checkChoice(errors, 'etat', 'etat.invalid', '', etats, 'brouillon')).toBe('brouillon');
    expect(checkChoice(errors, 'etat', 'etat.invalid', undefined, etats, undefined)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(checkChoice(errors, 'etat', 'etat.invalid', 'publie', etats, 'brouillon')).toBeUndefined();
    expect(errors).toEqual([{ path: 'etat', message: "L'état est invalide.", code: 'etat.invalid' }]);
  });
});

describe('localized fields', () => {
  it('fills every language on create and keeps only sent ones on edit', () => {
    expect(cleanLoc({ fr: ' a ', de: 'x' }, 'create')).toEqual({ fr: 'a', en: '', pt: '' });
    expect(cleanLoc({ fr: ' a ' }, 'edit')).toEqual({ fr: 'a' });
    expect(cleanLoc(undefined, 'edit')).toBeUndefined();
    expect(cleanLoc('texte', 'create')).toEqual({ fr: '', en: '', pt: '' });
    expect(cleanKeywords({ fr: ['a', ' ', ' b'], en: 'c, d' }, 'create')).toEqual({ fr: ['a', 'b'], en: ['c', 'd'], pt: [] });
    expect(cleanList(['x', 3, null, ' y '])).toEqual(['x', '3', 'y']);
  });

  it('reports required, between and max per language', () => {
    const errors: FieldError[] = [];
    checkLoc(errors, 'titre', { fr: '', en: 'abc', pt: 'x'.repeat(11) }, { required: () => true, min: 2, max: 10 });
    checkLoc(errors, 'resume', { fr: 'x'.repeat(6) }, { max: 5 });
    checkLoc(errors, 'description', { en: '' }, { max: 5 });
    expect(errors).toEqual([
      { path: 'titre.fr', message: 'Le titre (fr) est obligatoire.', code: 'titre.required', params: { lang: 'fr' } },
      {
        path: 'titre.pt',
        message: 'Le titre (pt) doit contenir entre 2 et 10 caractères.',
        code: 'titre.between',
        params: { lang: 'pt', min: 2, max: 10 },
      },
      { path: 'resume.fr', message: 'Le résumé (fr) ne peut excéder 5 caractères.', code: 'resume.max', params: { lang: 'fr', max: 5 } },
    ]);
  });

  it('reports each keyword that is too long', () => {
    const errors: FieldError[] = [];
    checkKeywords(errors, { pt: ['a'.repeat(31), 'b'.repeat(30), 'c'.repeat(40)] });
    expect(errors.map((e) => e.message)).toEqual([
      `Le mot-clé « ${'a'.repeat(31)} » (pt) ne peut excéder 30 caractères.`,
      `Le mot-clé « ${'c'.repeat(40)} » (pt) ne peut excéder 30 caractères.`,
    ]);
    expect(errors.every((e) => e.path === 'motsCles.pt')).toBe(true);
  });
});

describe('checkYear', () => {
  it('requires an integer year between 1900 and now + 5', () => {
    const errors: FieldError[] = [];
    expect(checkYear(errors, 1900, now)).toBe(1900);
    expect(checkYear(errors, '2030', now)).toBe(2030);
    expect(errors).toEqual([]);
    expect(checkYear(errors, '2031', now)).toBeUndefined();
    expect(checkYear(errors, null, now)).toBeUndefined();
    expect(errors).toEqual([
      { path: 'annee', message: "L'année est invalide.", code: 'annee.invalid' },
      { path: 'annee', message: "L'année est obligatoire.", code: 'annee.required' },
    ]);
  });
});

describe('checkCategories', () => {
  it('can report several problems at once', () => {
    const errors: FieldError[] = [];
    expect(checkCategories(errors, ['IT', 'IT', 'x', 'y'], 3)).toEqual(['IT', 'IT']);
    expect(errors.map((e) => e.message)).toEqual([
      'Vous ne pouvez pas sélectionner plus de 3 catégories',
      'Catégories invalides: x, y',
      'Les catégories doivent être uniques.',
    ]);
  });
});

describe('compact', () => {
  it('drops undefined keys only', () => {
    expect(compact({ a: 1, b: undefined, c: null, d: '' })).toEqual({ a: 1, c: null, d: '' });
    expect(Object.keys(compact({ a: undefined }))).toEqual([]);
  });
});
