// Shared test harness of the back-office: an msw server on a fixed API origin (calls are faked at
// the HTTP level), and a render helper with i18n (French), a memory router and the session.
import { cleanup, render } from '@testing-library/react';
import { getResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApi } from '../../../src/backoffice/api/client';
import { createBackofficeI18n } from '../../../src/backoffice/i18n';
import { AuthProvider } from '../../../src/backoffice/session/AuthProvider';

export const ORIGIN = 'http://127.0.0.1:59999';
/** Prefix for msw handlers: `http.get(api('/admin/me'), ...)`. */
export const api = (path: string) => `${ORIGIN}/api/v1${path}`;

/**
 * happy-dom's fetch and XMLHttpRequest open their own sockets, which msw's Node interception does
 * not see; happy-dom's fetch interceptor hands each request to the same msw handlers instead.
 */
function routeHappyDomThrough(server: SetupServer) {
  const happyDOM = (globalThis as { happyDOM?: { settings: { fetch: { interceptor: unknown } } } }).happyDOM;
  if (!happyDOM) return;
  happyDOM.settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }: { request: Request }) {
      const response = await getResponse([...server.listHandlers()] as Parameters<typeof getResponse>[0], request);
      if (!response) throw new Error(`No msw handler for ${request.method} ${request.url}`);
      return response;
    },
  };
}

/** One msw server per test file; unhandled requests fail the test. */
export function useMswServer() {
  const server = setupServer();
  beforeAll(() => {
    configureApi({ base: `${ORIGIN}/api/v1` });
    server.listen({ onUnhandledFrame: 'error' });
    routeHappyDomThrough(server);
  });
  afterEach(() => {
    cleanup(); // Vitest runs without globals, so Testing Library does not clean up by itself
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

export const ADMIN = { _id: 'a1', id: 1, nom: 'Diop', prenom: 'Awa', email: 'admin@demo.local', telephone: '', role: 'administrateur' as const, statut: 'actif', dateCreation: null };
export const ADVISER = { _id: 'c1', id: 2, nom: 'Ndiaye', prenom: 'Moussa', email: 'conseiller@demo.local', telephone: '', role: 'conseiller' as const, statut: 'actif', dateCreation: null };

/** Shows the current path and how it was reached (PUSH, REPLACE, POP), so tests can assert redirects. */
export function CurrentPath() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <p data-testid="path" data-navigation={navigation}>
      {location.pathname}
    </p>
  );
}

/** Renders `routes` (or `ui` at every path) inside i18n (fr), a MemoryRouter at `path` and the AuthProvider. */
export function renderApp(options: { path: string; routes?: ReactNode; ui?: ReactNode; withAuth?: boolean }) {
  const i18n = createBackofficeI18n('fr');
  const routes = options.routes ?? <Route path="*" element={options.ui} />;
  const tree = (
    <Routes>
      {routes}
    </Routes>
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[options.path]}>
        {options.withAuth === false ? tree : <AuthProvider>{tree}</AuthProvider>}
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
