// @vitest-environment happy-dom
// Protected routes (docs/product.md §4 and §6): a loading text, then a replace-redirect to the role's
// login page with a warning; each space only for its own role; unknown paths.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from '../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../src/backoffice/App';
import { RequireRole } from '../../../src/backoffice/session/RequireRole';
import { storeTokens } from '../../../src/backoffice/session/tokens';
import { ADMIN, ADVISER, api, renderApp, useMswServer } from './harness';

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

const pathEl = () => screen.getByTestId('path');

function guarded(role: 'administrateur' | 'conseiller', base: string) {
  return (
    <>
      <Route
        path={`${base}/*`}
        element={
          <RequireRole role={role}>
            <p>protected content</p>
          </RequireRole>
        }
      />
      <Route path={`${base}/connexion`} element={<p>login page</p>} />
    </>
  );
}

function signedInAs(user: typeof ADMIN | typeof ADVISER) {
  storeTokens('T', 'R');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server.use(
    http.get(api('/admin/me'), () =>
      user.role === 'administrateur'
        ? HttpResponse.json({ utilisateur: user })
        : HttpResponse.json({ error: { message: 'Accès refusé' } }, { status: 403 }),
    ),
    http.get(api('/utilisateurs/me'), () => HttpResponse.json({ donnees: user })),
  );
}

describe('RequireRole', () => {
  it('shows the loading text while the session loads, then the screen for the right role', async () => {
    signedInAs(ADMIN);
    renderApp({ path: '/admin/articles', routes: guarded('administrateur', '/admin') });
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
    expect(await screen.findByText('protected content')).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/articles');
  });

  it('redirects a visitor without a session to /admin/connexion, replacing the entry, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/admin/utilisateurs', routes: guarded('administrateur', '/admin') });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/connexion');
    expect(pathEl().dataset.navigation).toBe('REPLACE');
    expect(warn).toHaveBeenCalled();
  });

  it('redirects an adviser who opens an administrator screen to /admin/connexion', async () => {
    signedInAs(ADVISER);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/admin/utilisateurs', routes: guarded('administrateur', '/admin') });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(pathEl().textContent).toBe('/admin/connexion');
    expect(screen.queryByText('protected content')).toBeNull();
  });

  it('redirects an administrator who opens the adviser space to /conseiller/connexion', async () => {
    signedInAs(ADMIN);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/conseiller/realisations', routes: guarded('conseiller', '/conseiller') });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(pathEl().textContent).toBe('/conseiller/connexion');
    expect(pathEl().dataset.navigation).toBe('REPLACE');
  });
});

describe('the route table', () => {
  it('redirects a protected deep link of each space to its login page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({ path: '/conseiller/articles/modifier/12', routes: <Route path="*" element={<AppRoutes />} /> });
    await waitFor(() => expect(pathEl().textContent).toBe('/conseiller/connexion'));
    expect(await screen.findByRole('heading', { name: 'Connexion conseiller' })).toBeTruthy();
  });

  it('gives the administrator the docs/product.md §2 sidebar and a dashboard that welcomes them by name', async () => {
    signedInAs(ADMIN);
    renderApp({ path: '/admin', routes: <Route path="*" element={<AppRoutes />} /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Awa Diop' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bienvenue, Awa Diop — Teranga Services'));
    const nav = screen.getByRole('navigation');
    const labels = [...nav.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(labels.slice(0, 6)).toEqual(['Tableau de bord', 'Réalisations', 'Articles', 'Utilisateurs', 'Opportunités', 'Partenaires']);
    expect(labels).toContain('Déconnexion');
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.slice(0, 6)).toEqual([
      '/admin',
      '/admin/realisations',
      '/admin/articles',
      '/admin/utilisateurs',
      '/admin/opportunites',
      '/admin/partenaires',
    ]);
  });

  it('gives the adviser their sidebar (with the media library and the trash), and dashboard links to the real screens, never /conseiller/biens', async () => {
    signedInAs(ADVISER);
    renderApp({ path: '/conseiller', routes: <Route path="*" element={<AppRoutes />} /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Moussa Ndiaye' })).toBeTruthy();
    const nav = screen.getByRole('navigation');
    expect([...nav.querySelectorAll('a, button')].map((el) => el.textContent).slice(0, 8)).toEqual([
      'Tableau de bord',
      'Mes Réalisations',
      'Mes Articles',
      'Opportunités',
      'Médiathèque',
      'Corbeille',
      'Mon profil',
      'Déconnexion',
    ]);
    const links = [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/conseiller/realisations', '/conseiller/articles', '/conseiller/opportunites']);
    expect(document.body.innerHTML).not.toContain('/conseiller/biens');
  });

  it('shows the back-office not-found view for an unknown path', async () => {
    signedInAs(ADMIN);
    renderApp({ path: '/admin/nimporte/quoi', routes: <Route path="*" element={<AppRoutes />} /> });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe('/admin');
  });

  it('logs out from the layout and lands on the login page', async () => {
    signedInAs(ADMIN);
    server.use(http.post(api('/auth/deconnexion'), () => new HttpResponse(null, { status: 204 })));
    renderApp({ path: '/admin', routes: <Route path="*" element={<AppRoutes />} /> });
    (await screen.findByRole('button', { name: 'Déconnexion' })).click();
    await waitFor(() => expect(pathEl().textContent).toBe('/admin/connexion'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
