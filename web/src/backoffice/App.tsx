// The route table of both spaces, built from the resource list per role (resources/). Every screen
// is a lazy chunk; the layouts hold the Suspense.
import { lazy, Suspense } from 'react';
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

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/admin/connexion" element={<LoginScreen role="administrateur" />} />
          <Route path="/admin/mot-de-passe-oublie" element={<ForgotPasswordScreen role="administrateur" />} />
          <Route path="/admin/reinitialiser" element={<ResetPasswordScreen role="administrateur" />} />
          <Route
            path="/admin"
            element={
              <RequireRole role="administrateur">
                <Layout role="administrateur" />
              </RequireRole>
            }
          >
            <Route index element={<AdminDashboard />} />
            {resourceRoutes('administrateur')}
            <Route path="*" element={<NotFound role="administrateur" />} />
          </Route>
          <Route path="/conseiller/connexion" element={<LoginScreen role="conseiller" />} />
          <Route path="/conseiller/mot-de-passe-oublie" element={<ForgotPasswordScreen role="conseiller" />} />
          <Route path="/conseiller/reinitialiser" element={<ResetPasswordScreen role="conseiller" />} />
          <Route
            path="/conseiller"
            element={
              <RequireRole role="conseiller">
                <Layout role="conseiller" />
              </RequireRole>
            }
          >
            <Route index element={<AdviserDashboard />} />
            {resourceRoutes('conseiller')}
            <Route path="*" element={<NotFound role="conseiller" />} />
          </Route>
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
