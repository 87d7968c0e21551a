// @vitest-environment happy-dom
// The login screens (docs/product.md §2, §5 and §8).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route } from '../../../src/backoffice/router';
import { describe, expect, it } from 'vitest';
import LoginScreen from '../../../src/backoffice/screens/LoginScreen';
import { ADMIN, ADVISER, api, renderApp, useMswServer } from './harness';

const server = useMswServer();

function renderLogin(path = '/admin/connexion') {
  return renderApp({
    path,
    routes: (
      <>
        <Route path="/admin/connexion" element={<LoginScreen role="administrateur" />} />
        <Route path="/conseiller/connexion" element={<LoginScreen role="conseiller" />} />
        <Route path="/admin" element={<p>admin home</p>} />
        <Route path="/conseiller" element={<p>adviser home</p>} />
      </>
    ),
  });
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('the login screen', () => {
  it('labels its fields and titles the administrator page', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion administrateur' })).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Mot de passe/).getAttribute('type')).toBe('password');
  });

  it('requires the email and the password before calling the server', async () => {
    renderLogin();
    await submit('admin@demo.local', '');
    // The refusal's banner loads with the first attempt (its own chunk): it shows once loaded.
    expect((await screen.findByRole('alert')).textContent).toBe("L'email et le mot de passe sont obligatoires.");
  });

  it("shows the server's message above the form", async () => {
    server.use(
      http.post(api('/auth/connexion'), () =>
        HttpResponse.json(
          { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Email ou mot de passe incorrect.', details: {} } },
          { status: 401 },
        ),
      ),
    );
    renderLogin();
    await submit('admin@demo.local', 'mauvais');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Email ou mot de passe incorrect.');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Se connecter' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows 'Échec de la connexion' when the server gives no message", async () => {
    server.use(http.post(api('/auth/connexion'), () => HttpResponse.error()));
    renderLogin('/conseiller/connexion');
    await submit('conseiller@demo.local', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Échec de la connexion');
  });

  it('disables the button with a progress text while submitting, then goes to the space of the role', async () => {
    server.use(
      http.post(api('/auth/connexion'), async () => {
        await delay(50);
        return HttpResponse.json({ token: 'A', tokenRafraichissement: 'R', utilisateur: ADMIN });
      }),
    );
    renderLogin();
    const done = submit('admin@demo.local', 'demo-admin-2025');
    const busy = await screen.findByRole('button', { name: 'Connexion en cours...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await done;
    expect(await screen.findByText('admin home')).toBeTruthy();
  });

  it('sends an adviser who used the administrator login to /conseiller', async () => {
    server.use(
      http.post(api('/auth/connexion'), () => HttpResponse.json({ token: 'C', tokenRafraichissement: 'R', utilisateur: ADVISER })),
    );
    renderLogin('/admin/connexion');
    await submit('conseiller@demo.local', 'demo-conseiller-2025');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/conseiller'));
  });
});
