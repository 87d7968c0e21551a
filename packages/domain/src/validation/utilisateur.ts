// Back-office user create (POST) and edit (PUT) (docs/product.md §5). The password is never trimmed.
import { isEmail, normalizeEmail } from '../email';
import { text, type FieldError } from '../field-errors';
import { checkChoice, checkMax, cleanText, compact, onCreate, type Mode, type Validation } from './common';
import { ROLES, STATUTS_UTILISATEUR, type Role, type StatutUtilisateur } from '../states';

export const PASSWORD_MIN = 8;

export const UTILISATEUR_MESSAGES = {
  prenomRequired: 'Le prénom est obligatoire.',
  prenomMax: 'Le prénom ne peut excéder 50 caractères.',
  nomRequired: 'Le nom est obligatoire.',
  nomMax: 'Le nom ne peut excéder 50 caractères.',
  emailRequired: "L'email est obligatoire.",
  emailInvalid: "L'email est invalide.",
  motDePasseRequired: 'Le mot de passe est obligatoire.',
  motDePasseMin: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`,
  confirmation: 'Les mots de passe ne correspondent pas.',
  telephone: 'Le téléphone ne peut excéder 30 caractères.',
  role: 'Le rôle est invalide.',
  statut: 'Le statut est invalide.',
} as const;

export interface UtilisateurInput {
  nom?: string;
  prenom?: string;
  email?: string;
  telephone?: string;
  role?: string;
  statut?: string;
  motDePasse?: string;
  confirmationMotDePasse?: string;
}

/** Never holds the confirmation. motDePasse only when one was given; on edit, absent keys mean unchanged. */
export interface UtilisateurValue {
  nom: string;
  prenom: string;
  email: string;
  telephone?: string;
  role?: Role;
  statut?: StatutUtilisateur;
  motDePasse?: string;
}

export function validateUtilisateur(input: UtilisateurInput, mode: Mode): Validation<UtilisateurValue> {
  const errors: FieldError[] = [];
  const push = (path: string, message: string) => errors.push({ path, message });
  const m = UTILISATEUR_MESSAGES;
  const value: UtilisateurValue = {
    prenom: text(input.prenom),
    nom: text(input.nom),
    email: normalizeEmail(text(input.email)),
    telephone: cleanText(input.telephone, mode),
  };
  if (!value.prenom) push('prenom', m.prenomRequired);
  checkMax(errors, 'prenom', value.prenom, 50, m.prenomMax);
  if (!value.nom) push('nom', m.nomRequired);
  checkMax(errors, 'nom', value.nom, 50, m.nomMax);
  if (!value.email) push('email', m.emailRequired);
  else if (!isEmail(value.email)) push('email', m.emailInvalid);
  checkMax(errors, 'telephone', value.telephone, 30, m.telephone);

  const motDePasse = typeof input.motDePasse === 'string' ? input.motDePasse : '';
  if (!motDePasse && mode === 'create') push('motDePasse', m.motDePasseRequired);
  if (motDePasse && motDePasse.length < PASSWORD_MIN) push('motDePasse', m.motDePasseMin);
  // A password (on create, or a new one on edit) needs its confirmation, equal to it.
  const confirmation = input.confirmationMotDePasse;
  if ((motDePasse || confirmation) && confirmation !== motDePasse) {
    push('confirmationMotDePasse', m.confirmation);
  }
  if (motDePasse) value.motDePasse = motDePasse;

  value.role = checkChoice(errors, 'role', m.role, input.role, ROLES, onCreate(mode, 'conseiller'));
  value.statut = checkChoice(errors, 'statut', m.statut, input.statut, STATUTS_UTILISATEUR, onCreate(mode, 'actif'));
  return { errors, value: compact(value) };
}
