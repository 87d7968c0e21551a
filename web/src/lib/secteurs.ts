// Sector pages and the related-content filters of docs/product.md §9.
import type { SecteurSlug } from '@teranga/domain';

/** 'Génie civil' → 'geniecivil', 'cablâge' → 'cablage', 'IT' → 'it'. */
export function normalize(value: unknown): string {
  return String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_&-]+/g, '');
}

const TOKENS: Record<SecteurSlug, string[]> = {
  it: ['it'],
  cablage: ['cablage'],
  etudes: ['etudes'],
  telecom: ['telecom', 'telecoms', 'telecommunications'],
  'genie-civil': ['geniecivil'],
};

interface Filterable {
  secteur?: { slug?: string | null; nom?: Record<string, string> | string | null } | null;
  categories?: string[] | null;
  motsCles?: Record<string, string[]> | null;
}

/** An item belongs to a sector by its sector's slug or name, or a category or keyword equal to it. */
export function matchesSecteur(item: Filterable, secteur: SecteurSlug): boolean {
  const tokens = TOKENS[secteur];
  const hit = (value: unknown) => tokens.includes(normalize(value));
  const nom = item.secteur?.nom;
  const names = typeof nom === 'string' ? [nom] : Object.values(nom ?? {});
  const keywords = Object.values(item.motsCles ?? {}).flat();
  return hit(item.secteur?.slug) || names.some(hit) || (item.categories ?? []).some(hit) || keywords.some(hit);
}

/** The value the sector page's contact form sends as `secteur` (docs/product.md §5). */
export const CONTACT_SECTEUR: Record<SecteurSlug, string> = {
  it: 'it',
  cablage: 'cablage',
  etudes: 'études',
  telecom: 'telecom',
  'genie-civil': 'genie civil',
};

export interface SecteurPageConfig {
  key: SecteurSlug;
  path: string;
  tabs: string[];
  defaultTab: string;
  stats: { value: string; label: string }[];
  featuresPerTab: number;
  articlesPath: '/articles' | '/actualites';
}

const stats = (values: string[]) => values.map((value, i) => ({ value, label: `stat${i + 1}` }));

export const SECTEUR_PAGES: Record<SecteurSlug, SecteurPageConfig> = {
  it: {
    key: 'it',
    path: '/it',
    tabs: ['etudes', 'plans', 'coordination'],
    defaultTab: 'etudes',
    stats: stats(['200+', '30+', '99%', '24/7']),
    featuresPerTab: 4,
    articlesPath: '/actualites',
  },
  etudes: {
    key: 'etudes',
    path: '/etudes',
    tabs: ['gestion', 'genie_civil', 'telecom', 'cablage', 'impression'],
    defaultTab: 'genie_civil',
    stats: stats(['250+', '15+', '97%', '24/7']),
    featuresPerTab: 4,
    articlesPath: '/actualites',
  },
  cablage: {
    key: 'cablage',
    path: '/cablage',
    tabs: ['tirage', 'raccordement', 'tests'],
    defaultTab: 'tirage',
    stats: stats(['500+', '12+', '100%', '24/7']),
    featuresPerTab: 4,
    articlesPath: '/actualites',
  },
  telecom: {
    key: 'telecom',
    path: '/telecom',
    tabs: ['installation', 'maintenance', 'support'],
    defaultTab: 'installation',
    stats: stats(['500+', '15+', '98%', '24/7']),
    featuresPerTab: 4,
    articlesPath: '/articles',
  },
  'genie-civil': {
    key: 'genie-civil',
    path: '/genie-civil',
    tabs: ['conception', 'construction', 'infrastructure'],
    defaultTab: 'conception',
    stats: stats(['50+', '15+', '95%', '24/7']),
    featuresPerTab: 4,
    articlesPath: '/actualites',
  },
};

/** Home sector cards, in the spec's order. */
export const HOME_SECTEURS: SecteurSlug[] = ['it', 'etudes', 'genie-civil', 'telecom', 'cablage'];
