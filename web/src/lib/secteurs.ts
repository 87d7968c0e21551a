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

/** A sector page at `/<key>`, four features per tab, its stats labelled stat1 to stat4. */
const secteurPage = (
  key: SecteurSlug,
  tabs: string[],
  defaultTab: string,
  figures: string[],
  articlesPath: SecteurPageConfig['articlesPath'] = '/actualites',
): SecteurPageConfig => ({
  key,
  path: `/${key}`,
  tabs,
  defaultTab,
  stats: figures.map((value, i) => ({ value, label: `stat${i + 1}` })),
  featuresPerTab: 4,
  articlesPath,
});

export const SECTEUR_PAGES: Record<SecteurSlug, SecteurPageConfig> = {
  it: secteurPage('it', ['etudes', 'plans', 'coordination'], 'etudes', ['200+', '30+', '99%', '24/7']),
  etudes: secteurPage('etudes', ['gestion', 'genie_civil', 'telecom', 'cablage', 'impression'], 'genie_civil', [
    '250+',
    '15+',
    '97%',
    '24/7',
  ]),
  cablage: secteurPage('cablage', ['tirage', 'raccordement', 'tests'], 'tirage', ['500+', '12+', '100%', '24/7']),
  telecom: secteurPage('telecom', ['installation', 'maintenance', 'support'], 'installation', ['500+', '15+', '98%', '24/7'], '/articles'),
  'genie-civil': secteurPage('genie-civil', ['conception', 'construction', 'infrastructure'], 'conception', ['50+', '15+', '95%', '24/7']),
};

/** Home sector cards, in the spec's order. */
export const HOME_SECTEURS: SecteurSlug[] = ['it', 'etudes', 'genie-civil', 'telecom', 'cablage'];
