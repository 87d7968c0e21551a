import { normalizeEtat } from './publication';

/** A planifié item whose date has come is due for publication (docs/architecture.md §4). */
export function isDue(item: { etat?: unknown; datePublication?: string | Date | null }, now: Date): boolean {
  if (normalizeEtat(item.etat) !== 'planifié' || !item.datePublication) return false;
  const at = new Date(item.datePublication).getTime();
  return !Number.isNaN(at) && at <= now.getTime();
}
