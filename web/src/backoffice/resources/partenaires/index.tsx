// Partners: administrators only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const PartnersList = lazy(() => import('./PartnersList'));
const PartnerCreate = lazy(() => import('./PartnerCreate'));
const PartnerEdit = lazy(() => import('./PartnerEdit'));

export const partenaires: Resource = {
  name: 'partenaires',
  nav: { administrateur: 'common:nav.partenaires' },
  screens: () => [
    { path: 'partenaires', element: <PartnersList /> },
    { path: 'partenaires/creer', element: <PartnerCreate /> },
    // The edit screen the spec's partner list links to but never registered.
    { path: 'partenaires/modifier/:id', element: <PartnerEdit /> },
  ],
};
