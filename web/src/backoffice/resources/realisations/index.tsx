// Realisations: every role; advisers reach their own items only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const RealisationsList = lazy(() => import('./RealisationsList'));
const RealisationCreate = lazy(() => import('./RealisationCreate'));
const RealisationEdit = lazy(() => import('./RealisationEdit'));

export const realisations: Resource = {
  name: 'realisations',
  nav: {
    administrateur: 'common:nav.realisations',
    conseiller: 'common:nav.mesRealisations',
  },
  screens: (role) => [
    { path: 'realisations', element: <RealisationsList role={role} /> },
    { path: 'realisations/creer', element: <RealisationCreate role={role} /> },
    { path: 'realisations/modifier/:id', element: <RealisationEdit role={role} /> },
  ],
};
