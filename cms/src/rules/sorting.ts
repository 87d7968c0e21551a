// SPEC section 4: public lists are newest first, by datePublication (opportunities by dateCreation).
type Dated = { _id?: string } & Record<string, unknown>;

function time(value: unknown): number {
  if (value == null || value === '') return Number.NEGATIVE_INFINITY;
  const t = new Date(value as string).getTime();
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest first on `field`; undated items last; ties broken by _id so the order is stable. */
export function sortNewestFirst<T extends Dated>(items: readonly T[], field: string): T[] {
  return [...items].sort((a, b) => {
    const diff = time(b[field]) - time(a[field]);
    if (diff !== 0 && !Number.isNaN(diff)) return diff > 0 ? 1 : -1;
    return String(a._id ?? '').localeCompare(String(b._id ?? ''));
  });
}

/** Partners by ordreAffichage ascending, then by name. */
export function sortByDisplayOrder<T extends { ordreAffichage?: number | null; nom?: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => (a.ordreAffichage ?? 0) - (b.ordreAffichage ?? 0) || String(a.nom ?? '').localeCompare(String(b.nom ?? ''))
  );
}
