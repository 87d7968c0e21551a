// Access rules of docs/product.md §6, one small pure function each. The routes compose them; the
// back-office mirrors them only to hide what a user cannot do.
import type { ManagedCollection } from './content/registry';
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

/**
 * The access scope: what a caller may do with the items of each type, as one rule per type and action
 * that the CMS turns into a where-clause merged into every query (cms/src/services/access-scope.ts), so
 * a route reads and writes only through it. `read` is any answer naming an item (lists, one item, its
 * versions, checks, translations, media uses, presence); `update` is any write on it (saves, restores,
 * presence, translation confirmations, the texts and file of a media it uses); `delete` removes it (to the
 * trash, or out of it for good); `link` is what an editor may link to (the site's pages: published items).
 */
export type ScopedType = ManagedCollection | 'corbeille' | 'medias';
export type ScopeAction = 'read' | 'update' | 'delete' | 'link';

/** Everything (`true`), nothing (`false`), or the items that match: written by `auteur`, or published. */
export type Scope = boolean | { auteur: string } | { publie: true };

export const SCOPED_TYPES: readonly ScopedType[] = ['articles', 'realisations', 'opportunites', 'partenaires', 'corbeille', 'medias'];

/** The types whose items have an author and a public page. */
const AUTHORED: readonly ScopedType[] = ['articles', 'realisations', 'opportunites'];

export function scopeFor(caller: Caller | null | undefined, type: ScopedType, action: ScopeAction): Scope {
  const role = caller && isActive(caller) ? roleOf(caller) : null;
  if (!role || !caller) return false;
  // A link goes to a public page, whoever writes it.
  if (action === 'link') return AUTHORED.includes(type) ? { publie: true } : false;
  if (role === 'administrateur') return true;
  if (AUTHORED.includes(type)) return { auteur: caller.documentId };
  // Advisers restore what they wrote from the corbeille; erasing for good is the administrator's.
  if (type === 'corbeille') return action === 'delete' ? false : { auteur: caller.documentId };
  // Every staff member sees and uses every media; advisers change those they uploaded.
  if (type === 'medias') return action === 'read' ? true : { auteur: caller.documentId };
  // Partners are the administrator's.
  return false;
}

/** What the scope reads of an item already in hand: its author's documentId, whether it is published. */
export interface ScopeFacts {
  auteur?: string | null;
  publie?: boolean;
}

/** Whether `item` is inside `scope` (for an item a query has already read; queries apply the scope themselves). */
export function inScope(scope: Scope, item: ScopeFacts): boolean {
  if (typeof scope === 'boolean') return scope;
  if ('auteur' in scope) return Boolean(item.auteur) && item.auteur === scope.auteur;
  return item.publie === true;
}
