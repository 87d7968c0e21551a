// Where each role works and logs in (docs/product.md §2 and §6).
import type { Role, Utilisateur } from '../api/types';

export const HOME: Record<Role, string> = { administrateur: '/admin', conseiller: '/conseiller' };
export const LOGIN: Record<Role, string> = { administrateur: '/admin/connexion', conseiller: '/conseiller/connexion' };
/** Where a forgotten password is asked for; the mailed link opens `<base>/reinitialiser` (docs/product.md). */
export const FORGOT_PASSWORD: Record<Role, string> = {
  administrateur: '/admin/mot-de-passe-oublie',
  conseiller: '/conseiller/mot-de-passe-oublie',
};

/**
 * Each space is for its own role only: an administrator opening /conseiller/* is not a conseiller
 * and goes to the adviser login (docs/product.md §6: a user lacking the role is redirected). The
 * administrator already manages every item from /admin.
 */
export function hasRole(user: Utilisateur | null, role: Role): boolean {
  return user?.role === role;
}

/** The role whose space a path belongs to (`/admin/...` or `/conseiller/...`). */
export function roleOfPath(pathname: string): Role {
  return /^\/conseiller(?:\/|$)/.test(pathname) ? 'conseiller' : 'administrateur';
}
