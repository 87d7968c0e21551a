import { lazy } from 'react';
import { contentResource } from '../content';

const RealisationForm = lazy(() => import('./RealisationForm'));

export const realisations = contentResource('realisations', RealisationForm, {
  administrateur: 'common:nav.realisations',
  conseiller: 'common:nav.mesRealisations',
});
