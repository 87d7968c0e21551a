// Partners: administrators only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const PartenairesList = lazy(() => import('./PartenairesList'));
const PartenaireCreate = lazy(() => import('./PartenaireCreate'));
const PartenaireEdit = lazy(() => import('./PartenaireEdit'));

export const partenaires: Resource = {
  name: 'partenaires',
  nav: { administrateur: 'common:nav.partenaires' },
  screens: () => [
    { path: 'partenaires', element: <PartenairesList /> },
    { path: 'partenaires/creer', element: <PartenaireCreate /> },
    // The edit screen the spec's partner list links to but never registered.
    { path: 'partenaires/modifier/:id', element: <PartenaireEdit /> },
  ],
};
