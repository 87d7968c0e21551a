// The one test harness of the back-office: an msw server per test file (calls are faked at the HTTP
// level, on the page's own origin), and render helpers with i18n (French), the router (over happy-dom's
// history) and the session.
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation } from '../../../src/backoffice/router';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { configureApi } from '../../../src/backoffice/api/client';
import { createBackofficeI18n } from '../../../src/backoffice/i18n';
import { AuthProvider } from '../../../src/backoffice/session/AuthProvider';

// Waiting for what a screen shows: on a machine shared by several test runs, a screen can take more
// than the library's default second to render; the tests wait for behaviour, not for a time.
configure({ asyncUtilTimeout: 5000 });
// The long journeys (typing three languages) get room too.
vi.setConfig({ testTimeout: 30_000 });

// The page's own origin: a cross-origin call with a bearer token would make happy-dom send a CORS
// preflight first, which msw does not answer.
export const ORIGIN = typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost:3000';
export const API = `${ORIGIN}/api/v1`;
/** The checks before publishing of a form's values: none (a test about them answers its own). */
export const noChecks = () => [
  http.post(api('/:type/admin/controles'), () => HttpResponse.json([])),
  http.post(api('/:type/admin/:id/controles'), () => HttpResponse.json([])),
];

/** Presence on an edit form: nobody else there (a test about presence answers its own). */
export const alone = () => {
  const answer = () => HttpResponse.json({ mode: 'edition', titulaire: null, presents: [], reprisePar: null, dateModification: null });
  return [
    http.put(api('/:type/admin/:id/presence'), answer),
    http.post(api('/:type/admin/:id/presence/prendre'), answer),
    http.delete(api('/:type/admin/:id/presence'), () => new HttpResponse(null, { status: 204 })),
  ];
};

/** URL for msw handlers: `http.get(api('/admin/me'), ...)`. */
export const api = (path: string) => `${API}${path}`;

/** Checks the text fields of the multipart body a form sent, in one comparison, and returns the body. */
export function expectSentFields(sent: FormData | null, expected: Record<string, string>): FormData {
  expect(sent).not.toBeNull();
  const form = sent as FormData;
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, form.get(name)]))).toEqual(expected);
  return form;
}

/**
 * One msw server per test file, with `handlers` kept across tests and the ones a test adds with
 * `server.use` dropped after it; unhandled requests fail the test.
 */
