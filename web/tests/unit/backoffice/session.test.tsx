// @vitest-environment happy-dom
// docs/product.md §4's session, with every call faked at the HTTP level (msw).
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from '../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../src/backoffice/session/AuthProvider';
import { getAccessToken, getRefreshToken, storeTokens } from '../../../src/backoffice/session/tokens';
import { ADMIN, ADVISER, api, renderApp, useMswServer } from './harness';

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

const denied = (status: number) => () => HttpResponse.json({ data: null, error: { status, message: 'Accès refusé' } }, { status });

/** Prints the session state and offers login / logout buttons. */
function Probe() {
  const { user, loading, login, logout } = useAuth();
  return (
    <div>
      <p data-testid="state">{loading ? 'loading' : user ? `${user.role}:${user.prenom}` : 'anonymous'}</p>
      <button type="button" onClick={() => login('admin@demo.local', 'secret').catch(() => undefined)}>
        login
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;
const path = () => screen.getByTestId('path').textContent;

describe('the session (docs/product.md §4)', () => {
  it('starts without a token: loaded at once, no user, no call', async () => {
    const me = vi.fn(() => HttpResponse.json({ utilisateur: ADMIN }));
    server.use(http.get(api('/admin/me'), me));
    renderApp({ path: '/admin', ui: <Probe /> });
    expect(state()).toBe('anonymous');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(me).not.toHaveBeenCalled();
  });

  it('asks for the admin profile first and uses its `utilisateur`', async () => {
    storeTokens('A1', 'R1');
    const other = vi.fn(() => HttpResponse.json({ donnees: ADVISER }));
    server.use(
      http.get(api('/admin/me'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer A1' ? HttpResponse.json({ utilisateur: ADMIN }) : denied(401)(),
      ),
      http.get(api('/utilisateurs/me'), other),
    );
    renderApp({ path: '/admin', ui: <Probe /> });
    expect(state()).toBe('loading');
    await waitFor(() => expect(state()).toBe('administrateur:Awa'));
    expect(other).not.toHaveBeenCalled();
  });

  it("logs 'Pas un admin' and falls back to the user profile's `donnees`", async () => {
    storeTokens('C1', 'R1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.get(api('/admin/me'), denied(403)),
      http.get(api('/utilisateurs/me'), () => HttpResponse.json({ donnees: ADVISER })),
    );
    renderApp({ path: '/conseiller', ui: <Probe /> });
    await waitFor(() => expect(state()).toBe('conseiller:Moussa'));
    expect(log).toHaveBeenCalledWith('Pas un admin');
    expect(getAccessToken()).toBe('C1');
  });

  it('removes both tokens and leaves no user when both profiles fail', async () => {
    storeTokens('bad', 'bad-refresh');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(http.get(api('/admin/me'), denied(403)), http.get(api('/utilisateurs/me'), denied(403)));
    renderApp({ path: '/admin', ui: <Probe /> });
    await waitFor(() => expect(state()).toBe('anonymous'));
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('on login stores both tokens, sets the user and goes to /admin for an administrator', async () => {
    server.use(
      http.post(api('/auth/connexion'), () => HttpResponse.json({ token: 'A9', tokenRafraichissement: 'R9', utilisateur: ADMIN })),
    );
    renderApp({ path: '/admin/connexion', ui: <Probe /> });
    await act(async () => screen.getByText('login').click());
    await waitFor(() => expect(state()).toBe('administrateur:Awa'));
    expect([getAccessToken(), getRefreshToken()]).toEqual(['A9', 'R9']);
    expect(path()).toBe('/admin');
  });

  it('on login goes to /conseiller for an adviser, whichever login page was used', async () => {
    server.use(
      http.post(api('/auth/connexion'), () => HttpResponse.json({ token: 'C9', tokenRafraichissement: 'R9', utilisateur: ADVISER })),
    );
    renderApp({ path: '/admin/connexion', ui: <Probe /> });
    await act(async () => screen.getByText('login').click());
    await waitFor(() => expect(path()).toBe('/conseiller'));
  });

  it('sends email and motDePasse, and stores nothing when the login fails', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/auth/connexion'), async ({ request }) => {
        bodies.push(await request.json());
        return denied(401)();
      }),
    );
    renderApp({ path: '/admin/connexion', ui: <Probe /> });
    await act(async () => screen.getByText('login').click());
    await waitFor(() => expect(bodies).toEqual([{ email: 'admin@demo.local', motDePasse: 'secret' }]));
    expect(state()).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(path()).toBe('/admin/connexion');
  });

  it('on logout calls the server, then clears the tokens and the user', async () => {
    storeTokens('A1', 'R1');
    const logoutCall = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(
      http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })),
      http.post(api('/auth/deconnexion'), logoutCall),
    );
    renderApp({ path: '/admin', ui: <Probe /> });
    await waitFor(() => expect(state()).toBe('administrateur:Awa'));
    await act(async () => screen.getByText('logout').click());
    await waitFor(() => expect(state()).toBe('anonymous'));
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('on logout clears locally even when the server call fails', async () => {
    storeTokens('A1', 'R1');
    server.use(
      http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })),
      http.post(api('/auth/deconnexion'), () => HttpResponse.error()),
    );
    renderApp({ path: '/admin', ui: <Probe /> });
    await waitFor(() => expect(state()).toBe('administrateur:Awa'));
    await act(async () => screen.getByText('logout').click());
    await waitFor(() => expect(state()).toBe('anonymous'));
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
  });

  it('ends the session when a silent refresh fails later', async () => {
    storeTokens('A1', 'R1');
    server.use(
      http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: ADMIN })),
      http.get(api('/articles/admin/all'), denied(401)),
      http.post(api('/auth/rafraichir'), denied(401)),
    );
    function Caller() {
      return (
        <button
          type="button"
          onClick={() =>
            import('../../../src/backoffice/api/client').then(({ api: call }) => call('/articles/admin/all').catch(() => undefined))
          }
        >
          call
        </button>
      );
    }
    renderApp({
      path: '/admin',
      routes: (
        <Route
          path="*"
          element={
            <>
              <Probe />
              <Caller />
            </>
          }
        />
      ),
    });
    await waitFor(() => expect(state()).toBe('administrateur:Awa'));
    await act(async () => screen.getByText('call').click());
    await waitFor(() => expect(state()).toBe('anonymous'));
    expect(getRefreshToken()).toBeNull();
  });

  it("throws 'useAuth doit être utilisé dans AuthProvider' outside the provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth doit être utilisé dans AuthProvider');
    expect(() => render(<Probe />)).toThrow('useAuth doit être utilisé dans AuthProvider');
  });
});
