// Users: administrators only (docs/product.md §6).
import { lazy } from 'react';
import type { Resource } from '../resource';

const UtilisateursList = lazy(() => import('./UtilisateursList'));
// One form for create and edit: the route's id says which.
const UtilisateurForm = lazy(() => import('./UtilisateurForm'));

export const utilisateurs: Resource = {
  name: 'utilisateurs',
  nav: { administrateur: 'common:nav.utilisateurs' },
  screens: () => [
    { path: 'utilisateurs', element: <UtilisateursList /> },
    { path: 'utilisateurs/creer', element: <UtilisateurForm /> },
    { path: 'utilisateurs/modifier/:id', element: <UtilisateurForm /> },
  ],
};
