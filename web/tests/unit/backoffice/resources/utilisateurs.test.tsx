// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '../../../../src/backoffice/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UtilisateurForm from '../../../../src/backoffice/resources/utilisateurs/UtilisateurForm';
import UtilisateursList from '../../../../src/backoffice/resources/utilisateurs/UtilisateursList';
import { answerDialog, api, renderAt, useMswServer, formErrors } from '../harness';
import { NEW_ADVISER_BODY } from './awa';

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

const admin = {
  _id: 'u-admin',
  id: 1,
  nom: 'Ndiaye',
  prenom: 'Moussa',
  email: 'admin@demo.local',
  telephone: '',
  role: 'administrateur',
  statut: 'actif',
  dateCreation: null,
};
const adviser = {
  _id: 'u-adv',
  id: 2,
  nom: 'Diop',
  prenom: 'Awa',
  email: 'conseiller@demo.local',
  telephone: '',
  role: 'conseiller',
  statut: 'actif',
  dateCreation: null,
};

/** Fills the create form for Awa Diop with her password and `confirmation`, then sends it with `button`. */
async function fillAndCreate(confirmation: string, button = 'Créer') {
  await userEvent.type(await screen.findByLabelText(/^Prénom/), NEW_ADVISER_BODY.prenom);
  await userEvent.type(screen.getByLabelText(/^Nom/), NEW_ADVISER_BODY.nom);
  await userEvent.type(screen.getByLabelText(/^Email/), NEW_ADVISER_BODY.email);
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), NEW_ADVISER_BODY.motDePasse);
  await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the user form (create)', () => {
  it('shows the spec messages at the top and under the fields, without calling the server', async () => {
    const posted = vi.fn();
    server.use(http.post(api('/utilisateurs'), () => (posted(), HttpResponse.json({}))));
    renderAt('/admin/utilisateurs/creer', '/admin/utilisateurs/creer', <UtilisateurForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual([
      'Le prénom est obligatoire.',
      'Le nom est obligatoire.',
      "L'email est obligatoire.",
      'Le mot de passe est obligatoire.',
    ]);
    expect(screen.getByLabelText(/^Prénom/).getAttribute('aria-invalid')).toBe('true');
    // Its own message under the field, and the summary's link to it.
    expect(screen.getAllByText('Le prénom est obligatoire.')).toHaveLength(2);
    expect(posted).not.toHaveBeenCalled();
  });

  it("says 'Les mots de passe ne correspondent pas.' when the confirmation differs", async () => {
    renderAt('/admin/utilisateurs/creer', '/admin/utilisateurs/creer', <UtilisateurForm />);
    await fillAndCreate('secret-2026');
    expect(await formErrors()).toEqual(['Les mots de passe ne correspondent pas.']);
  });

  it('posts the JSON body with the confirmation, role conseiller by default, then shows the list ("Créer et fermer")', async () => {
    let body: unknown;
    server.use(
      http.post(api('/utilisateurs'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ donnees: adviser }, { status: 201 });
      }),
    );
    renderAt('/admin/utilisateurs/creer', '/admin/utilisateurs/creer', <UtilisateurForm />, ['/admin/utilisateurs']);
    await fillAndCreate(NEW_ADVISER_BODY.confirmationMotDePasse, 'Créer et fermer');
    await screen.findByText('page /admin/utilisateurs');
    expect(body).toEqual(NEW_ADVISER_BODY);
  });

  it('"Créer" opens the new account in its own form, the passwords empty, with the notice', async () => {
    server.use(
      http.post(api('/utilisateurs'), () => HttpResponse.json({ donnees: adviser }, { status: 201 })),
      http.get(api('/utilisateurs/u-adv'), () => HttpResponse.json({ donnees: adviser })),
    );
    renderAt('/admin/utilisateurs/creer', '/admin/utilisateurs/*', <UtilisateurRoutes />);
    await fillAndCreate(NEW_ADVISER_BODY.confirmationMotDePasse);
    // The stored account's form, loaded once, keeps the notice.
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’utilisateur « Awa Diop »' })).toBeTruthy();
    expect(screen.getByTestId('save-notice').textContent).toBe('« Awa Diop » a été créé.');
    expect((screen.getByLabelText(/^Mot de passe/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field errors in docs/product.md §8 format", async () => {
    server.use(
      http.post(api('/utilisateurs'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Cet email est déjà utilisé.',
              details: { errors: [{ path: ['email'], message: 'Cet email est déjà utilisé.' }] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/admin/utilisateurs/creer', '/admin/utilisateurs/creer', <UtilisateurForm />);
    await fillAndCreate(NEW_ADVISER_BODY.confirmationMotDePasse);
    expect(await formErrors()).toEqual(['Cet email est déjà utilisé.']);
    expect((screen.getByRole('button', { name: 'Créer' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the user form (edit)', () => {
  it('keeps the password unchanged when left empty and sends PUT', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.get(api('/utilisateurs/u-adv'), () => HttpResponse.json({ donnees: adviser })),
      http.put(api('/utilisateurs/u-adv'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ donnees: adviser });
      }),
    );
    renderAt('/admin/utilisateurs/modifier/u-adv', '/admin/utilisateurs/modifier/:id', <UtilisateurForm />, ['/admin/utilisateurs']);
    const prenom = await screen.findByLabelText(/^Prénom/);
    expect((prenom as HTMLInputElement).value).toBe('Awa');
    await userEvent.clear(screen.getByLabelText(/^Téléphone/));
    await userEvent.type(screen.getByLabelText(/^Téléphone/), '+221 77 111 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await screen.findByText('page /admin/utilisateurs');
    expect(body).toMatchObject({ prenom: 'Awa', telephone: '+221 77 111 22 33', role: 'conseiller' });
    expect(body).not.toHaveProperty('motDePasse');
  });

  it('checks a new password against its confirmation', async () => {
    server.use(http.get(api('/utilisateurs/u-adv'), () => HttpResponse.json({ donnees: adviser })));
    renderAt('/admin/utilisateurs/modifier/u-adv', '/admin/utilisateurs/modifier/:id', <UtilisateurForm />);
    await userEvent.type(await screen.findByLabelText(/^Mot de passe/), 'nouveau-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Les mots de passe ne correspondent pas.']);
  });

  it("shows the server's refusal to demote the last administrator at the top", async () => {
    server.use(
      http.get(api('/utilisateurs/u-admin'), () => HttpResponse.json({ donnees: admin })),
      http.put(api('/utilisateurs/u-admin'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 403,
              name: 'ForbiddenError',
              message: 'Impossible : il doit rester au moins un administrateur actif.',
              details: {},
            },
          },
          { status: 403 },
        ),
      ),
    );
    renderAt('/admin/utilisateurs/modifier/u-admin', '/admin/utilisateurs/modifier/:id', <UtilisateurForm />, ['/admin/utilisateurs']);
    await userEvent.selectOptions(await screen.findByLabelText(/^Rôle/), 'conseiller');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Impossible : il doit rester au moins un administrateur actif.']);
    expect(screen.queryByText('page /admin/utilisateurs')).toBeNull();
  });

  it("says 'Impossible de charger l'utilisateur' when the user cannot be read", async () => {
    server.use(
      http.get(api('/utilisateurs/inconnu'), () => HttpResponse.json({ error: { message: 'Utilisateur introuvable' } }, { status: 404 })),
    );
    renderAt('/admin/utilisateurs/modifier/inconnu', '/admin/utilisateurs/modifier/:id', <UtilisateurForm />);
    expect((await screen.findByRole('alert')).textContent).toBe("Impossible de charger l'utilisateur");
  });
});

/** The user form's two routes, as the resource declares them. */
function UtilisateurRoutes() {
  return (
    <Routes>
      <Route path="/admin/utilisateurs/creer" element={<UtilisateurForm />} />
      <Route path="/admin/utilisateurs/modifier/:id" element={<UtilisateurForm />} />
    </Routes>
  );
}

describe('the user list', () => {
  it('lists nom, prenom, email, role and statut', async () => {
    server.use(http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: [admin, adviser] })));
    renderAt('/admin/utilisateurs', '/admin/utilisateurs', <UtilisateursList />);
    const row = (await screen.findByText('Diop')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Awa')).toBeTruthy();
    expect(within(row).getByText('conseiller@demo.local')).toBeTruthy();
    expect(within(row).getByText('Conseiller')).toBeTruthy();
    expect(within(row).getByText('Actif')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Modifier Awa Diop' }).getAttribute('href')).toBe('/admin/utilisateurs/modifier/u-adv');
  });

  it("asks 'Confirmer la suppression de cet utilisateur ?' and deletes only after yes", async () => {
    let users = [admin, adviser];
    const deleted = vi.fn();
    server.use(
      http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: users })),
      http.delete(api('/utilisateurs/:id'), ({ params }) => {
        deleted(params.id);
        users = users.filter((u) => u._id !== params.id);
        return HttpResponse.json({ success: true, _id: params.id });
      }),
    );
    renderAt('/admin/utilisateurs', '/admin/utilisateurs', <UtilisateursList />);
    const button = await screen.findByRole('button', { name: 'Supprimer Awa Diop' });
    await userEvent.click(button);
    expect(await answerDialog('Confirmer la suppression de cet utilisateur ?', 'Annuler')).toContain(
      '« Awa Diop » sera supprimé définitivement. Cette action est irréversible.',
    );
    expect(deleted).not.toHaveBeenCalled();
    await userEvent.click(button);
    await answerDialog('Confirmer la suppression de cet utilisateur ?', 'Supprimer');
    await waitFor(() => expect(screen.queryByText('Diop')).toBeNull());
    expect(deleted).toHaveBeenCalledWith('u-adv');
  });

  it("shows the server's refusal to delete the last administrator at the top", async () => {
    server.use(
      http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: [admin, adviser] })),
      http.delete(api('/utilisateurs/u-admin'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 403,
              name: 'ForbiddenError',
              message: 'Impossible : il doit rester au moins un administrateur actif.',
              details: {},
            },
          },
          { status: 403 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/utilisateurs', '/admin/utilisateurs', <UtilisateursList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Moussa Ndiaye' }));
    await answerDialog('Confirmer la suppression de cet utilisateur ?', 'Supprimer');
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible : il doit rester au moins un administrateur actif.');
    expect(screen.getByText('Ndiaye')).toBeTruthy();
  });

  it("shows 'Aucun utilisateur pour le moment.' for an empty list", async () => {
    server.use(http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: [] })));
    renderAt('/admin/utilisateurs', '/admin/utilisateurs', <UtilisateursList />);
    expect(await screen.findByText('Aucun utilisateur pour le moment.')).toBeTruthy();
  });
});
