// Renders a people/tools screen as the app does (French i18next, a router, the session) with the
// API faked at the HTTP level by msw.
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../../../../src/backoffice/api/client';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { AuthProvider } from '../../../../src/backoffice/session/AuthProvider';

// Same origin as the page: a cross-origin call with a bearer token would make happy-dom send a
// CORS preflight that msw does not answer.
export const API = `${location.origin}/api/v1`;

/** One msw server per test file, reset after each test; unknown calls fail the test. */
export function useFakeApi() {
  const server = setupServer();
  beforeAll(() => {
    configureApi({ base: API });
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    // happy-dom has no window.confirm; the delete tests spy on it.
    window.confirm ??= () => false;
  });
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders `element` at `path` (matched by `pattern`), with a marker route for each of `others`. */
export function renderAt(path: string, pattern: string, element: ReactNode, others: string[] = []) {
  const i18n = createBackofficeI18n('fr');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path={pattern} element={element} />
            {others.map((other) => (
              <Route key={other} path={other} element={<p>page {other}</p>} />
            ))}
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
