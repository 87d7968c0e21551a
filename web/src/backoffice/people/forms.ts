// Pure steps of the user and partner forms: client-side validation with the CMS's own rules (so
// the browser shows docs/product.md §5's words) and the payloads the API expects.
import { ACCEPTED_IMAGE_TYPES } from '@teranga/domain';
import { validatePartenaire, type PartenaireValue } from '@teranga/domain';
import { validateUtilisateur } from '@teranga/domain';
import type { FieldError } from '../api/types';
import type { Partenaire, PartnerFormValues, UserFormValues, Utilisateur } from './types';

export type FormMode = 'create' | 'edit';

export const EMPTY_USER: UserFormValues = {
  nom: '',
  prenom: '',
  email: '',
  telephone: '',
  role: 'conseiller', // docs/product.md §5: role default conseiller
  statut: 'actif',
  motDePasse: '',
  confirmationMotDePasse: '',
};

/** The edit form starts from the stored user, passwords empty (unchanged). */
export function userToForm(user: Utilisateur): UserFormValues {
  return {
    nom: user.nom ?? '',
    prenom: user.prenom ?? '',
    email: user.email ?? '',
    telephone: user.telephone ?? '',
    role: user.role === 'administrateur' ? 'administrateur' : 'conseiller',
    statut: user.statut === 'inactif' ? 'inactif' : 'actif',
    motDePasse: '',
    confirmationMotDePasse: '',
  };
}

export type UserPayload = Omit<UserFormValues, 'motDePasse' | 'confirmationMotDePasse'> & {
  motDePasse?: string;
  confirmationMotDePasse?: string;
};

/**
 * Validates the form; when it passes, the JSON body of POST or PUT /utilisateurs. The password and
 * its confirmation travel only when one was typed (on edit an empty password means unchanged).
 */
export function checkUser(values: UserFormValues, mode: FormMode): { errors: FieldError[]; payload: UserPayload | null } {
  const { errors } = validateUtilisateur(values, mode);
  if (errors.length) return { errors, payload: null };
  const { motDePasse, confirmationMotDePasse, ...rest } = values;
  const payload: UserPayload = { ...rest, nom: rest.nom.trim(), prenom: rest.prenom.trim(), email: rest.email.trim(), telephone: rest.telephone.trim() };
  if (motDePasse) Object.assign(payload, { motDePasse, confirmationMotDePasse });
  return { errors: [], payload };
}

export const EMPTY_PARTNER: PartnerFormValues = { nom: '', siteWeb: '', actif: true, ordreAffichage: '0' };

export function partnerToForm(partner: Partenaire): PartnerFormValues {
  return {
    nom: partner.nom ?? '',
    siteWeb: partner.siteWeb ?? '',
    actif: partner.actif !== false,
    ordreAffichage: String(partner.ordreAffichage ?? 0),
  };
}

/** The server's words for a file of another type (cms/src/services/uploads.ts). */
export const logoTypeMessage = (name: string) => `Le fichier « ${name} » n'est pas une image JPEG, PNG ou WebP.`;

/**
 * Validates the form and the chosen logo; when it passes, the multipart body of POST /partenaires
 * or PATCH /partenaires/{id} (fields nom, siteWeb, logo, actif, ordreAffichage of docs/product.md §7).
 */
export function checkPartner(
  values: PartnerFormValues,
  mode: FormMode,
  logo: File | null,
  hasStoredLogo = false,
): { errors: FieldError[]; form: FormData | null } {
  const { errors, value } = validatePartenaire(values, mode, { hasLogo: Boolean(logo) || hasStoredLogo });
  if (logo && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(logo.type)) errors.push({ path: 'logo', message: logoTypeMessage(logo.name) });
  if (errors.length) return { errors, form: null };
  return { errors: [], form: partnerFormData(value, logo) };
}

export function partnerFormData(value: PartenaireValue, logo: File | null): FormData {
  const form = new FormData();
  form.append('nom', value.nom);
  // Always sent so clearing the website on edit clears it on the server.
  form.append('siteWeb', value.siteWeb ?? '');
  if (value.actif !== undefined) form.append('actif', String(value.actif));
  if (value.ordreAffichage !== undefined) form.append('ordreAffichage', String(value.ordreAffichage));
  if (logo) form.append('logo', logo, logo.name);
  return form;
}

/** Field errors of one field, for the message under it. */
export function errorsFor(errors: readonly FieldError[], path: string): string[] {
  return errors.filter((e) => e.path === path).map((e) => e.message);
}
