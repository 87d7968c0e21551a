// The user form's pure steps and shapes: its values, the edit form's start, and the check with the
// CMS's own rules (so the browser shows docs/product.md §5's words) giving the JSON body to send.
import { fieldsOfKind, UTILISATEUR, validateUtilisateur } from '@teranga/domain';
import type { FieldError, Utilisateur } from '../../api/types';

import { emptyState, stateFromItem, type FormState, type Mode } from '../../content/payload';

export type FormMode = Mode;

// Users live only under the administrator's base (docs/product.md §2).
export const UTILISATEURS = '/admin/utilisateurs';
export const utilisateurEditPath = (id: string) => `${UTILISATEURS}/modifier/${encodeURIComponent(id)}`;

/** GET /utilisateurs and GET /utilisateurs/{id} wrap their answer in `donnees`. */
export interface Donnees<T> {
  donnees: T;
}
export type UtilisateursAnswer = Donnees<Utilisateur[]>;
export type UtilisateurAnswer = Donnees<Utilisateur>;

/** What the user form holds: every field of the definition as typed, a password and its confirmation. */
export type UtilisateurFormValues = FormState<typeof UTILISATEUR> & { motDePasse: string; confirmationMotDePasse: string };

/** Role conseiller and statut actif by default (docs/product.md §5, the definition's defaults). */
export const EMPTY_UTILISATEUR: UtilisateurFormValues = { ...emptyState(UTILISATEUR), motDePasse: '', confirmationMotDePasse: '' };

/** The edit form starts from the stored user, read through the definition; passwords empty (unchanged). */
export function utilisateurToForm(utilisateur: Utilisateur): UtilisateurFormValues {
  return { ...stateFromItem(UTILISATEUR, utilisateur), motDePasse: '', confirmationMotDePasse: '' };
}

export type UtilisateurPayload = Omit<UtilisateurFormValues, 'motDePasse' | 'confirmationMotDePasse'> & {
  motDePasse?: string;
  confirmationMotDePasse?: string;
};

/**
 * Validates the form; when it passes, the JSON body of POST or PUT /utilisateurs. The password and
 * its confirmation travel only when one was typed (on edit an empty password means unchanged).
 */
export function checkUtilisateur(
  values: UtilisateurFormValues,
  mode: FormMode,
): { errors: FieldError[]; value: UtilisateurPayload | null } {
  const { errors } = validateUtilisateur(values, mode);
  if (errors.length) return { errors, value: null };
  const { motDePasse, confirmationMotDePasse, ...rest } = values;
  // Its texts as the rules read them (trimmed); the other fields as chosen.
  const payload: UtilisateurPayload = { ...rest };
  for (const name of fieldsOfKind(UTILISATEUR, 'text')) Object.assign(payload, { [name]: rest[name as keyof typeof rest].trim() });
  if (motDePasse) Object.assign(payload, { motDePasse, confirmationMotDePasse });
  return { errors: [], value: payload };
}
