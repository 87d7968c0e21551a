// What the contact and newsletter forms tell a visitor when a send is refused: one message per field
// (the API's field errors, or the codes a native post came back with), and the wait after the rate limit.
// One module of the domain, not its index: the islands stay free of the answer schemas (zod).
import { errorCode, type FormErrorCode } from '@teranga/domain/form-post';
import type { MessageKey } from '../i18n';

export type { FormErrorCode };
export type FieldErrors = Record<string, FormErrorCode>;

const CODES: readonly FormErrorCode[] = ['required', 'email', 'phone', 'secteur', 'tooLong', 'consent', 'invalid'];

export const FIELD_ERROR_KEYS = CODES.map((code) => `form.fieldErrors.${code}` as const) satisfies readonly MessageKey[];

/** The API's `details.errors` (`[{path: ['email'], message}]`) → `{email: 'email'}`, first error per field. */
export function fromApi(errors: { path?: unknown; message?: unknown }[] | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors ?? []) {
    const field = Array.isArray(e.path) ? String(e.path[0] ?? '') : String(e.path ?? '');
    if (field && !(field in out)) out[field] = errorCode(String(e.message ?? ''));
  }
  return out;
}

export interface Returned {
  errors: FieldErrors;
  retryAfter: number | null;
}

/**
 * A native post that was refused comes back as `?erreurs=nom:required,email:email#contact-erreur` or
 * `?attente=120#contact-attente` (packages/domain/src/form-post.ts); null when this form's fragment is absent.
 */
export function fromReturn(search: string, hash: string, form: 'contact' | 'newsletter'): Returned | null {
  if (hash !== `#${form}-erreur` && hash !== `#${form}-attente`) return null;
  const params = new URLSearchParams(search);
  const wait = Number(params.get('attente'));
  const errors: FieldErrors = {};
  for (const entry of (params.get('erreurs') ?? '').split(',')) {
    const [field, code] = entry.split(':');
    if (field && /^(?:_|[a-z]{1,40})$/i.test(field) && (CODES as readonly string[]).includes(code)) errors[field] = code as FormErrorCode;
  }
  return { errors, retryAfter: Number.isFinite(wait) && wait > 0 ? wait : null };
}

/** The page's public address from Astro's (`/en/telecom.html` → `/en/telecom`, `/index.html` → `/`). */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path === '' ? '/' : path;
}

/** Whole minutes to wait, at least one. */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The first field, in the form's order, that has an error. */
export function firstInvalid(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => field in errors) ?? null;
}

/** Once the island shows the messages itself, the address loses the codes (a reload starts afresh). */
export function forgetReturn(): void {
  history.replaceState(history.state, '', location.pathname);
}
