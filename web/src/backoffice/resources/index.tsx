// The back-office's resources in sidebar order (docs/product.md §2, then the tools, then Mon profil).
// The route table (App.tsx) and the sidebars (layout/nav.ts) are built from this list per role.
import { Route } from '../router';
import type { Role } from '../api/types';
import { articles } from './articles';
import { corbeille } from './corbeille';
import { medias } from './medias';
import { opportunites } from './opportunites';
import { outils } from './outils';
import { partenaires } from './partenaires';
import { profil } from './profil';
import { realisations } from './realisations';
import type { Resource } from './resource';
import { utilisateurs } from './utilisateurs';

export const RESOURCES: readonly Resource[] = [
  realisations,
  articles,
  utilisateurs,
  opportunites,
  partenaires,
  medias,
  ...outils,
  corbeille,
  profil,
];

/** The resources of a role's space. */
export const resourcesFor = (role: Role) => RESOURCES.filter((resource) => resource.nav[role] !== undefined);

/** Every screen of a role's space as `<Route>` elements under its base. */
export function resourceRoutes(role: Role) {
  return resourcesFor(role).flatMap((resource) =>
    resource.screens(role).map((screen) => <Route key={`${resource.name}:${screen.path}`} path={screen.path} element={screen.element} />),
  );
}

/** The sidebar entries of a role's space after its dashboard: `{ path relative to the base, label }`. */
export function resourceNav(role: Role): { path: string; label: string }[] {
  return resourcesFor(role).map((resource) => ({
    path: resource.navPath ?? resource.screens(role)[0].path,
    label: resource.nav[role] as string,
  }));
}
