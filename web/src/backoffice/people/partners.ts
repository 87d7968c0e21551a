import { sortByDisplayOrder } from '@teranga/domain';
import type { Partenaire } from './types';

/** Lists are arrays, else empty, in the domain's display order (ordreAffichage, then name). */
export function sortPartners(answer: unknown): Partenaire[] {
  return Array.isArray(answer) ? sortByDisplayOrder(answer as Partenaire[]) : [];
}
