// The route table of both spaces, built from the resource list per role (resources/). Every screen
// is a lazy chunk; the layouts hold the Suspense. The router and this table load after the first
// paint of a sign-in page (main.tsx): the default export is the router that Boot.tsx starts.
import { Fragment, lazy, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from './router';
import { Layout } from './layout/Layout';
import { resourceRoutes } from './resources';
import type { Navigation } from './session/navigation';
import { RequireRole } from './session/RequireRole';
import { roleOfPath } from './session/roles';
import { RouterNavigation } from './session/RouterNavigation';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Loading } from './ui/Loading';
import { LoginScreen } from './screens/lazy';

const MotDePasseOublieScreen = lazy(() => import('./screens/MotDePasseOublieScreen'));
const ReinitialiserScreen = lazy(() => import('./screens/ReinitialiserScreen'));
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
      <Route path={`${base}/mot-de-passe-oublie`} element={<MotDePasseOublieScreen role={role} />} />
      <Route path={`${base}/reinitialiser`} element={<ReinitialiserScreen role={role} />} />
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

/** Hands the router's navigation to Boot.tsx, which sends the session's moves to it from then on. */
function Registered({ navigation, onNavigation }: { navigation: Navigation; onNavigation: (navigation: Navigation) => void }) {
  useLayoutEffect(() => onNavigation(navigation), [navigation, onNavigation]);
  return <AppRoutes />;
}

/** Both spaces behind the browser's address (the session, above, is Boot.tsx's). */
export default function App({ onNavigation }: { onNavigation: (navigation: Navigation) => void }) {
  return (
    <BrowserRouter>
      <RouterNavigation>{(navigation) => <Registered navigation={navigation} onNavigation={onNavigation} />}</RouterNavigation>
    </BrowserRouter>
  );
}
