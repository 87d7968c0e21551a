// The route table of both spaces, built from the resource list per role (resources/). Every screen
// is a lazy chunk; the layouts hold the Suspense.
import { Fragment, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';
import { resourceRoutes } from './resources';
import { AuthProvider } from './session/AuthProvider';
import { RequireRole } from './session/RequireRole';
import { roleOfPath } from './session/roles';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Loading } from './ui/Loading';

const LoginScreen = lazy(() => import('./screens/LoginScreen'));
const ForgotPasswordScreen = lazy(() => import('./screens/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('./screens/ResetPasswordScreen'));
const AdminDashboard = lazy(() => import('./screens/AdminDashboard'));
const AdviserDashboard = lazy(() => import('./screens/AdviserDashboard'));
const NotFound = lazy(() => import('./screens/NotFound'));

/** Each space: its address, its role and the dashboard at its root. */
const SPACES = [
  { base: '/admin', role: 'administrateur', Dashboard: AdminDashboard },
  { base: '/conseiller', role: 'conseiller', Dashboard: AdviserDashboard },
] as const;

/** A space's routes: sign in, forgotten and reset password, then its screens behind its role. */
function spaceRoutes({ base, role, Dashboard }: (typeof SPACES)[number]) {
  return (
    <Fragment key={role}>
      <Route path={`${base}/connexion`} element={<LoginScreen role={role} />} />
      <Route path={`${base}/mot-de-passe-oublie`} element={<ForgotPasswordScreen role={role} />} />
      <Route path={`${base}/reinitialiser`} element={<ResetPasswordScreen role={role} />} />
      <Route
        path={base}
        element={
          <RequireRole role={role}>
            <Layout role={role} />
          </RequireRole>
        }
      >
        <Route index element={<Dashboard />} />
        {resourceRoutes(role)}
        <Route path="*" element={<NotFound role={role} />} />
      </Route>
    </Fragment>
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {SPACES.map(spaceRoutes)}
          {/* The shell is only served under /admin and /conseiller; anything else goes home. */}
          <Route path="*" element={<Navigate to={roleOfPath(pathname) === 'conseiller' ? '/conseiller' : '/admin'} replace />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  );
}
