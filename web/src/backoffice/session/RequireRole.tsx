// Protected routes (docs/product.md §4): a loading text while the session loads, then a redirect
// (replace) to the role's login page, with a warning, when the user lacks the role; the login page
// keeps the screen asked for and returns to it after the sign-in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import type { Role } from '../api/types';
import { Loading } from '../ui/Loading';
import { useAuth } from './AuthProvider';
import { loginFor } from './returnPath';
import { hasRole } from './roles';

export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!hasRole(user, role)) {
    // eslint-disable-next-line no-console -- the product's protected-route rule logs a warning (docs/product.md)
    console.warn(`Accès refusé à ${location.pathname} : rôle ${role} requis`);
    return <Navigate to={loginFor(role, `${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
