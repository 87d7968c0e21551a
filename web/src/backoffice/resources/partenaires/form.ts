// The partner form's pure steps and shapes: its values, the edit form's start, the check of the
// values and the chosen logo with the CMS's own rules, and the multipart body to send.
import {
  ACCEPTED_IMAGE_TYPES,
  PARTENAIRE,
  sortByDisplayOrder,
  validatePartenaire,
  type Partenaire,
  type PartenaireValue,
} from '@teranga/domain';
import type { FieldError } from '../../api/types';
import { emptyState, formDataOf, stateFromItem, type FormState, type Mode } from '../../content/payload';

// Partners live only under the administrator's base (docs/product.md §2).
export const PARTENAIRES = '/admin/partenaires';
export const partenaireEditPath = (id: string) => `${PARTENAIRES}/modifier/${encodeURIComponent(id)}`;

/** GET /partenaires/admin/all (an array) and GET /partenaires/admin/{id} (the object). */
export type { Partenaire };

/** What the partner form holds (read from its definition); the logo file travels beside it. */
export type PartenaireFormValues = Omit<FormState<typeof PARTENAIRE>, 'logo'>;

const withoutLogo = ({ logo: _logo, ...values }: FormState<typeof PARTENAIRE>): PartenaireFormValues => values;

export const EMPTY_PARTENAIRE: PartenaireFormValues = withoutLogo(emptyState(PARTENAIRE));

export function partenaireToForm(partenaire: Omit<Partenaire, 'logoMedia'>): PartenaireFormValues {
  return withoutLogo(stateFromItem(PARTENAIRE, partenaire));
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
  mode: Mode,
  logo: File | null,
  hasStoredLogo = false,
): { errors: FieldError[]; value: FormData | null } {
  const { errors, value } = validatePartenaire(values, mode, { hasLogo: Boolean(logo) || hasStoredLogo });
  if (logo && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(logo.type))
    errors.push({ path: 'logo', message: logoTypeMessage(logo.name) });
  if (errors.length) return { errors, value: null };
  return { errors: [], value: partenaireFormData(values, value, logo, mode) };
}

/** The multipart body, from the definition; texts as the validator trimmed them. */
export function partenaireFormData(values: PartenaireFormValues, value: PartenaireValue, logo: File | null, mode: Mode): FormData {
  return formDataOf(
    PARTENAIRE,
    {
      ...values,
      nom: value.nom,
      siteWeb: value.siteWeb ?? '',
      ordreAffichage: String(value.ordreAffichage ?? values.ordreAffichage),
      logo: { current: null, file: logo },
    },
    mode,
    new Date(),
  );
}
