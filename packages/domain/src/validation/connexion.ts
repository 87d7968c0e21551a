// Login (docs/product.md §3 and §5): email and motDePasse are required; the email is compared lower-cased.
import { normalizeEmail } from '../email';
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import type { Validation } from './common';

export const CONNEXION_MESSAGES = { required: frenchMessage('connexion.required') } as const;

/** `password` is read when `motDePasse` is absent (one source names the form field so, docs/product.md §3). */
export function validateConnexion(input: unknown): Validation<{ email: string; motDePasse: string }> {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const password = body.motDePasse !== undefined ? body.motDePasse : body.password;
  const value = {
    email: normalizeEmail(text(body.email)),
    motDePasse: typeof password === 'string' ? password : '',
  };
  const errors: FieldError[] = [];
  if (!value.email) errors.push(fieldError('email', 'connexion.required'));
  if (!value.motDePasse) errors.push(fieldError('motDePasse', 'connexion.required'));
  return { errors, value };
}
