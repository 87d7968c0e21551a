// The contact request and the general page's checks, with the domain's validator (the CMS's own).
// One module of the domain, not its index: the contact island stays free of the answer schemas (zod).
import { CONTACT_MESSAGES, validateContact, type DemandeContactInput } from '@teranga/domain/contact';
import { fromApi, type FieldErrors } from './form-errors';

/** The fields the forms hold are those the CMS stores. */
export type ContactValues = DemandeContactInput;

export type ContactProblem = 'required' | 'secteur' | null;

/**
 * General contact page: every required field, then a chosen sector, as the server checks them. Other
 * refusals (an address or number the server rejects) come back from the server.
 */
export function checkContact(values: ContactValues): ContactProblem {
  const result = validateContact(values);
  if (result.ok) return null;
  if (result.errors.some((e) => e.message === CONTACT_MESSAGES.fieldRequired)) return 'required';
  if (result.errors.some((e) => e.path === 'secteur')) return 'secteur';
  return null;
}

/** The form's fields in page order: the first one with an error gets the focus. */
export const CONTACT_FIELDS = ['nom', 'numero', 'email', 'entreprise', 'secteur', 'description'] as const;

/** Each field's problem before sending, by the server's own rules, as codes the page translates. */
export function contactFieldErrors(values: ContactValues): FieldErrors {
  const result = validateContact(values);
  return result.ok ? {} : fromApi(result.errors.map((e) => ({ path: e.path.split('.'), message: e.message })));
}

/** The general page's sector options (docs/product.md §5, plus the company's own sectors). */
export const GENERAL_SECTEURS = [
  'telecom',
  'geniecivil',
  'cablage',
  'it',
  'etudes',
  'aviation',
  'immobilier',
  'logistique',
  'mines',
] as const;

export function contactPayload(values: ContactValues, honeypot = '') {
  return {
    nom: values.nom.trim(),
    numero: values.numero.trim(),
    email: values.email.trim(),
    entreprise: values.entreprise.trim(),
    description: values.description.trim(),
    secteur: values.secteur,
    website: honeypot,
  };
}

/** The strings the contact form island receives as props. */
export const CONTACT_MESSAGE_KEYS = [
  'form.nom',
  'form.numero',
  'form.email',
  'form.entreprise',
  'form.description',
  'form.secteur',
  'form.secteurPlaceholder',
  'form.submit',
  'form.sending',
  'form.requiredNote',
  'form.success.title',
  'form.success.text',
  'form.errors.required',
  'form.errors.secteur',
  'form.errors.send',
  'form.errors.rateLimit',
  'form.fieldErrors.required',
  'form.fieldErrors.email',
  'form.fieldErrors.phone',
  'form.fieldErrors.secteur',
  'form.fieldErrors.tooLong',
  'form.fieldErrors.consent',
  'form.fieldErrors.invalid',
] as const;
