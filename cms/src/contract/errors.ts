import createHttpError from 'http-errors';
import { errors } from '@strapi/utils';
import type { FieldError } from '@teranga/domain';

/**
 * The API's one error shape (Strapi's own), documented in cms/README.md ("Errors"):
 *   { data: null, error: { status, name, message, details: { errors: [{ path: ['titre','fr'], message, code?, params? }], code?, params? } } }
 * Messages are French; `code` and `params` (@teranga/domain, messages.ts) let a client translate them.
 */
type Coded = { code?: string; params?: Record<string, string | number> };

const details = (fieldErrors: FieldError[], coded: Coded = {}) => ({
  errors: fieldErrors.map((e) => ({
    path: e.path.split('.'),
    message: e.message,
    name: 'ValidationError',
    ...(e.code ? { code: e.code } : {}),
    ...(e.params ? { params: e.params } : {}),
  })),
  ...(coded.code ? { code: coded.code } : {}),
  ...(coded.params ? { params: coded.params } : {}),
});

export function validationError(message: string, fieldErrors: FieldError[], coded?: Coded): errors.ValidationError {
  return new errors.ValidationError(message, details(fieldErrors, coded));
}

/** Refused input in that shape: 413 when a file is over the size limit, 400 otherwise. */
export function refusedInput(fieldErrors: FieldError[], { tooLarge = false } = {}) {
  const message = fieldErrors[0].message;
  const first = { code: fieldErrors[0].code, params: fieldErrors[0].params };
  return tooLarge ? new errors.PayloadTooLargeError(message, details(fieldErrors, first)) : validationError(message, fieldErrors, first);
}

export const { NotFoundError, RateLimitError, PayloadTooLargeError } = errors;

// (http-errors is pinned to the version @strapi/utils uses, so Strapi recognises these errors.)
// 401 and 403 as HTTP errors: Strapi's route pipeline replaces its own UnauthorizedError and
// ForbiddenError with a bare "Unauthorized"/"Forbidden", and our messages say what to do.
export function unauthorized(message: string, code?: string) {
  return createHttpError(401, message, { name: 'UnauthorizedError', details: code ? { code } : {} });
}

/** 409: the item changed since the client read it; `current` is the stored item, as the API answers it. */
export function conflict(message: string, code: string, current: unknown) {
  return createHttpError(409, message, { name: 'ConflictError', details: { code, current } });
}

export function forbidden(message: string, code?: string) {
  return createHttpError(403, message, { name: 'ForbiddenError', details: code ? { code } : {} });
}

/** 409: the request is sound but the stored state forbids it now (a restored item's slug taken meanwhile). */
export function stateConflict(message: string, code: string, params: Record<string, string | number> = {}) {
  return createHttpError(409, message, { name: 'ConflictError', details: { code, params } });
}
