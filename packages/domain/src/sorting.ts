// Public lists are newest first, by datePublication (opportunities by dateCreation).

function time(value: unknown): number {
  if (value == null || value === '') return Number.NEGATIVE_INFINITY;
  const t = new Date(value as string).getTime();
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest first on `field`; undated items last; ties broken by _id so the order is stable. */
export function sortNewestFirst<T extends object>(items: readonly T[], field: string): T[] {
  const read = (item: T, key: string) => (item as Record<string, unknown>)[key];
  return [...items].sort((a, b) => {
    const diff = time(read(b, field)) - time(read(a, field));
    if (diff !== 0 && !Number.isNaN(diff)) return diff > 0 ? 1 : -1;
    return String(read(a, '_id') ?? '').localeCompare(String(read(b, '_id') ?? ''));
  });
}

/** Partners by ordreAffichage ascending, then by name. */
export function sortByDisplayOrder<T extends { ordreAffichage?: number | null; nom?: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => (a.ordreAffichage ?? 0) - (b.ordreAffichage ?? 0) || String(a.nom ?? '').localeCompare(String(b.nom ?? '')),
  );
}
