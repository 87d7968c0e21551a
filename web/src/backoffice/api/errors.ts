// docs/product.md §8, admin form failure: field errors 'field: message' joined by ' | ', else the
// server message, else the error text, else 'Erreur inconnue'.
import type { FieldError } from './types';

export const UNKNOWN_ERROR = 'Erreur inconnue';

/** A failed API call, with the CMS error shape read out (README.md "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;
  /** The server's own `error.message`, when the answer carried one. */
  readonly serverMessage: string | null;

  constructor(status: number, body: unknown, fallback = `HTTP ${status}`) {
    const serverMessage = serverMessageOf(body);
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrorsOf(body);
  }
}

function errorObject(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  return error && typeof error === 'object' ? (error as Record<string, unknown>) : null;
}

/** `error.message` of the CMS shape, else a top-level `message` (older answers). */
export function serverMessageOf(body: unknown): string | null {
  const error = errorObject(body);
  const message = error?.message ?? (body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined);
  return typeof message === 'string' && message.trim() ? message : null;
}

/** `error.details.errors[]` with each path (an array in the CMS shape) joined by '.'. */
export function fieldErrorsOf(body: unknown): FieldError[] {
  const details = errorObject(body)?.details as { errors?: unknown } | undefined;
  if (!details || !Array.isArray(details.errors)) return [];
  return details.errors.flatMap((entry): FieldError[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const joined = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
    return [{ path: joined, message }];
  });
}

/** 'field: message' joined by ' | ' (a field error without a path is its message alone). */
export function formatFieldErrors(errors: FieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join(' | ');
}

/** The top error of an admin form, as docs/product.md §8 says. */
export function formatApiError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fieldErrors.length) return formatFieldErrors(error.fieldErrors);
    if (error.serverMessage) return error.serverMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}
