// "Mon profil": in both spaces.
import { lazy } from 'react';
import type { Resource } from '../resource';

const ProfilScreen = lazy(() => import('./ProfilScreen'));

export const profil: Resource = {
  name: 'profil',
  nav: { administrateur: 'common:nav.profil', conseiller: 'common:nav.profil' },
  screens: () => [{ path: 'profil', element: <ProfilScreen /> }],
};
