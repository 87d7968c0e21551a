// @vitest-environment happy-dom
// The first paint of a login page (Boot.tsx): the sign-in screen without the router, then the app,
// started at the address the sign-in (or a link) moved to, with the session already signed in.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Boot, type AppTree } from '../../../src/backoffice/Boot';
import { createBackofficeI18n } from '../../../src/backoffice/i18n';
import { createLazyBackofficeI18n, SIGN_IN_NAMESPACES } from '../../../src/backoffice/i18n/lazy';
import { useAuth } from '../../../src/backoffice/session/auth-core';
import { clearTokens } from '../../../src/backoffice/session/tokens';
import { ADMIN, api, useMswServer } from './harness';

const server = useMswServer();
afterEach(() => {
  clearTokens();
  localStorage.removeItem('langue'); // the language switch stores the choice
  document.documentElement.lang = 'fr';
});

/** Stands for App.tsx: says where it started and who is signed in. */
const FakeApp: AppTree = () => {
  const { user } = useAuth();
  return <p>app at {`${window.location.pathname} for ${user?.email ?? 'nobody'}`}</p>;
};

function renderBoot(path: string, i18n = createBackofficeI18n('fr')) {
  window.history.replaceState(null, '', path);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const loadApp = vi.fn(() => held.then(() => FakeApp));
  render(
    <I18nextProvider i18n={i18n}>
      <Boot signIn="administrateur" loadApp={loadApp} />
    </I18nextProvider>,
  );
  return { loadApp, release };
}

describe('the sign-in screen before the router', () => {
  it('signs in, then starts the app at the space asked for, already signed in', async () => {
    server.use(http.post(api('/auth/connexion'), () => HttpResponse.json({ token: 'A', tokenRafraichissement: 'R', utilisateur: ADMIN })));
    const { loadApp, release } = renderBoot('/admin/connexion?retour=%2Fadmin%2Farticles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion administrateur' })).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), ADMIN.email);
    await user.type(screen.getByLabelText(/Mot de passe/), 'demo-admin-2025');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    // The address moved; the form gives way while the app's code loads.
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Chargement...');
    expect(window.location.pathname).toBe('/admin/articles');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    release();
    expect(await screen.findByText(`app at /admin/articles for ${ADMIN.email}`)).toBeTruthy();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('follows the forgotten-password link into the app, a new history entry', async () => {
    const { release } = renderBoot('/admin/connexion');
    const before = window.history.length;
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Mot de passe oublié ?' }));
    release();
    expect(await screen.findByText('app at /admin/mot-de-passe-oublie for nobody')).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
  });

  it('switches to English, loading the English strings it shows and no others', async () => {
    const i18n = createLazyBackofficeI18n('fr');
    await i18n.loadNamespaces([...SIGN_IN_NAMESPACES]);
    renderBoot('/admin/connexion', i18n);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'content')).toBe(false);
  });
});
