// Partners: administrators only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const PartenairesList = lazy(() => import('./PartenairesList'));
// One form for create and edit: the route's id says which.
const PartenaireForm = lazy(() => import('./PartenaireForm'));

export const partenaires: Resource = {
  name: 'partenaires',
  nav: { administrateur: 'common:nav.partenaires' },
  screens: () => [
    { path: 'partenaires', element: <PartenairesList /> },
    { path: 'partenaires/creer', element: <PartenaireForm /> },
    // The edit screen the spec's partner list links to but never registered.
    { path: 'partenaires/modifier/:id', element: <PartenaireForm /> },
  ],
};
