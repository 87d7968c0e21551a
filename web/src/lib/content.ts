// Ordering and limits of the public lists; publication and sorting are the domain's rules.
import { publishedOnly, sortByDisplayOrder, sortNewestFirst } from '@teranga/domain';

export type DateField = 'datePublication' | 'dateCreation';

/** The newest published items, up to `limit`. */
export function latest<T extends { etat?: string | null }>(items: T[], limit: number, field: DateField = 'datePublication'): T[] {
  return sortNewestFirst(publishedOnly(items), field).slice(0, limit);
}

export function activeOpportunites<T extends { statut?: string | null; etat?: string | null }>(items: T[]): T[] {
  return items.filter((o) => (o.statut ?? '').trim().toLowerCase() === 'actif');
}

/** The partners the site shows: active ones, in the domain's display order. */
export function byDisplayOrder<T extends { ordreAffichage?: number | null; nom?: string; actif?: boolean }>(items: T[]): T[] {
  return sortByDisplayOrder(items.filter((p) => p.actif !== false));
}

export const HOME_LIMIT = 3;
export const SECTEUR_ARTICLE_LIMIT = 3;
export const secteurRealisationLimit = (secteur: string) => (secteur === 'cablage' ? 4 : 3);
export const CARD_DESCRIPTION_MAX = 140;
export const OPPORTUNITY_DESCRIPTION_MAX = 120;
