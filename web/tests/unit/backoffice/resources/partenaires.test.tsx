// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '../../../../src/backoffice/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PartenaireForm from '../../../../src/backoffice/resources/partenaires/PartenaireForm';
import PartenairesList from '../../../../src/backoffice/resources/partenaires/PartenairesList';
import { partenaireAnswer } from '../answers';
import { answerDialog, api, expectSentFields, noVersions, png, renderAt, corbeilleRetention, useMswServer, formErrors } from '../harness';

const server = useMswServer(noVersions(), corbeilleRetention());
beforeAll(() => {
  // happy-dom has no object URLs for files: the preview only needs a string.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => vi.restoreAllMocks());

const sonatel = partenaireAnswer({
  _id: 'p1',
  nom: 'Sonatel',
  siteWeb: 'https://sonatel.sn',
  logo: '/uploads/sonatel.png',
  actif: true,
  ordreAffichage: 2,
});
const senelec = partenaireAnswer({ _id: 'p2', nom: 'Senelec', siteWeb: '', logo: '/uploads/senelec.png', actif: false, ordreAffichage: 1 });

describe('the partner form', () => {
  it('shows the spec messages for an empty create form, without calling the server', async () => {
    renderAt('/admin/partenaires/creer', '/admin/partenaires/creer', <PartenaireForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual(['Le nom est obligatoire.', 'Le logo est obligatoire.']);
    expect(screen.getByLabelText(/^Logo/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an invalid website and a negative display order', async () => {
    renderAt('/admin/partenaires/creer', '/admin/partenaires/creer', <PartenaireForm />);
    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Sonatel');
    await userEvent.type(screen.getByLabelText(/^Site web/), 'sonatel');
    await userEvent.clear(screen.getByLabelText(/^Ordre d'affichage/));
    await userEvent.type(screen.getByLabelText(/^Ordre d'affichage/), '-2');
    await userEvent.upload(screen.getByLabelText(/^Logo/), png('logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await formErrors()).toEqual(["L'URL du site web est invalide.", "L'ordre d'affichage ne peut pas être négatif."]);
  });

  it('posts the multipart body with the logo, previewed before sending, then shows the list ("Créer et fermer")', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(api('/partenaires'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(sonatel, { status: 201 });
      }),
    );
    renderAt('/admin/partenaires/creer', '/admin/partenaires/creer', <PartenaireForm />, ['/admin/partenaires']);
    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Sonatel');
    await userEvent.type(screen.getByLabelText(/^Site web/), 'https://sonatel.sn');
    await userEvent.upload(screen.getByLabelText(/^Logo/), png('logo.png'));
    expect(await screen.findByText('Nouveau logo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Créer et fermer' }));
    await screen.findByText('page /admin/partenaires');
    const form = expectSentFields(sent, { nom: 'Sonatel', siteWeb: 'https://sonatel.sn', actif: 'true', ordreAffichage: '0' });
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('edits a partner: shows the current logo, PATCHes without a logo when none is chosen', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get(api('/partenaires/admin/p1'), () => HttpResponse.json(sonatel)),
      http.patch(api('/partenaires/p1'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ ...sonatel, nom: 'Sonatel SA' });
      }),
    );
    renderAt('/admin/partenaires/modifier/p1', '/admin/partenaires/modifier/:id', <PartenaireForm />, ['/admin/partenaires']);
    const nom = await screen.findByLabelText(/^Nom/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier le partenaire « Sonatel »');
    expect(screen.getByRole('img', { name: 'Logo de Sonatel' }).getAttribute('src')).toContain('/uploads/sonatel.png');
    expect(screen.getByText('Logo actuel')).toBeTruthy();
    await userEvent.clear(nom);
    await userEvent.type(nom, 'Sonatel SA');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await screen.findByText('page /admin/partenaires');
    const form = expectSentFields(sent, { nom: 'Sonatel SA', ordreAffichage: '2' });
    expect(form.has('logo')).toBe(false);
  });

  it("says 'Partenaire introuvable' when the partner cannot be read", async () => {
    server.use(
      http.get(api('/partenaires/admin/nope'), () => HttpResponse.json({ error: { message: 'Partenaire introuvable' } }, { status: 404 })),
    );
    renderAt('/admin/partenaires/modifier/nope', '/admin/partenaires/modifier/:id', <PartenaireForm />);
    expect((await screen.findByRole('alert')).textContent).toBe('Partenaire introuvable');
    expect(screen.getByRole('link', { name: 'Retour aux partenaires' }).getAttribute('href')).toBe('/admin/partenaires');
  });

  it('"Créer" opens the new partner in its own form with the notice; "Enregistrer" stays on it', async () => {
    let stored = sonatel;
    server.use(
      http.post(api('/partenaires'), () => HttpResponse.json(stored, { status: 201 })),
      http.get(api('/partenaires/admin/p1'), () => HttpResponse.json(stored)),
      http.patch(api('/partenaires/p1'), async ({ request }) => {
        stored = { ...stored, nom: String((await request.formData()).get('nom')) };
        return HttpResponse.json(stored);
      }),
    );
    renderAt('/admin/partenaires/creer', '/admin/partenaires/*', <PartenaireRoutes />);
    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Sonatel');
    await userEvent.upload(screen.getByLabelText(/^Logo/), png('logo.png'));
    await screen.findByText('Nouveau logo');
    await userEvent.click(screen.getByRole('button', { name: 'Créer' }));
    // The stored partner's form, loaded once, keeps the notice.
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le partenaire « Sonatel »' })).toBeTruthy();
    expect(screen.getByTestId('save-notice').textContent).toBe('« Sonatel » a été créé.');
    const nom = screen.getByLabelText(/^Nom/);
    await userEvent.clear(nom);
    await userEvent.type(nom, 'Sonatel SA');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByTestId('save-notice').textContent).toBe('« Sonatel SA » a été enregistré.'));
    expect((screen.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe('Sonatel SA');
  });

  it('asks before leaving a form with unsaved changes', async () => {
    renderAt('/admin/partenaires/creer', '/admin/partenaires/creer', <PartenaireForm />, ['/admin/partenaires']);
    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Sonatel');
    await userEvent.click(screen.getByRole('link', { name: 'Annuler' }));
    await answerDialog('Quitter sans enregistrer ?', 'Annuler');
    expect(screen.queryByText('page /admin/partenaires')).toBeNull();
  });
});

/** The partner form's two routes, as the resource declares them. */
function PartenaireRoutes() {
  return (
    <Routes>
      <Route path="/admin/partenaires/creer" element={<PartenaireForm />} />
      <Route path="/admin/partenaires/modifier/:id" element={<PartenaireForm />} />
    </Routes>
  );
}

/** The paged answer of a list asked with list parameters. */
const paged = <T,>(donnees: T[]) => ({ donnees, total: donnees.length, page: 1, taille: 25 });

describe('the partner list', () => {
  it('lists partners by display order with logo thumbnails and edit links', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(api('/partenaires/admin/all'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(paged([senelec, sonatel]));
      }),
    );
    renderAt('/admin/partenaires', '/admin/partenaires', <PartenairesList />);
    await screen.findByText('Sonatel');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Senelec', 'Sonatel']);
    expect(within(rows[1]).getByRole('img', { name: 'Logo de Sonatel' })).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Modifier Sonatel' }).getAttribute('href')).toBe('/admin/partenaires/modifier/p1');
    expect(within(rows[0]).getByRole('button', { name: /Senelec/, pressed: false }).textContent).toBe('Masqué');
    // The server pages the list: the screen asks for its first page.
    expect((query as unknown as URLSearchParams).get('page')).toBe('1');
  });

  it("asks 'Confirmer la suppression ?' before deleting", async () => {
    let list = [sonatel, senelec];
    server.use(
      http.get(api('/partenaires/admin/all'), () => HttpResponse.json(paged(list))),
      http.delete(api('/partenaires/p1'), () => {
        list = [senelec];
        return HttpResponse.json({ success: true, _id: 'p1' });
      }),
    );
    renderAt('/admin/partenaires', '/admin/partenaires', <PartenairesList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Sonatel' }));
    expect(await answerDialog('Confirmer la suppression ?', 'Supprimer')).toContain('« Sonatel » ira dans la corbeille');
    await waitFor(() => expect(screen.queryByText('Sonatel')).toBeNull());
    expect(screen.getByText('« Sonatel » a été mis à la corbeille.')).toBeTruthy();
  });

  it('shows or hides a partner with a PATCH of actif alone', async () => {
    let sent: FormData | null = null;
    let list = [sonatel, senelec];
    server.use(
      http.get(api('/partenaires/admin/all'), () => HttpResponse.json(paged(list))),
      http.patch(api('/partenaires/p2'), async ({ request }) => {
        sent = await request.formData();
        list = [sonatel, { ...senelec, actif: true }];
        return HttpResponse.json(list[1]);
      }),
    );
    renderAt('/admin/partenaires', '/admin/partenaires', <PartenairesList />);
    await userEvent.click(await screen.findByRole('button', { name: /Senelec/, pressed: false }));
    await screen.findByRole('button', { name: /Senelec/, pressed: true });
    const form = sent as unknown as FormData;
    expect([...form.keys()]).toEqual(['actif']);
    expect(form.get('actif')).toBe('true');
  });
});
