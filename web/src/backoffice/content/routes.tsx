// The content screens under a role's base (/admin or /conseiller): list, create and edit for each kind.
// Each element is a lazy chunk, loaded when first visited.
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import type { Role } from './types';

const ContentList = lazy(() => import('./screens/ContentList'));
const RealisationForm = lazy(() => import('./screens/RealisationForm'));
const ArticleForm = lazy(() => import('./screens/ArticleForm'));
const OpportuniteForm = lazy(() => import('./screens/OpportuniteForm'));

export function contentRoutes(role: Role): ReactNode {
  return [
    <Route key="realisations" path="realisations" element={<ContentList kind="realisations" role={role} />} />,
    <Route key="realisations-create" path="realisations/creer" element={<RealisationForm role={role} />} />,
    <Route key="realisations-edit" path="realisations/modifier/:id" element={<RealisationForm role={role} />} />,
    <Route key="articles" path="articles" element={<ContentList kind="articles" role={role} />} />,
    <Route key="articles-create" path="articles/creer" element={<ArticleForm role={role} />} />,
    <Route key="articles-edit" path="articles/modifier/:id" element={<ArticleForm role={role} />} />,
    <Route key="opportunites" path="opportunites" element={<ContentList kind="opportunites" role={role} />} />,
    <Route key="opportunites-create" path="opportunites/creer" element={<OpportuniteForm role={role} />} />,
    <Route key="opportunites-edit" path="opportunites/modifier/:id" element={<OpportuniteForm role={role} />} />,
  ];
}

export default contentRoutes;
