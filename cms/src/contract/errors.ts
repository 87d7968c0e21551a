import { errors } from '@strapi/utils';
import type { FieldError } from '../rules/field-errors';

/**
 * The API's one error shape (Strapi's own), documented in cms/README.md:
 *   { data: null, error: { status, name, message, details: { errors: [{ path: ['titre','fr'], message }] } } }
 */
export function validationError(message: string, fieldErrors: FieldError[]): errors.ValidationError {
  return new errors.ValidationError(message, {
    errors: fieldErrors.map((e) => ({ path: e.path.split('.'), message: e.message, name: 'ValidationError' })),
  });
}

export const { NotFoundError, RateLimitError, ForbiddenError, UnauthorizedError, PayloadTooLargeError } = errors;
