// The sidebars, from the resource list: administrator: docs/product.md §2's entries, then the tools and
// Mon profil; adviser: the spec's, then Mon profil.
import { resourceNav } from '../resources';

export interface NavEntry {
  to: string;
  /** `namespace:key` of the label. */
  label: string;
  /** Exact match only (the dashboard, whose path prefixes every other). */
  end?: boolean;
}

const entries = (role: 'administrateur' | 'conseiller', base: string): NavEntry[] => [
  { to: base, label: 'common:nav.dashboard', end: true },
  ...resourceNav(role).map((entry) => ({ to: `${base}/${entry.path}`, label: entry.label })),
];

export const ADMIN_NAV: NavEntry[] = entries('administrateur', '/admin');

export const ADVISER_NAV: NavEntry[] = entries('conseiller', '/conseiller');
