// The media library, in both spaces (every staff member uses every picture; the server says who changes what).
// Its address is the French name the sidebar shows, /…/mediatheque; the older /…/medias leads there.
import { lazy } from 'react';
import { Navigate, useLocation } from '../../router';
import type { Resource } from '../resource';

const MediasScreen = lazy(() => import('./MediasScreen'));

/** /admin/medias and /conseiller/medias (bookmarks, shared links): the library, with their search kept. */
function ToMediatheque() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${pathname.replace(/\/medias\/?$/, '/mediatheque')}${search}${hash}`} replace />;
}

export const medias: Resource = {
  name: 'medias',
  nav: { administrateur: 'common:nav.medias', conseiller: 'common:nav.medias' },
  screens: () => [
    { path: 'mediatheque', element: <MediasScreen /> },
    { path: 'medias', element: <ToMediatheque /> },
  ],
};
