// SPEC section 4: an item is public only when its etat, trimmed and lowercased, is "publié".
export const ETATS = ['brouillon', 'planifié', 'publié'] as const;
export type Etat = (typeof ETATS)[number];

export function normalizeEtat(etat: unknown): string {
  return typeof etat === 'string' ? etat.trim().toLowerCase().normalize('NFC') : '';
}

export function isPublished(item: { etat?: unknown } | null | undefined): boolean {
  return normalizeEtat(item?.etat) === 'publié';
}

export function publishedOnly<T extends { etat?: unknown }>(items: readonly T[]): T[] {
  return items.filter(isPublished);
}
