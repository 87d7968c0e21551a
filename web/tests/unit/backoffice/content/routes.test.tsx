// @vitest-environment happy-dom
// The content resources' routes (resources/) under each role's base: the adviser's own titles and links stay under /conseiller.
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { Outlet, Route } from '../../../../src/backoffice/router';
import { describe, expect, it } from 'vitest';
import { resourceRoutes } from '../../../../src/backoffice/resources';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, api, renderApp, secteurs, useMswServer, noVersions } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());

function renderRoutes(path: string, role: 'administrateur' | 'conseiller') {
  storeTokens('access', 'refresh');
  const base = role === 'administrateur' ? '/admin' : '/conseiller';
  // The screens are lazy chunks: the Suspense stands for the layout's.
  const layout = (
    <Suspense fallback={<p>…</p>}>
      <Outlet />
    </Suspense>
  );
  return renderApp({
    path,
    routes: (
      <Route path={base} element={layout}>
        {resourceRoutes(role)}
      </Route>
    ),
  });
}

describe('content routes', () => {
  it('gives an adviser "Mes Réalisations" and "Mes Articles", with links under /conseiller', async () => {
    server.use(
      http.get(api('/realisations/admin/all'), () =>
        HttpResponse.json({
          donnees: [{ _id: 'r1', titre: { fr: 'À moi' }, etat: 'brouillon', datePublication: null }],
          total: 1,
          page: 1,
          taille: 25,
        }),
      ),
      http.get(api('/articles/admin/all'), () => HttpResponse.json({ donnees: [], total: 0, page: 1, taille: 25 })),
    );
    renderRoutes('/conseiller/realisations', 'conseiller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes Réalisations' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'À moi' })).getAttribute('href')).toBe('/conseiller/realisations/modifier/r1');
    expect(screen.getByRole('link', { name: 'Nouvelle réalisation' }).getAttribute('href')).toBe('/conseiller/realisations/creer');
    cleanup();
    renderRoutes('/conseiller/articles', 'conseiller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes Articles' })).toBeTruthy();
    expect(await screen.findByText('Aucun article pour le moment.')).toBeTruthy();
  });

  it('opens the create and edit screens of each kind', async () => {
    server.use(
      http.get(api('/opportunites/admin/o1'), () =>
        HttpResponse.json({ _id: 'o1', titre: { fr: 'Ciment' }, description: {}, contenu: {}, motsCles: {}, image: null }),
      ),
    );
    renderRoutes('/admin/articles/creer', 'administrateur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvel article' })).toBeTruthy();
    cleanup();
    renderRoutes('/admin/opportunites/modifier/o1', 'administrateur');
    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'opportunité" })).toBeTruthy();
    cleanup();
    renderRoutes('/conseiller/realisations/creer', 'conseiller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle réalisation' })).toBeTruthy();
  });
});
