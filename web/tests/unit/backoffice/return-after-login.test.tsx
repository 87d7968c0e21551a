// @vitest-environment happy-dom
// Signing in returns to the screen asked for (a shared link, a session that expired mid-task), and
// the login page says when the session expired; hostile return paths lead home.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from '../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as call } from '../../../src/backoffice/api/client';
import LoginScreen from '../../../src/backoffice/screens/LoginScreen';
import { RequireRole } from '../../../src/backoffice/session/RequireRole';
import { storeTokens } from '../../../src/backoffice/session/tokens';
import { ADMIN, ADVISER, api, renderApp, useMswServer } from './harness';

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

const pathEl = () => screen.getByTestId('path');
const denied = () => HttpResponse.json({ data: null, error: { status: 401, message: 'Non authentifié' } }, { status: 401 });

/** The administrator's space: a protected screen that can call the API, its login page and home. */
const adminSpace = (
  <>
    <Route
      path="/admin/*"
      element={
        <RequireRole role="administrateur">
          <p>protected content</p>
          <button type="button" onClick={() => void call('/articles/admin/all').catch(() => undefined)}>
            call
          </button>
        </RequireRole>
      }
    />
    <Route path="/admin/connexion" element={<LoginScreen role="administrateur" />} />
    <Route path="/conseiller/*" element={<p>adviser space</p>} />
  </>
);

function answersLogin(user: typeof ADMIN | typeof ADVISER) {
  server.use(
    http.post(api('/auth/connexion'), () => HttpResponse.json({ token: 'A2', tokenRafraichissement: 'R2', utilisateur: user })),
    http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: user })),
  );
}

async function signIn(button = 'Se connecter') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email|E-mail/), 'admin@demo.local');
  await user.type(screen.getByLabelText(/Mot de passe|Password/), 'secret');
  await user.click(screen.getByRole('button', { name: button }));
}

describe('the return after signing in', () => {
  it('sends a signed-out visit to an edit page to the login page, keeping the path, then lands on it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answersLogin(ADMIN);
    renderApp({ path: '/admin/articles/modifier/abc123?onglet=en', routes: adminSpace });
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/connexion');
    expect(new URLSearchParams(pathEl().dataset.search).get('retour')).toBe('/admin/articles/modifier/abc123?onglet=en');
    // A visitor who never signed in is not told that a session expired.
    expect(screen.queryByRole('status')).toBeNull();

    await signIn();
    expect(await screen.findByText('protected content')).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/articles/modifier/abc123');
    expect(pathEl().dataset.search).toBe('?onglet=en');
  });

  it('goes to the role’s home when nothing was asked for', async () => {
    answersLogin(ADMIN);
    renderApp({ path: '/admin/connexion', routes: adminSpace });
    await signIn();
    await waitFor(() => expect(pathEl().textContent).toBe('/admin'));
  });

  it.each([
    ['another site', '//evil.example/admin'],
    ['an absolute address', 'https://evil.example/admin'],
    ['a backslash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['the login page', '/admin/connexion'],
  ])('goes home instead of following %s', async (_what, retour) => {
    answersLogin(ADMIN);
    renderApp({ path: `/admin/connexion?retour=${encodeURIComponent(retour)}`, routes: adminSpace });
    await signIn();
    await waitFor(() => expect(pathEl().textContent).toBe('/admin'));
    expect(pathEl().dataset.search).toBe('');
  });

  it('sends an adviser who followed an administrator’s link to their own space', async () => {
    answersLogin(ADVISER);
    renderApp({ path: `/admin/connexion?retour=${encodeURIComponent('/admin/utilisateurs')}`, routes: adminSpace });
    await signIn();
    await waitFor(() => expect(pathEl().textContent).toBe('/conseiller'));
  });

  it('a session the server ended lands on the login page, which says it expired, then returns to the screen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeTokens('A1', 'R1');
    server.use(
      http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })),
      http.get(api('/articles/admin/all'), denied),
      http.post(api('/auth/rafraichir'), denied),
    );
    renderApp({ path: '/admin/articles/modifier/abc123', routes: adminSpace });
    const button = await screen.findByRole('button', { name: 'call' });
    await act(async () => button.click());

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Votre session a expiré : reconnectez-vous pour reprendre où vous en étiez.');
    expect(pathEl().textContent).toBe('/admin/connexion');
    expect(new URLSearchParams(pathEl().dataset.search).get('retour')).toBe('/admin/articles/modifier/abc123');

    answersLogin(ADMIN);
    await signIn();
    expect(await screen.findByText('protected content')).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/articles/modifier/abc123');
  });

  it('says the session expired in the interface language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeTokens('A1', 'R1');
    server.use(
      http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })),
      http.get(api('/articles/admin/all'), denied),
      http.post(api('/auth/rafraichir'), denied),
    );
    renderApp({ path: '/admin/articles', routes: adminSpace, lang: 'en' });
    const button = await screen.findByRole('button', { name: 'call' });
    await act(async () => button.click());
    expect((await screen.findByRole('status')).textContent).toBe('Your session has expired: log in again to pick up where you left off.');
  });
});
