import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, formatApiError, serverMessageOf } from '../../../src/backoffice/api/errors';

const cmsError = (message: string, errors?: { path: string[] | string; message: string }[]) => ({
  data: null,
  error: { status: 400, name: 'ValidationError', message, details: errors ? { errors } : {} },
});

describe('docs/product.md §8 error formatting', () => {
  it("reads the server's field errors with their paths joined by '.', and says only their messages", () => {
    const error = new ApiError(
      400,
      cmsError('Le titre (fr) est obligatoire.', [
        { path: ['titre', 'fr'], message: 'Le titre (fr) est obligatoire.' },
        { path: ['secteur'], message: 'Veuillez choisir un secteur.' },
      ]),
    );
    expect(error.fieldErrors.map((e) => e.path)).toEqual(['titre.fr', 'secteur']);
    expect(formatApiError(error)).toBe('Le titre (fr) est obligatoire. Veuillez choisir un secteur.');
  });

  it('accepts a path already given as a string', () => {
    expect(fieldErrorsOf(cmsError('x', [{ path: 'annee', message: "L'année est invalide." }]))).toEqual([
      { path: 'annee', message: "L'année est invalide." },
    ]);
  });

  it('falls back to the server message when there are no field errors', () => {
    expect(
      formatApiError(
        new ApiError(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Article introuvable', details: {} } }),
      ),
    ).toBe('Article introuvable');
  });

  it('falls back to the error text, then to Erreur inconnue', () => {
    expect(formatApiError(new ApiError(502, '<html>Bad gateway</html>'))).toBe('HTTP 502');
    expect(formatApiError(new Error('Erreur lors de la création'))).toBe('Erreur lors de la création');
    expect(formatApiError('Réponse API invalide')).toBe('Réponse API invalide');
    expect(formatApiError(undefined)).toBe('Erreur inconnue');
    expect(formatApiError({})).toBe('Erreur inconnue');
    expect(formatApiError(new Error(''))).toBe('Erreur inconnue');
  });

  it('reads the message of the CMS shape and of a bare { message } answer', () => {
    expect(serverMessageOf(cmsError('Email ou mot de passe incorrect.'))).toBe('Email ou mot de passe incorrect.');
    expect(serverMessageOf({ message: 'Pas autorisé' })).toBe('Pas autorisé');
    expect(serverMessageOf({ error: { message: '  ' } })).toBeNull();
    expect(serverMessageOf(null)).toBeNull();
  });

  it('ignores malformed field errors', () => {
    expect(fieldErrorsOf({ error: { details: { errors: [null, { path: ['a'] }, { path: ['b'], message: 'ok' }] } } })).toEqual([
      { path: 'b', message: 'ok' },
    ]);
  });
});
