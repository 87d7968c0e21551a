// The corbeille, in both spaces (advisers see their own items; only administrators erase).
import { lazy } from 'react';
import type { Resource } from '../resource';

const CorbeilleScreen = lazy(() => import('./CorbeilleScreen'));

export const corbeille: Resource = {
  name: 'corbeille',
  nav: { administrateur: 'common:nav.corbeille', conseiller: 'common:nav.corbeille' },
  screens: () => [{ path: 'corbeille', element: <CorbeilleScreen /> }],
};
