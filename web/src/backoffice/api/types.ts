// Shapes the back-office shares across areas, as the CMS answers them (cms/src/contract).
import type { Role, Utilisateur } from '@teranga/domain';

export type { Role };
/** An account as the API answers it (the domain's answer type; `role` is null for a user without one). */
export type { Utilisateur };

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
