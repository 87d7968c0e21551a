import { lazy } from 'react';
import { contentResource } from '../content';

const OpportuniteForm = lazy(() => import('./OpportuniteForm'));

export const opportunites = contentResource('opportunites', OpportuniteForm, {
  administrateur: 'common:nav.opportunites',
  conseiller: 'common:nav.opportunites',
});
