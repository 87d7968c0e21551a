// The top error of a content form (docs/product.md §8) and the per-field marks it implies.
import { ApiError, formatFieldErrors } from '../api/errors';
import type { FieldError } from '../api/types';

/**
 * Field errors (already in the interface language) as 'field: message' joined by ' | ', else the
 * refusal's text (`refusal`, translated), else the error's own text; an HTTP failure that says
 * nothing gets the spec's 'Erreur lors de la création' / '… mise à jour'.
 */
export function submitErrorText(
  error: unknown,
  fallback: string,
  fieldErrors: FieldError[],
  refusal: (error: ApiError) => string | null,
  other: (error: unknown) => string,
): string {
  if (fieldErrors.length) return formatFieldErrors(fieldErrors);
  if (error instanceof ApiError) return refusal(error) ?? fallback;
  return other(error);
}

/** An edit answer that holds no item (docs/product.md §8: 'Aucun article à modifier', …). */
export class MissingItemError extends Error {
  constructor() {
    super('Réponse API invalide');
    this.name = 'MissingItemError';
  }
}

/** The edit screens accept an object with an `_id`; anything else is no item at all. */
export function assertItem<T>(answer: unknown): T {
  const id = answer && typeof answer === 'object' ? (answer as { _id?: unknown })._id : undefined;
  if (typeof id !== 'string' || !id) throw new MissingItemError();
  return answer as T;
}

/**
 * docs/product.md §8's load messages: the kind's not-found text on 404, the "nothing to edit" text for an
 * answer without an item, else 'Erreur lors du chargement'.
 */
export function loadErrorText(error: unknown, texts: { notFound: string; missing: string; failed: string }): string {
  if (error instanceof ApiError && error.status === 404) return texts.notFound;
  if (error instanceof MissingItemError) return texts.missing;
  return texts.failed;
}
