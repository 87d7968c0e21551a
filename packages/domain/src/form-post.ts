// Where a form posted natively by a browser (no JavaScript, or sent before the page's script ran)
// is sent next: a 303 to the confirmation page in the visitor's language, or back to the form with
// the refusal as codes the page turns into messages in its own language.
import { CONTACT_MESSAGES } from './contact';
import { NEWSLETTER_MESSAGES } from './newsletter';
import type { FieldError } from './field-errors';

export type FormLang = 'fr' | 'en' | 'pt';

/** Codes the public site translates (web/src/lib/form-errors.ts), per field. */
export type FormErrorCode = 'required' | 'email' | 'phone' | 'secteur' | 'tooLong' | 'consent' | 'invalid';

const BY_MESSAGE = new Map<string, FormErrorCode>([
  [CONTACT_MESSAGES.fieldRequired, 'required'],
  [CONTACT_MESSAGES.email, 'email'],
  [CONTACT_MESSAGES.phone, 'phone'],
  [CONTACT_MESSAGES.secteur, 'secteur'],
  [NEWSLETTER_MESSAGES.email, 'email'],
  [NEWSLETTER_MESSAGES.consent, 'consent'],
  [NEWSLETTER_MESSAGES.tooLong, 'tooLong'],
]);

/** The code of one field error's message (the rules' messages are French sentences). */
export function errorCode(message: string): FormErrorCode {
  return BY_MESSAGE.get(message) ?? (/excéder \d+ caractères/.test(message) ? 'tooLong' : 'invalid');
}

const FIELD = /^[a-z]{1,40}$/i;

/** `nom:required,email:email`: one entry per field (its first error), in the rules' order. */
export function errorList(errors: FieldError[]): string {
  const seen = new Map<string, FormErrorCode>();
  for (const e of errors) {
    const field = e.path.split('.')[0];
    if (FIELD.test(field) && !seen.has(field)) seen.set(field, errorCode(e.message));
  }
  return [...seen].map(([field, code]) => `${field}:${code}`).join(',');
}

export function formLang(value: unknown): FormLang {
  return value === 'en' || value === 'pt' ? value : 'fr';
}

/** A page of the site in that language: `/contact` → `/en/contact`. */
export function localizedPath(lang: FormLang, path: string): string {
  return lang === 'fr' ? path : `/${lang}${path}`;
}

/**
 * The page a refused post returns to, as sent by the form (`?retour=/en/telecom`): a path of the
 * site only (no scheme, host, `//`, backslash, query or fragment), else `fallback`. Nothing here
 * can send a visitor to another site.
 */
export function returnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 200) return fallback;
  // One character class, no nested quantifier: linear on any input (a nested one froze the CMS).
  return /^\/[a-z0-9/-]*$/.test(value) && !value.includes('//') ? value : fallback;
}

export type FormOutcome = { ok: true } | { ok: false; errors: FieldError[] } | { ok: false; retryAfter: number };

/**
 * The Location of the 303: the confirmation page, or the form's page with `?erreurs=` (field codes)
 * or `?attente=` (seconds before trying again), and a fragment (`#contact-erreur`, `#contact-attente`…)
 * that shows the page's notice without JavaScript (CSS `:target`).
 */
export function formLocation(form: 'contact' | 'newsletter', lang: FormLang, retour: unknown, outcome: FormOutcome): string {
  if (outcome.ok) return localizedPath(lang, `/${form}/merci`);
  const back = returnPath(retour, localizedPath(lang, form === 'contact' ? '/contact' : '/'));
  if ('retryAfter' in outcome) return `${back}?attente=${Math.max(1, Math.ceil(outcome.retryAfter))}#${form}-attente`;
  return `${back}?erreurs=${encodeURIComponent(errorList(outcome.errors) || '_:invalid')}#${form}-erreur`;
}
