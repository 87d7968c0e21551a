// Users: administrators only (docs/product.md §6).
import { lazy } from 'react';
import type { Resource } from '../resource';

const UtilisateursList = lazy(() => import('./UtilisateursList'));
const UtilisateurCreate = lazy(() => import('./UtilisateurCreate'));
const UtilisateurEdit = lazy(() => import('./UtilisateurEdit'));

export const utilisateurs: Resource = {
  name: 'utilisateurs',
  nav: { administrateur: 'common:nav.utilisateurs' },
  screens: () => [
    { path: 'utilisateurs', element: <UtilisateursList /> },
    { path: 'utilisateurs/creer', element: <UtilisateurCreate /> },
    { path: 'utilisateurs/modifier/:id', element: <UtilisateurEdit /> },
  ],
};