export function useMswServer(...handlers: RequestHandler[]) {
  // The content forms check their values as the editor types; a test that is not about it gets no check.
  const server = setupServer(...handlers, ...noChecks(), ...alone());
  beforeAll(() => {
    configureApi({ base: API });
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    cleanup(); // Vitest runs without globals, so Testing Library does not clean up by itself
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

export const ADMIN = {
  _id: 'a1',
  id: 1,
  nom: 'Diop',
  prenom: 'Awa',
  email: 'admin@demo.local',
  telephone: '',
  role: 'administrateur' as const,
  statut: 'actif',
  dateCreation: null,
};
export const ADVISER = {
  _id: 'c1',
  id: 2,
  nom: 'Ndiaye',
  prenom: 'Moussa',
  email: 'conseiller@demo.local',
  telephone: '',
  role: 'conseiller' as const,
  statut: 'actif',
  dateCreation: null,
};

/** GET /admin/me answering `user` (the administrator's session check). */
export const adminSession = (user: typeof ADMIN = ADMIN) => http.get(api('/admin/me'), () => HttpResponse.json({ utilisateur: user }));

/** GET /{type}/{id}/versions with no version yet: the edit forms' "Historique" panel. */
export const noVersions = () => http.get(api('/:type/:id/versions'), () => HttpResponse.json({ donnees: [] }));

/** GET /secteurs with two sectors, for the content forms' sector pickers. */
export const secteurs = () =>
  http.get(api('/secteurs'), () =>
    HttpResponse.json([
      { _id: 'sec-it', nom: { fr: 'Informatique', en: 'IT', pt: 'TI' }, slug: 'it' },
      { _id: 'sec-gc', nom: { fr: 'Génie civil', en: 'Civil engineering', pt: 'Engenharia civil' }, slug: 'genie-civil' },
    ]),
  );

/**
 * What a form's error summary says, once it shows: each listed message in order, or its one message
 * when the failure names no field.
 */
export async function formErrors(): Promise<string[]> {
  const summary = await waitFor(() => {
    const found = document.querySelector('.bo-error-summary');
    if (!found) throw new Error('no error summary on the page');
    return found;
  });
  const items = Array.from(summary.querySelectorAll('li'), (li) => li.textContent ?? '');
  return items.length ? items : Array.from(summary.querySelectorAll('p:not(.bo-error-title)'), (p) => p.textContent ?? '');
}

/** GET /corbeille: an empty trash kept 30 days (the delete dialogs say how long). */
export const corbeilleRetention = (days = 30) =>
  http.get(api('/corbeille'), () => HttpResponse.json({ donnees: [], conservationJours: days }));

/** Answers the page's confirmation dialog named `title` with its button `answer`; the dialog's text. */
export async function answerDialog(title: string | RegExp, answer: string): Promise<string> {
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = dialog.textContent ?? '';
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return text;
}

/** A small valid PNG file for the upload fields. */
export const png = (name = 'photo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

/** How the current address was reached: PUSH, REPLACE (a new address in place of the entry), POP (the first, back, forward). */
let lastMove: 'PUSH' | 'REPLACE' | 'POP' = 'POP';
if (typeof window !== 'undefined') {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      // A replace without an address changes the entry's state only: no move.
      if (method === 'pushState' || args[2] !== undefined) lastMove = method === 'pushState' ? 'PUSH' : 'REPLACE';
      return original.apply(this, args);
    };
  }
  window.addEventListener('popstate', () => {
    lastMove = 'POP';
  });
}

/** Shows the current path and how it was reached (PUSH, REPLACE, POP), so tests can assert redirects. */
export function CurrentPath() {
  const location = useLocation();
  return (
    <p data-testid="path" data-navigation={lastMove} data-search={location.search}>
      {location.pathname}
    </p>
  );
}

/** `tree` inside i18n (fr unless `lang`), the router at `path` and, unless `withAuth` is false, the AuthProvider. */
function renderInApp(path: string, tree: ReactNode, options: { withAuth?: boolean; after?: ReactNode; lang?: 'fr' | 'en' | 'pt' } = {}) {
  window.history.replaceState(null, '', path);
  lastMove = 'POP';
  return render(
    <I18nextProvider i18n={createBackofficeI18n(options.lang ?? 'fr')}>
      <BrowserRouter>
        {options.withAuth === false ? tree : <AuthProvider>{tree}</AuthProvider>}
        {options.after}
      </BrowserRouter>
    </I18nextProvider>,
  );
}

/** Renders `routes` (or `ui` at every path) at `path`, followed by the CurrentPath marker. */
export function renderApp(options: { path: string; routes?: ReactNode; ui?: ReactNode; withAuth?: boolean; lang?: 'fr' | 'en' | 'pt' }) {
  const routes = options.routes ?? <Route path="*" element={options.ui} />;
  return renderInApp(options.path, <Routes>{routes}</Routes>, { withAuth: options.withAuth, after: <CurrentPath />, lang: options.lang });
}

/** Renders `element` at `path` (matched by `pattern`), with a 'page <route>' marker for each of `others`. */
export function renderAt(path: string, pattern: string, element: ReactNode, others: string[] = [], lang?: 'fr' | 'en' | 'pt') {
  return renderInApp(
    path,
    <Routes>
      <Route path={pattern} element={element} />
      {others.map((other) => (
        <Route key={other} path={other} element={<p>page {other}</p>} />
      ))}
    </Routes>,
    { lang },
  );
}
