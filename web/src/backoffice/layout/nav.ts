// The sidebars. Administrator: docs/product.md §2's entries, then the tools area's; adviser: the product's (docs/product.md §2).
import { toolsNavLinks } from '../tools/routes';

export interface NavEntry {
  to: string;
  /** `namespace:key` of the label. */
  label: string;
  /** Exact match only (the dashboard, whose path prefixes every other). */
  end?: boolean;
}

export const ADMIN_NAV: NavEntry[] = [
  { to: '/admin', label: 'common:nav.dashboard', end: true },
  { to: '/admin/realisations', label: 'common:nav.realisations' },
  { to: '/admin/articles', label: 'common:nav.articles' },
  { to: '/admin/utilisateurs', label: 'common:nav.utilisateurs' },
  { to: '/admin/opportunites', label: 'common:nav.opportunites' },
  { to: '/admin/partenaires', label: 'common:nav.partenaires' },
  ...toolsNavLinks.map((link) => ({ to: `/admin/${link.to}`, label: `tools:${link.labelKey}` })),
];

export const ADVISER_NAV: NavEntry[] = [
  { to: '/conseiller', label: 'common:nav.dashboard', end: true },
  { to: '/conseiller/realisations', label: 'common:nav.mesRealisations' },
  { to: '/conseiller/articles', label: 'common:nav.mesArticles' },
  { to: '/conseiller/opportunites', label: 'common:nav.opportunites' },
];
