import { isEmail, normalizeEmail } from './email';
import { text, type Validated, type FieldError } from './field-errors';

/** Sector values the site's forms send (docs/product.md §5): sector pages and the general contact page. */
export const CONTACT_SECTEURS = [
  'it',
  'cablage',
  'études',
  'etudes',
  'telecom',
  'genie civil',
  'genie-civil',
  'geniecivil',
  'aviation',
  'immobilier',
  'logistique',
  'mines',
] as const;

export const CONTACT_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires.',
  fieldRequired: 'Ce champ est obligatoire.',
  email: 'Veuillez saisir une adresse e-mail valide.',
  secteur: 'Veuillez sélectionner un secteur.',
  tooLong: (max: number) => `Ce champ ne peut excéder ${max} caractères.`,
  phone: 'Veuillez saisir un numéro de téléphone valide.',
} as const;

const LIMITS = { nom: 100, numero: 40, email: 254, entreprise: 150, description: 5000 } as const;

export interface DemandeContactInput {
  nom: string;
  numero: string;
  email: string;
  entreprise: string;
  description: string;
  secteur: string;
}

export function validateContact(body: unknown): Validated<DemandeContactInput> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const value: DemandeContactInput = {
    nom: text(input.nom),
    numero: text(input.numero),
    email: text(input.email),
    entreprise: text(input.entreprise),
    description: text(input.description),
    secteur: text(input.secteur).toLowerCase(),
  };
  const errors: FieldError[] = [];

  for (const field of ['nom', 'numero', 'email', 'description'] as const) {
    if (!value[field]) errors.push({ path: field, message: CONTACT_MESSAGES.fieldRequired });
  }
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (value[field].length > max) errors.push({ path: field, message: CONTACT_MESSAGES.tooLong(max) });
  }
  if (value.numero && !/^\+?[0-9 ().-]{6,40}$/.test(value.numero)) {
    errors.push({ path: 'numero', message: CONTACT_MESSAGES.phone });
  }
  if (value.email && !isEmail(value.email)) errors.push({ path: 'email', message: CONTACT_MESSAGES.email });
  if (!(CONTACT_SECTEURS as readonly string[]).includes(value.secteur)) {
    errors.push({ path: 'secteur', message: CONTACT_MESSAGES.secteur });
  }

  if (errors.length) {
    const missing = errors.some((e) => e.message === CONTACT_MESSAGES.fieldRequired);
    return { ok: false, message: missing ? CONTACT_MESSAGES.required : errors[0].message, errors };
  }
  return { ok: true, value: { ...value, email: normalizeEmail(value.email) } };
}
