// The top message of a content form's failed save that names no field (docs/product.md §8; field
// errors go to the error summary).
import { ApiError } from '../api/errors';

/**
 * The refusal's text (`refusal`, translated), else the error's own text; an HTTP failure that says
 * nothing gets the spec's 'Erreur lors de la création' / '… mise à jour'.
 */
export function submitErrorText(
  error: unknown,
  fallback: string,
  refusal: (error: ApiError) => string | null,
  other: (error: unknown) => string,
): string {
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
