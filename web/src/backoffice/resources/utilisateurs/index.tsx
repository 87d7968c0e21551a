// Users: administrators only (docs/product.md §6).
import { lazy } from 'react';
import type { Resource } from '../resource';

const UsersList = lazy(() => import('./UsersList'));
const UserCreate = lazy(() => import('./UserCreate'));
const UserEdit = lazy(() => import('./UserEdit'));

export const utilisateurs: Resource = {
  name: 'utilisateurs',
  nav: { administrateur: 'common:nav.utilisateurs' },
  screens: () => [
    { path: 'utilisateurs', element: <UsersList /> },
    { path: 'utilisateurs/creer', element: <UserCreate /> },
    { path: 'utilisateurs/modifier/:id', element: <UserEdit /> },
  ],
};
