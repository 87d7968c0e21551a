// The contact request of SPEC sections 3 and 5, and the general page's checks in their order.
import type { ContactRequest } from '@rules/contact';

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
  'form.errors.required', 'form.errors.secteur', 'form.errors.send',
] as const;
