// Shapes the back-office shares across areas, as the CMS answers them (cms/src/contract).
export type Role = 'administrateur' | 'conseiller';

/** The signed-in user (cms/src/contract/utilisateurs.ts `toUtilisateur`). */
export interface Utilisateur {
  _id: string;
  id: number;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  role: Role;
  statut: string;
  dateCreation: string | null;
}

/** POST /auth/connexion answer. */
export interface LoginAnswer {
  token: string;
  tokenRafraichissement: string;
  utilisateur: Utilisateur;
}

/** POST /auth/rafraichir answer: both tokens rotate. */
export interface RefreshAnswer {
  token: string;
  tokenRafraichissement: string;
}

/** Language-keyed field. */
export type Localized<T = string> = { fr: T; en: T; pt: T };

/** One field error of the API's error shape, its path joined with '.'. */
export interface FieldError {
  path: string;
  /** French, as the server or the rules word it. */
  message: string;
  /** Its code in the `messages` namespace and the placeholders' values, for translation. */
  code?: string;
  params?: Record<string, string | number>;
}
