// Opportunities: every role; advisers reach their own items only.
import { lazy } from 'react';
import type { Resource } from '../resource';

const OpportunitesList = lazy(() => import('./OpportunitesList'));
const OpportuniteCreate = lazy(() => import('./OpportuniteCreate'));
const OpportuniteEdit = lazy(() => import('./OpportuniteEdit'));

export const opportunites: Resource = {
  name: 'opportunites',
  nav: {
    administrateur: 'common:nav.opportunites',
    conseiller: 'common:nav.opportunites',
  },
  screens: (role) => [
    { path: 'opportunites', element: <OpportunitesList role={role} /> },
    { path: 'opportunites/creer', element: <OpportuniteCreate role={role} /> },
    { path: 'opportunites/modifier/:id', element: <OpportuniteEdit role={role} /> },
  ],
};
