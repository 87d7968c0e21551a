// docs/product.md §8, admin form failure: the field errors' messages (a form lists them in its error
// summary, each linked to its field; elsewhere they are one text), else the server message, else the
// error text, else 'Erreur inconnue'. No field path or code reaches the screen.
import type { FieldError } from './types';

export const UNKNOWN_ERROR = 'Erreur inconnue';

/** A failed API call, with the CMS error shape read out (cms/README.md, "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly body: unknown;
  /** The server's own `error.message`, when the answer carried one. */
  readonly serverMessage: string | null;
  /** `error.details.code` / `params`: the server message's code, for translation. */
  readonly serverCode: string | null;
  readonly serverParams: Record<string, string | number> | undefined;

  constructor(status: number, body: unknown, fallback = `HTTP ${status}`) {
    const serverMessage = serverMessageOf(body);
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrorsOf(body);
    const details = errorObject(body)?.details as { code?: unknown; params?: unknown } | undefined;
    this.serverCode = typeof details?.code === 'string' ? details.code : null;
    this.serverParams = paramsOf(details?.params);
  }
}

function paramsOf(raw: unknown): Record<string, string | number> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  return out;
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
    const { path, message, code, params } = entry as { path?: unknown; message?: unknown; code?: unknown; params?: unknown };
    if (typeof message !== 'string') return [];
    const joined = Array.isArray(path) ? path.map(String).join('.') : typeof path === 'string' ? path : '';
    const coded = typeof code === 'string' ? { code, ...(paramsOf(params) ? { params: paramsOf(params) } : {}) } : {};
    return [{ path: joined, message, ...coded }];
  });
}

/** The messages as one text, in their order (each message is a sentence of its own). */
export function formatFieldErrors(errors: FieldError[]): string {
  return errors.map((e) => e.message).join(' ');
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

// ---- In the editor's language -------------------------------------------------------------

/** An i18next `t` bound to the `messages` namespace. */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/** A coded error's text in the interface language; its own (French) message when the code is unknown. */
export function localizeFieldError(error: FieldError, t: Translate): FieldError {
  if (!error.code) return error;
  return { ...error, message: t(error.code, { ...error.params, defaultValue: error.message }) };
}

export function localizeFieldErrors(errors: FieldError[], t: Translate): FieldError[] {
  return errors.map((e) => localizeFieldError(e, t));
}

// Statuses whose uncoded server text may not be the product's own French (a proxy's or the
// framework's words, e.g. a body-size refusal): they always get the interface's text.
const STATUS_TEXT = new Set([413, 429]);

/**
 * The text of a failure that is no field error, in the interface language: the server message's code
 * when it has one; the interface's text of its status for 413 and 429 (whose words may be a
 * framework's); the server's French message in French (401, 403 and 404 by status elsewhere); null when
 * nothing fits, for the caller's own fallback (e.g. 'Erreur lors de la création').
 */
export function refusalText(error: ApiError, t: Translate, lang: string): string | null {
  if (error.serverCode) return t(error.serverCode, { ...error.serverParams, defaultValue: error.serverMessage ?? '' }) || null;
  if (STATUS_TEXT.has(error.status)) return t(`http.${error.status}`, {});
  if (!error.serverMessage) return null;
  if (lang.startsWith('fr')) return error.serverMessage;
  return [401, 403, 404].includes(error.status) ? t(`http.${error.status}`, {}) : null;
}

/** docs/product.md §8's top error, translated: the field errors' messages, else the refusal's text. */
export function localizeApiError(error: unknown, t: Translate, lang: string): string {
  if (error instanceof ApiError) {
    if (error.fieldErrors.length) return formatFieldErrors(localizeFieldErrors(error.fieldErrors, t));
    const text = refusalText(error, t, lang);
    if (text) return text;
  }
  if (error instanceof TypeError || (error instanceof Error && error.message === 'Erreur réseau')) return t('http.network', {});
  return formatApiError(error);
}
