// @vitest-environment happy-dom
// "Mon profil" in both spaces: own name and phone, own password with the current one, in the
// editor's language (the rules' and the server's messages too).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from '../../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../../src/backoffice/App';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { ADMIN, ADVISER, api, renderApp, useMswServer, formErrors } from '../harness';

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

function signedInAs(user: typeof ADMIN | typeof ADVISER) {
  storeTokens('T', 'R');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  server.use(
    http.get(api('/admin/me'), () =>
      user.role === 'administrateur'
        ? HttpResponse.json({ utilisateur: user })
        : HttpResponse.json({ error: { message: 'Accès refusé.' } }, { status: 403 }),
    ),
    http.get(api('/utilisateurs/me'), () => HttpResponse.json({ donnees: user })),
  );
}

const app = (path: string, lang: 'fr' | 'en' | 'pt') => renderApp({ path, lang, routes: <Route path="*" element={<AppRoutes />} /> });

describe('Mon profil', () => {
  it('is in the adviser sidebar and saves name and phone (Portuguese)', async () => {
    signedInAs(ADVISER);
    let sent: unknown = null;
    server.use(
      http.put(api('/utilisateurs/me'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ donnees: { ...ADVISER, prenom: 'Mamadou', telephone: '+221 70 111 22 33' } });
      }),
    );
    app('/conseiller/profil', 'pt');
    expect(await screen.findByRole('heading', { level: 1, name: 'O meu perfil' })).toBeTruthy();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'O meu perfil' }).getAttribute('href')).toBe(
      '/conseiller/profil',
    );
    const user = userEvent.setup();
    const prenom = screen.getByLabelText(/^Nome próprio/);
    await user.clear(prenom);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The rule's message in Portuguese, next to the field and at the top.
    // Under the field, and linked from the summary.
    expect(await screen.findAllByText('O nome próprio é obrigatório.')).toHaveLength(2);
    expect(await formErrors()).toEqual(['O nome próprio é obrigatório.']);
    expect(sent).toBeNull();
    await user.type(prenom, 'Mamadou');
    await user.type(screen.getByLabelText(/^Telefone/), '+221 70 111 22 33');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Perfil guardado.')).toBeTruthy();
    expect(sent).toEqual({ prenom: 'Mamadou', nom: 'Ndiaye', telephone: '+221 70 111 22 33' });
  });

  it('changes the password with the current one, and says a wrong one in English', async () => {
    signedInAs(ADMIN);
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/utilisateurs/me/mot-de-passe'), async ({ request }) => {
        const body = (await request.json()) as { motDePasseActuel: string };
        bodies.push(body);
        if (body.motDePasseActuel !== 'demo-admin-2025') {
          return HttpResponse.json(
            {
              error: {
                status: 400,
                name: 'ValidationError',
                message: 'Le mot de passe actuel est incorrect.',
                details: {
                  errors: [
                    { path: ['motDePasseActuel'], message: 'Le mot de passe actuel est incorrect.', code: 'motDePasseActuel.wrong' },
                  ],
                  code: 'motDePasseActuel.wrong',
                },
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ success: true });
      }),
    );
    app('/admin/profil', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await formErrors()).toEqual(['The password must have at least 8 characters.']);
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await formErrors()).toEqual(['The current password is incorrect.']);
    // Nothing typed is lost on a refusal.
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('a-new-password');
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'demo-admin-2025');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    expect((screen.getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
    expect(bodies.at(-1)).toEqual({
      motDePasseActuel: 'demo-admin-2025',
      motDePasse: 'a-new-password',
      confirmationMotDePasse: 'a-new-password',
    });
  });
});
