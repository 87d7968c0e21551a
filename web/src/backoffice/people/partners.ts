import type { Partenaire } from './types';

/** Lists are arrays, else empty (SPEC section 7), sorted by ordreAffichage ascending, then name. */
export function sortPartners(answer: unknown): Partenaire[] {
  if (!Array.isArray(answer)) return [];
  return [...(answer as Partenaire[])].sort(
    (a, b) => (Number(a.ordreAffichage) || 0) - (Number(b.ordreAffichage) || 0) || String(a.nom).localeCompare(String(b.nom), 'fr'),
  );
}
