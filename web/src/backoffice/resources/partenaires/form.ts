// The partner form's pure steps and shapes: its values, the edit form's start, the check of the
// values and the chosen logo with the CMS's own rules, and the multipart body to send.
import { ACCEPTED_IMAGE_TYPES, sortByDisplayOrder, validatePartenaire, type PartenaireValue } from '@teranga/domain';
import type { FieldError } from '../../api/types';
import type { FormMode } from '../utilisateurs/form';

// Partners live only under the administrator's base (docs/product.md §2).
export const PARTENAIRES = '/admin/partenaires';
export const partenaireEditPath = (id: string) => `${PARTENAIRES}/modifier/${encodeURIComponent(id)}`;

/** GET /partenaires/admin/all (an array) and GET /partenaires/admin/{id} (the object). */
export interface Partenaire {
  _id: string;
  nom: string;
  siteWeb: string;
  logo: string | null;
  actif: boolean;
  ordreAffichage: number;
}

/** What the partner form holds; the logo file travels beside it. */
export interface PartenaireFormValues {
  nom: string;
  siteWeb: string;
  actif: boolean;
  ordreAffichage: string;
}

export const EMPTY_PARTENAIRE: PartenaireFormValues = { nom: '', siteWeb: '', actif: true, ordreAffichage: '0' };

export function partenaireToForm(partenaire: Partenaire): PartenaireFormValues {
  return {
    nom: partenaire.nom ?? '',
    siteWeb: partenaire.siteWeb ?? '',
    actif: partenaire.actif !== false,
    ordreAffichage: String(partenaire.ordreAffichage ?? 0),
  };
}

/** Lists are arrays, else empty, in the domain's display order (ordreAffichage, then name). */
export function sortPartenaires(answer: unknown): Partenaire[] {
  return Array.isArray(answer) ? sortByDisplayOrder(answer as Partenaire[]) : [];
}

/** The server's words for a file of another type (cms/src/services/uploads.ts). */
export const logoTypeMessage = (name: string) => `Le fichier « ${name} » n'est pas une image JPEG, PNG ou WebP.`;

/**
 * Validates the form and the chosen logo; when it passes, the multipart body of POST /partenaires
 * or PATCH /partenaires/{id} (fields nom, siteWeb, logo, actif, ordreAffichage of docs/product.md §7).
 */
export function checkPartenaire(
  values: PartenaireFormValues,
  mode: FormMode,
  logo: File | null,
  hasStoredLogo = false,
): { errors: FieldError[]; value: FormData | null } {
  const { errors, value } = validatePartenaire(values, mode, { hasLogo: Boolean(logo) || hasStoredLogo });
  if (logo && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(logo.type))
    errors.push({ path: 'logo', message: logoTypeMessage(logo.name) });
  if (errors.length) return { errors, value: null };
  return { errors: [], value: partenaireFormData(value, logo) };
}

export function partenaireFormData(value: PartenaireValue, logo: File | null): FormData {
  const form = new FormData();
  form.append('nom', value.nom);
  // Always sent so clearing the website on edit clears it on the server.
  form.append('siteWeb', value.siteWeb ?? '');
  if (value.actif !== undefined) form.append('actif', String(value.actif));
  if (value.ordreAffichage !== undefined) form.append('ordreAffichage', String(value.ordreAffichage));
  if (logo) form.append('logo', logo, logo.name);
  return form;
}
