import { describe, expect, it } from 'vitest';
import { fieldError, frenchMessage, MESSAGES_FR } from '../src/messages';
import { validateArticle } from '../src/validation/article';

describe('rule messages by code', () => {
  it('fills the placeholders and leaves a missing one visible', () => {
    expect(frenchMessage('titre.between', { lang: 'en', min: 10, max: 120 })).toBe(
      'Le titre (en) doit contenir entre 10 et 120 caractères.',
    );
    expect(frenchMessage('categories.max', {})).toBe('Vous ne pouvez pas sélectionner plus de {{max}} catégories');
  });

  it('gives a field error its French message, code and parameters', () => {
    expect(fieldError('motsCles.pt', 'motsCles.max', { keyword: 'x', lang: 'pt', max: 30 })).toEqual({
      path: 'motsCles.pt',
      message: 'Le mot-clé « x » (pt) ne peut excéder 30 caractères.',
      code: 'motsCles.max',
      params: { keyword: 'x', lang: 'pt', max: 30 },
    });
    expect(fieldError('image', 'image.required')).toEqual({ path: 'image', message: "L'image est obligatoire.", code: 'image.required' });
  });

  it('codes every error a validator gives, so that no message escapes translation', () => {
    const { errors } = validateArticle({ categories: ['x', 'x'], etat: 'zz' }, 'create', {
      now: new Date(),
      hasImage: false,
      hasAuteur: false,
    });
    const published = validateArticle({ categories: ['x', 'x'], etat: 'publié' }, 'create', {
      now: new Date(),
      hasImage: false,
      hasAuteur: false,
    });
    expect(errors.length).toBeGreaterThan(3);
    expect(published.errors.length).toBeGreaterThan(5);
    for (const error of [...errors, ...published.errors]) {
      expect(error.code && error.code in MESSAGES_FR, JSON.stringify(error)).toBe(true);
      expect(frenchMessage(error.code as keyof typeof MESSAGES_FR, error.params)).toBe(error.message);
    }
  });

  it('keeps the spec quotes word for word', () => {
    expect(MESSAGES_FR['motDePasse.confirmation']).toBe('Les mots de passe ne correspondent pas.');
    expect(MESSAGES_FR['images.count']).toBe('Veuillez sélectionner entre 1 et 5 images.');
    expect(MESSAGES_FR['datePublication.required']).toBe('Veuillez fournir une date de publication.');
  });
});
