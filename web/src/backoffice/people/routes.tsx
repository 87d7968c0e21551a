// Users and partners: administrator-only routes under /admin (docs/product.md §2). Each screen is its
// own chunk, loaded on first visit.
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';

const UsersList = lazy(() => import('./UsersList'));
const UserCreate = lazy(() => import('./UserCreate'));
const UserEdit = lazy(() => import('./UserEdit'));
const PartnersList = lazy(() => import('./PartnersList'));
const PartnerCreate = lazy(() => import('./PartnerCreate'));
const PartnerEdit = lazy(() => import('./PartnerEdit'));

export function peopleRoutes(role: 'administrateur' | 'conseiller'): ReactNode {
  if (role !== 'administrateur') return null;
  return (
    <>
      <Route path="utilisateurs" element={<UsersList />} />
      <Route path="utilisateurs/creer" element={<UserCreate />} />
      <Route path="utilisateurs/modifier/:id" element={<UserEdit />} />
      <Route path="partenaires" element={<PartnersList />} />
      <Route path="partenaires/creer" element={<PartnerCreate />} />
      {/* The edit screen the spec's partner list links to but never registered. */}
      <Route path="partenaires/modifier/:id" element={<PartnerEdit />} />
    </>
  );
}

export default peopleRoutes;
