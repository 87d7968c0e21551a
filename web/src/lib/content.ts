// Publication, ordering and limits of SPEC sections 4 and 9.
export function isPublished(item: { etat?: string | null }): boolean {
  const etat = (item.etat ?? '').trim().toLowerCase();
  return etat === 'publié' || etat === 'published';
}

const time = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first by the given date field; items without a date go last. */
export function newestFirst<T>(items: T[], field: 'datePublication' | 'dateCreation' = 'datePublication'): T[] {
  return [...items].sort((a, b) => time((b as Record<string, string>)[field]) - time((a as Record<string, string>)[field]));
}

export function latest<T extends { etat?: string | null }>(items: T[], limit: number, field: 'datePublication' | 'dateCreation' = 'datePublication'): T[] {
  return newestFirst(items.filter(isPublished), field).slice(0, limit);
}

export function activeOpportunities<T extends { statut?: string | null; etat?: string | null }>(items: T[]): T[] {
  return items.filter((o) => (o.statut ?? '').trim().toLowerCase() === 'actif');
}

export function byDisplayOrder<T extends { ordreAffichage?: number | null; actif?: boolean }>(items: T[]): T[] {
  return items.filter((p) => p.actif !== false).sort((a, b) => (a.ordreAffichage ?? 0) - (b.ordreAffichage ?? 0));
}

export const HOME_LIMIT = 3;
export const SECTOR_ARTICLE_LIMIT = 3;
export const sectorRealisationLimit = (sector: string) => (sector === 'cablage' ? 4 : 3);
export const CARD_DESCRIPTION_MAX = 140;
export const OPPORTUNITY_DESCRIPTION_MAX = 120;
