// What a resource of the back-office declares: its screens (as routes under the space's base) and
// its sidebar entry in each role's space. The route table and the sidebars are built from the list
// in resources/index.tsx, so a resource is added in one place.
import type { ReactNode } from 'react';
import type { Role } from '../api/types';

export interface ResourceScreen {
  /** Relative to the space's base (/admin or /conseiller). */
  path: string;
  element: ReactNode;
}

export interface Resource {
  name: string;
  /** The roles whose space has it, with the sidebar label (`namespace:key`) in each. */
  nav: Partial<Record<Role, string>>;
  /** The sidebar link, relative to the base; the resource's first path when omitted. */
  navPath?: string;
  screens(role: Role): ResourceScreen[];
}
