// The media library, in both spaces (every staff member uses every picture; the server says who changes what).
import { lazy } from 'react';
import type { Resource } from '../resource';

const MediasScreen = lazy(() => import('./MediasScreen'));

export const medias: Resource = {
  name: 'medias',
  nav: { administrateur: 'medias:nav.medias', conseiller: 'medias:nav.medias' },
  screens: () => [{ path: 'medias', element: <MediasScreen /> }],
};
