// Users and partners as the CMS answers them (cms/src/contract/users.ts, serializers.ts).
import type { Utilisateur } from '../api/types';

export type { Role, Utilisateur } from '../api/types';

/** GET /utilisateurs and GET /utilisateurs/{id} wrap their answer in `donnees`. */
export interface Donnees<T> {
  donnees: T;
}

export type UtilisateursAnswer = Donnees<Utilisateur[]>;
export type UtilisateurAnswer = Donnees<Utilisateur>;

/** GET /partenaires/admin/all (an array) and GET /partenaires/admin/{id} (the object). */
export interface Partenaire {
  _id: string;
  nom: string;
  siteWeb: string;
  logo: string | null;
  actif: boolean;
  ordreAffichage: number;
}

/** What the user form holds: every field as typed, the confirmation included. */
export interface UserFormValues {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  role: 'administrateur' | 'conseiller';
  statut: 'actif' | 'inactif';
  motDePasse: string;
  confirmationMotDePasse: string;
}

/** What the partner form holds; the logo file travels beside it. */
export interface PartnerFormValues {
  nom: string;
  siteWeb: string;
  actif: boolean;
  ordreAffichage: string;
}
