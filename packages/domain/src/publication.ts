// An item is public only when its etat, trimmed and lowercased, is "publié".

export function normalizeEtat(etat: unknown): string {
  return typeof etat === 'string' ? etat.trim().toLowerCase().normalize('NFC') : '';
}

export function isPublished(item: { etat?: unknown } | null | undefined): boolean {
  return normalizeEtat(item?.etat) === 'publié';
}

export function publishedOnly<T extends { etat?: unknown }>(items: readonly T[]): T[] {
  return items.filter(isPublished);
}
