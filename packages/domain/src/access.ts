// Access rules of docs/product.md §6, one small pure function each. The routes compose them; the
// back-office mirrors them only to hide what a user cannot do.
import type { Role } from './states';

export type RoleType = Role;

export interface Caller {
  id: number;
  documentId: string;
  role?: { type?: string } | null;
  blocked?: boolean | null;
  statut?: string | null;
}

export const roleOf = (user: Caller | null | undefined): RoleType | null =>
  user?.role?.type === 'administrateur' || user?.role?.type === 'conseiller' ? user.role.type : null;

export const isAdministrateur = (user: Caller | null | undefined) => roleOf(user) === 'administrateur';
export const isConseiller = (user: Caller | null | undefined) => roleOf(user) === 'conseiller';

/** A blocked or inactive account cannot sign in nor use a token it already has. */
export const isActive = (user: Caller | null | undefined) => Boolean(user) && !user!.blocked && (user!.statut ?? 'actif') === 'actif';

export const STAFF_ROLES: readonly RoleType[] = ['administrateur', 'conseiller'];

export const hasRole = (user: Caller | null | undefined, roles: readonly RoleType[]) => {
  const role = roleOf(user);
  return role !== null && roles.includes(role);
};

export const isAuthorOf = (user: Caller | null | undefined, item: { auteur?: { documentId?: string } | string | null }) => {
  const author = typeof item.auteur === 'string' ? item.auteur : item.auteur?.documentId;
  return Boolean(user && author && author === user.documentId);
};

/** Administrators manage everything; advisers only what they wrote. */
export const canManage = (user: Caller | null | undefined, item: Parameters<typeof isAuthorOf>[1]) =>
  isAdministrateur(user) || (isConseiller(user) && isAuthorOf(user, item));

/** Advisers' lists hold only their own items. */
export const listScope = (user: Caller) => (isAdministrateur(user) ? {} : { auteur: { documentId: user.documentId } });
