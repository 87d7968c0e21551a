// Rendering the content screens in happy-dom: the back-office i18n (French), a memory router at
// `path`, the session (GET /admin/me answered by msw), and the API client pointed at msw's origin.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApi } from '../../../../src/backoffice/api/client';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { AuthProvider } from '../../../../src/backoffice/session/AuthProvider';
import { storeTokens } from '../../../../src/backoffice/session/tokens';

// The page's own origin: a cross-origin call would make happy-dom send a CORS preflight first.
export const ORIGIN = typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost:3000';
export const API = `${ORIGIN}/api/v1`;

export const admin = { _id: 'u1', id: 1, nom: 'Diop', prenom: 'Awa', email: 'admin@demo.local', telephone: '', role: 'administrateur', statut: 'actif', dateCreation: null };

export const server = setupServer(
  http.get(`${API}/admin/me`, () => HttpResponse.json({ utilisateur: admin })),
  http.get(`${API}/secteurs`, () => HttpResponse.json([
    { _id: 'sec-it', nom: { fr: 'Informatique', en: 'IT', pt: 'TI' }, slug: 'it' },
    { _id: 'sec-gc', nom: { fr: 'Génie civil', en: 'Civil engineering', pt: 'Engenharia civil' }, slug: 'genie-civil' },
  ])),
);

export function startServer() {
  configureApi({ base: API });
  server.listen({ onUnhandledFrame: 'error' });
}

/** Renders `element` at `path` (matched by `pattern`), with a list page to come back to. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  storeTokens('access', 'refresh');
  const i18n = createBackofficeI18n('fr');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="/admin/:kind" element={<p>Liste</p>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

export const png = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
