// The contact request of SPEC sections 3 and 5, and the general page's checks in their order.
import type { ContactRequest } from '@rules/contact';
import { isEmail } from '@rules/email';
import type { FieldErrors } from './form-errors';

/** The fields the forms hold are those the CMS stores (cms/src/rules/contact.ts). */
export type ContactValues = ContactRequest;

export const REQUIRED_FIELDS = ['nom', 'numero', 'email', 'description'] as const;

export type ContactProblem = 'required' | 'secteur' | null;

/** General contact page: every required field, then a chosen sector. */
export function checkContact(values: ContactValues): ContactProblem {
  if (REQUIRED_FIELDS.some((field) => !values[field].trim())) return 'required';
  if (!values.secteur.trim()) return 'secteur';
  return null;
}

/** The form's fields in page order: the first one with an error gets the focus. */
export const CONTACT_FIELDS = ['nom', 'numero', 'email', 'entreprise', 'secteur', 'description'] as const;

// The CMS's own rule for a phone number (cms/src/rules/contact.ts).
const PHONE = /^\+?[0-9 ().-]{6,40}$/;

/**
 * Each field's problem before sending, as the CMS would see it: required fields, a well-formed
 * address and phone number, and a sector on the general page.
 */
export function contactFieldErrors(values: ContactValues, general: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) if (!values[field].trim()) errors[field] = 'required';
  if (!errors.numero && !PHONE.test(values.numero.trim())) errors.numero = 'phone';
  if (!errors.email && !isEmail(values.email.trim())) errors.email = 'email';
  if (general && !values.secteur.trim()) errors.secteur = 'secteur';
  return errors;
}

/** The general page's sector options (SPEC section 5, plus the company's own sectors). */
export const GENERAL_SECTEURS = ['telecom', 'geniecivil', 'cablage', 'it', 'etudes', 'aviation', 'immobilier', 'logistique', 'mines'] as const;

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
  'form.nom', 'form.numero', 'form.email', 'form.entreprise', 'form.description', 'form.secteur', 'form.secteurPlaceholder',
  'form.submit', 'form.sending', 'form.requiredNote', 'form.success.title', 'form.success.text',
  'form.errors.required', 'form.errors.secteur', 'form.errors.send', 'form.errors.rateLimit',
  'form.fieldErrors.required', 'form.fieldErrors.email', 'form.fieldErrors.phone', 'form.fieldErrors.secteur',
  'form.fieldErrors.tooLong', 'form.fieldErrors.consent', 'form.fieldErrors.invalid',
] as const;
