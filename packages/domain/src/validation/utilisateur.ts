// Back-office user create (POST) and edit (PUT) (docs/product.md §5). The password is never trimmed.
import { isEmail, normalizeEmail } from '../email';
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage, type MessageCode, type MessageParams } from '../messages';
import { checkMax, cleanText, compact, type Mode, type Validation } from './common';
import { checkEnumeration } from './fields';
import { PASSWORD_MIN, UTILISATEUR } from '../content/utilisateur';
import type { InputOf, ValueOf } from '../content/types';

export { PASSWORD_MIN };
const { nom: NOM, prenom: PRENOM, telephone: TELEPHONE, role: ROLE, statut: STATUT } = UTILISATEUR.fields;

export const UTILISATEUR_MESSAGES = {
  prenomRequired: frenchMessage('prenom.required'),
  prenomMax: frenchMessage('prenom.max'),
  nomRequired: frenchMessage('nom.required'),
  nomMax: frenchMessage('nom.max', { max: NOM.max }),
  emailRequired: frenchMessage('email.required'),
  emailInvalid: frenchMessage('email.invalid'),
  motDePasseRequired: frenchMessage('motDePasse.required'),
  motDePasseMin: frenchMessage('motDePasse.min', { min: PASSWORD_MIN }),
  confirmation: frenchMessage('motDePasse.confirmation'),
  telephone: frenchMessage('telephone.max'),
  role: frenchMessage('role.invalid'),
  statut: frenchMessage('statut.invalid'),
} as const;

/** The account's fields (src/content/utilisateur.ts), and a password with its confirmation. */
export type UtilisateurInput = InputOf<typeof UTILISATEUR> & { motDePasse?: string; confirmationMotDePasse?: string };

/** Never holds the confirmation. motDePasse only when one was given; on edit, absent keys mean unchanged. */
export type UtilisateurValue = ValueOf<typeof UTILISATEUR> & { motDePasse?: string };

export function validateUtilisateur(input: UtilisateurInput, mode: Mode): Validation<UtilisateurValue> {
  const errors: FieldError[] = [];
  const push = (path: string, code: MessageCode, params?: MessageParams) => errors.push(fieldError(path, code, params));
  const value: UtilisateurValue = {
    prenom: text(input.prenom),
    nom: text(input.nom),
    email: normalizeEmail(text(input.email)),
    telephone: cleanText(input.telephone, mode),
  };
  if (!value.prenom) push('prenom', 'prenom.required');
  checkMax(errors, 'prenom', value.prenom, PRENOM.max, 'prenom.max');
  if (!value.nom) push('nom', 'nom.required');
  checkMax(errors, 'nom', value.nom, NOM.max, 'nom.max');
  if (!value.email) push('email', 'email.required');
  else if (!isEmail(value.email)) push('email', 'email.invalid');
  checkMax(errors, 'telephone', value.telephone, TELEPHONE.max, 'telephone.max');

  const motDePasse = typeof input.motDePasse === 'string' ? input.motDePasse : '';
  if (!motDePasse && mode === 'create') push('motDePasse', 'motDePasse.required');
  if (motDePasse && motDePasse.length < PASSWORD_MIN) push('motDePasse', 'motDePasse.min', { min: PASSWORD_MIN });
  // A password (on create, or a new one on edit) needs its confirmation, equal to it.
  const confirmation = input.confirmationMotDePasse;
  if ((motDePasse || confirmation) && confirmation !== motDePasse) {
    push('confirmationMotDePasse', 'motDePasse.confirmation');
  }
  if (motDePasse) value.motDePasse = motDePasse;

  value.role = checkEnumeration(errors, 'role', ROLE, input.role, mode);
  value.statut = checkEnumeration(errors, 'statut', STATUT, input.statut, mode);
  return { errors, value: compact(value) };
}

// ---- Mon profil: one's own name and phone, and one's own password ------------------------------

export interface ProfilInput {
  nom?: string;
  prenom?: string;
  telephone?: string;
}

/** Name and phone of the signed-in user (email, role and statut stay the administrators'). */
export function validateProfil(input: ProfilInput): Validation<Required<ProfilInput>> {
  const errors: FieldError[] = [];
  const value = { prenom: text(input.prenom), nom: text(input.nom), telephone: text(input.telephone) };
  if (!value.prenom) errors.push(fieldError('prenom', 'prenom.required'));
  checkMax(errors, 'prenom', value.prenom, PRENOM.max, 'prenom.max');
  if (!value.nom) errors.push(fieldError('nom', 'nom.required'));
  checkMax(errors, 'nom', value.nom, NOM.max, 'nom.max');
  checkMax(errors, 'telephone', value.telephone, TELEPHONE.max, 'telephone.max');
  return { errors, value };
}

/**
 * A new password chosen from a reset link: the same rules as a user's, confirmed. Never trimmed.
 */
export function validateNouveauMotDePasse(input: {
  motDePasse?: unknown;
  confirmationMotDePasse?: unknown;
}): Validation<{ motDePasse: string }> {
  const errors: FieldError[] = [];
  const value = { motDePasse: typeof input.motDePasse === 'string' ? input.motDePasse : '' };
  if (!value.motDePasse) errors.push(fieldError('motDePasse', 'motDePasse.required'));
  else if (value.motDePasse.length < PASSWORD_MIN) errors.push(fieldError('motDePasse', 'motDePasse.min', { min: PASSWORD_MIN }));
  if ((typeof input.confirmationMotDePasse === 'string' ? input.confirmationMotDePasse : '') !== value.motDePasse)
    errors.push(fieldError('confirmationMotDePasse', 'motDePasse.confirmation'));
  return { errors, value };
}

export interface MotDePasseInput {
  motDePasseActuel?: unknown;
  motDePasse?: unknown;
  confirmationMotDePasse?: unknown;
}

/**
 * A password change: the current password (checked against the stored one by the caller), a new one
 * under the same rules as a user's, confirmed, and different from the current. Never trimmed.
 */
export function validateMotDePasse(input: MotDePasseInput): Validation<{ motDePasseActuel: string; motDePasse: string }> {
  const errors: FieldError[] = [];
  const asText = (raw: unknown) => (typeof raw === 'string' ? raw : '');
  const value = { motDePasseActuel: asText(input.motDePasseActuel), motDePasse: asText(input.motDePasse) };
  if (!value.motDePasseActuel) errors.push(fieldError('motDePasseActuel', 'motDePasseActuel.required'));
  if (!value.motDePasse) errors.push(fieldError('motDePasse', 'motDePasse.required'));
  else if (value.motDePasse.length < PASSWORD_MIN) errors.push(fieldError('motDePasse', 'motDePasse.min', { min: PASSWORD_MIN }));
  else if (value.motDePasse === value.motDePasseActuel) errors.push(fieldError('motDePasse', 'motDePasse.unchanged'));
  if (asText(input.confirmationMotDePasse) !== value.motDePasse)
    errors.push(fieldError('confirmationMotDePasse', 'motDePasse.confirmation'));
  return { errors, value };
}
