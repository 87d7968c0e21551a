// Login (docs/product.md §3 and §5): the rule of connexion-fields.ts with its French messages.
import type { FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import type { Validation } from './common';
import { readConnexion, type ConnexionValues } from './connexion-fields';

export const CONNEXION_MESSAGES = { required: frenchMessage('connexion.required') } as const;

/** `password` is read when `motDePasse` is absent (one source names the form field so, docs/product.md §3). */
export function validateConnexion(input: unknown): Validation<ConnexionValues> {
  const { value, missing } = readConnexion(input);
  const errors: FieldError[] = missing.map((field) => fieldError(field, 'connexion.required'));
  return { errors, value };
}
