// @vitest-environment happy-dom
// The layout's language switch (stored like the public site's choice), the initial language of
// docs/product.md §1, and the error boundary around the screens.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { Route } from '../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/backoffice/App';
import { createBackofficeI18n, initialLanguage } from '../../../src/backoffice/i18n';
import { storeTokens } from '../../../src/backoffice/session/tokens';
import { ErrorBoundary } from '../../../src/backoffice/ui/ErrorBoundary';
import { ADMIN, api, renderApp, useMswServer } from './harness';

const server = useMswServer();
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
});

describe('the language', () => {
  it('starts from the stored preference, else the browser language, else fr', () => {
    localStorage.setItem('langue', 'pt');
    expect(initialLanguage()).toBe('pt');
    localStorage.removeItem('langue');
    const browser = vi.spyOn(navigator, 'language', 'get');
    browser.mockReturnValue('en-GB');
    expect(initialLanguage()).toBe('en');
    browser.mockReturnValue('de-DE');
    expect(initialLanguage()).toBe('fr');
  });

  it('switches from the layout, stores the choice under the public key and sets <html lang>', async () => {
    storeTokens('A', 'R');
    server.use(http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })));
    renderApp({ path: '/admin/partenaires/inexistant', routes: <Route path="*" element={<AppRoutes />} /> });
    await screen.findByRole('heading', { name: 'Page introuvable' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('langue')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('Failed to fetch dynamically imported module');
  }

  it('shows the error with a reload button instead of a blank page, and clears on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createBackofficeI18n('fr');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary resetKey="/a">
          <Broken />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Une erreur est survenue');
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    await act(async () =>
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <ErrorBoundary resetKey="/b">
            <p>next screen</p>
          </ErrorBoundary>
        </I18nextProvider>,
      ),
    );
    expect(screen.getByText('next screen')).toBeTruthy();
  });
});
