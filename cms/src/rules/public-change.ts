// Which writes change what the public site shows, so which ones ask for a rebuild (docs/adr/0005).
import { isPublished } from '@teranga/domain';

/** The content types the static site is built from. */
export const PUBLIC_TYPES = ['realisation', 'article', 'opportunite', 'partenaire', 'secteur'] as const;
export type PublicType = (typeof PUBLIC_TYPES)[number];

/** Types whose items are public only once their etat is publié; the others are public as soon as they exist. */
const WITH_ETAT: ReadonlySet<string> = new Set(['realisation', 'article', 'opportunite']);

/** Whether the rule needs the item's etat (so the hook reads it before and after a write). */
export const hasEtat = (type: string) => WITH_ETAT.has(type);

export type Row = { etat?: unknown } | null | undefined;

/**
 * True when a write, seen as the row before and after it (null for a create's "before" or a
 * delete's "after"), changes the public site: any write on a partner or sector; on the types
 * with an etat, any write where the item is publié before or after. A draft or planifié item
 * that stays unpublished changes nothing a visitor can see.
 */
export function isPublicChange(type: string, before: Row, after: Row): boolean {
  if (!(PUBLIC_TYPES as readonly string[]).includes(type)) return false;
  if (!before && !after) return false;
  if (!WITH_ETAT.has(type)) return true;
  return isPublished(before) || isPublished(after);
}
