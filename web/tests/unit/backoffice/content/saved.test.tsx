// @vitest-environment happy-dom
// After a save the list says what happened: the item, its state, "Voir sur le site" for a published
// item and "en ligne dans quelques secondes" until a build that ended after the save ("pas encore en
// ligne" when that build failed); a failed save keeps every value typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from '../../../../src/backoffice/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnSite, savedNotice } from '../../../../src/backoffice/content/saved';
import { progressOf } from '../../../../src/backoffice/content/screens/SaveNotice';
import ContentList from '../../../../src/backoffice/content/screens/ContentList';
import OpportuniteForm from '../../../../src/backoffice/resources/opportunites/OpportuniteForm';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { opportuniteAnswer } from '../answers';
import { adminSession, api, renderApp, secteurs, useMswServer, noVersions, formErrors } from '../harness';

const NOW = new Date('2026-11-23T12:00:00Z');
const OFFER = opportuniteAnswer({
  _id: 'o1',
  slug: { fr: 'cables-a-vendre', en: 'cables-for-sale', pt: 'cabos-a-venda' },
  titre: { fr: 'Câbles à vendre', en: 'Cables for sale', pt: 'Cabos à venda' },
  description: { fr: 'D', en: 'D', pt: 'D' },
  contenu: {},
  motsCles: {},
  categorie: '',
  pays: '',
  contact: '',
  quantiteDisponible: '',
  statut: 'actif',
  etat: 'brouillon',
  datePublication: null,
  dateExpiration: null,
  image: '/uploads/o.jpg',
  nombreVues: 0,
  texteAlternatif: { fr: 'Bobines', en: 'Reels', pt: 'Bobinas' },
});

describe('the saved notice, as pure rules', () => {
  it('gives the public page of a published item in the interface language, none for a draft or a future date', () => {
    expect(savedNotice('opportunites', 'edit', { ...OFFER, etat: 'publié', datePublication: '2026-11-23T11:59:00Z' }, 'en', NOW)).toEqual({
      kind: 'opportunites',
      id: 'o1',
      mode: 'edit',
      title: 'Cables for sale',
      etat: 'publié',
      publicPath: '/en/opportunite/cables-for-sale',
      savedAt: NOW.getTime(),
    });
    expect(savedNotice('articles', 'create', { ...OFFER, etat: 'publié' }, 'fr', NOW)?.publicPath).toBe('/article/cables-a-vendre');
    expect(savedNotice('articles', 'create', OFFER, 'fr', NOW)?.publicPath).toBeNull();
    expect(isOnSite({ etat: 'publié', datePublication: '2026-12-01T00:00:00Z' }, NOW)).toBe(false);
    expect(savedNotice('articles', 'create', null, 'fr', NOW)).toBeNull();
  });

  it("reads the item's own status: online, failed, else pending", () => {
    expect(progressOf('en_ligne')).toBe('online');
    expect(progressOf('echec')).toBe('failed');
    expect(progressOf('en_attente')).toBe('pending');
    expect(progressOf('hors_ligne')).toBe('pending');
    expect(progressOf(undefined)).toBe('pending');
  });
});

describe('saving an opportunity', () => {
  const server = useMswServer(adminSession(), secteurs(), noVersions());
  beforeEach(() => storeTokens('access', 'refresh'));
  afterEach(() => vi.restoreAllMocks());

  const routes = (
    <>
      <Route path="/admin/opportunites" element={<ContentList kind="opportunites" role="administrateur" />} />
      <Route path="/admin/opportunites/modifier/:id" element={<OpportuniteForm role="administrateur" />} />
    </>
  );

  it('with "Enregistrer et fermer", names the item and its state in the list, links to its page and says when it is online', async () => {
    let builds = 0;
    server.use(
      http.get(api('/opportunites/admin/o1'), () => HttpResponse.json(OFFER)),
      http.patch(api('/opportunites/o1'), () =>
        HttpResponse.json({ ...OFFER, etat: 'publié', datePublication: new Date(Date.now() - 1000).toISOString() }),
      ),
      http.get(api('/opportunites'), () => HttpResponse.json([{ ...OFFER, etat: 'publié' }])),
      // The item's page first waits for the build, then shows the save.
      http.get(api('/opportunites/admin/o1/en-ligne'), () =>
        HttpResponse.json({ donnees: { etat: builds++ === 0 ? 'en_attente' : 'en_ligne', dateModification: null } }),
      ),
    );
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^État/), 'publié');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    const notice = await screen.findByText('« Câbles à vendre » a été enregistré. État : Publié.');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Voir sur le site' }).getAttribute('href')).toBe('/opportunite/cables-a-vendre');
    expect(within(box).getByText('en ligne dans quelques secondes')).toBeTruthy();
    expect(await within(box).findByText('en ligne', {}, { timeout: 4000 })).toBeTruthy();
    // Said once: the router's state is cleared, so a reload does not repeat it.
    expect(screen.getByTestId('path').getAttribute('data-navigation')).toBe('REPLACE');
  });

  it('says the item is not online yet when the site update failed, until the retry puts it online', async () => {
    let builds = 0;
    server.use(
      http.get(api('/opportunites/admin/o1'), () => HttpResponse.json(OFFER)),
      http.patch(api('/opportunites/o1'), () =>
        HttpResponse.json({ ...OFFER, etat: 'publié', datePublication: new Date(Date.now() - 1000).toISOString() }),
      ),
      http.get(api('/opportunites'), () => HttpResponse.json([{ ...OFFER, etat: 'publié' }])),
      // The build fails, its retry runs, then goes live.
      http.get(api('/opportunites/admin/o1/en-ligne'), () => {
        builds += 1;
        const etat = builds === 1 ? 'echec' : builds === 2 ? 'en_attente' : 'en_ligne';
        return HttpResponse.json({ donnees: { etat, dateModification: null } });
      }),
    );
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^État/), 'publié');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    const notice = await screen.findByText('« Câbles à vendre » a été enregistré. État : Publié.');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(await within(box).findByText('pas encore en ligne : la mise à jour du site a échoué')).toBeTruthy();
    expect(box.className, 'a warning, not a success').toContain('bo-notice--warning');
    await waitFor(() => expect(builds).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    expect(within(box).getByText('pas encore en ligne : la mise à jour du site a échoué'), 'still, while the retry runs').toBeTruthy();
    expect(await within(box).findByText('en ligne', {}, { timeout: 4000 })).toBeTruthy();
    expect(box.className, 'online: a success again').not.toContain('bo-notice--warning');
  });

  it('with "Enregistrer" or Ctrl+S, stays on the form with the notice and saves from the version it got back', async () => {
    const versions: (string | null)[] = [];
    let saves = 0;
    server.use(
      http.get(api('/opportunites/admin/o1'), () =>
        HttpResponse.json({ ...OFFER, dateModification: saves ? `2026-11-2${saves}T10:00:00.000Z` : '2026-11-20T10:00:00.000Z' }),
      ),
      http.patch(api('/opportunites/o1'), async ({ request }) => {
        versions.push(((await request.formData()).get('dateModification') as string | null) ?? null);
        saves += 1;
        return HttpResponse.json({ ...OFFER, pays: 'Mali', dateModification: `2026-11-2${saves}T10:00:00.000Z` });
      }),
    );
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’opportunité « Câbles à vendre »' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Pays/), 'Mali');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('« Câbles à vendre » a été enregistré. État : Brouillon.')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/admin/opportunites/modifier/o1');
    expect((screen.getByLabelText(/^Pays/) as HTMLInputElement).value).toBe('Mali');
    // Ctrl+S saves again, over the version the first save answered (no editing conflict with oneself).
    await user.type(screen.getByLabelText(/^Pays/), ' et Sénégal');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(versions).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z']));
    expect(screen.getByTestId('path').textContent).toBe('/admin/opportunites/modifier/o1');
  });

  it('"Publier" publishes the draft now and "Dépublier" takes it back, from the save bar; the bar says the stored state', async () => {
    const sent: { etat: unknown; datePublication: unknown }[] = [];
    let stored = OFFER;
    server.use(
      http.get(api('/opportunites/admin/o1'), () => HttpResponse.json(stored)),
      http.patch(api('/opportunites/o1'), async ({ request }) => {
        const body = await request.formData();
        sent.push({ etat: body.get('etat'), datePublication: body.get('datePublication') });
        const etat = String(body.get('etat'));
        stored = { ...OFFER, etat, datePublication: etat === 'publié' ? new Date(Date.now() - 1000).toISOString() : null };
        return HttpResponse.json(stored);
      }),
      http.get(api('/opportunites/admin/o1/en-ligne'), () =>
        HttpResponse.json({ donnees: { etat: 'en_attente', dateModification: null } }),
      ),
    );
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    const bar = await screen.findByRole('region', { name: 'Enregistrement et publication' });
    expect(within(bar).getByTestId('save-bar-etat').textContent).toBe('Brouillon');
    await user.click(within(bar).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(within(bar).getByTestId('save-bar-etat').textContent).toBe('Publié'));
    expect(sent[0].etat).toBe('publié');
    expect(within(bar).getByRole('link', { name: 'Voir sur le site' }).getAttribute('href')).toBe('/opportunite/cables-a-vendre');
    // The etat select follows the bar.
    expect((screen.getByLabelText(/^État/) as HTMLSelectElement).value).toBe('publié');
    expect(within(bar).queryByRole('button', { name: 'Publier' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Dépublier' }));
    await waitFor(() => expect(within(bar).getByTestId('save-bar-etat').textContent).toBe('Brouillon'));
    expect(sent.map((s) => s.etat)).toEqual(['publié', 'brouillon']);
    expect((screen.getByLabelText(/^État/) as HTMLSelectElement).value).toBe('brouillon');
  });

  it('"Publier" refused by the rules shows the reasons and leaves the draft as it was', async () => {
    let saves = 0;
    server.use(
      http.get(api('/opportunites/admin/o1'), () => HttpResponse.json({ ...OFFER, description: { fr: 'D', en: '', pt: '' } })),
      http.patch(api('/opportunites/o1'), () => {
        saves += 1;
        return HttpResponse.json(OFFER);
      }),
    );
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    const bar = await screen.findByRole('region', { name: 'Enregistrement et publication' });
    await user.click(within(bar).getByRole('button', { name: 'Publier' }));
    expect((await formErrors()).length).toBeGreaterThan(0);
    expect(saves).toBe(0);
    expect(within(bar).getByTestId('save-bar-etat').textContent).toBe('Brouillon');
    expect((screen.getByLabelText(/^État/) as HTMLSelectElement).value).toBe('brouillon');
  });

  it('keeps every value typed when the save fails', async () => {
    server.use(
      http.get(api('/opportunites/admin/o1'), () => HttpResponse.json(OFFER)),
      http.patch(api('/opportunites/o1'), () => new HttpResponse(null, { status: 502 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/admin/opportunites/modifier/o1', routes });
    const user = userEvent.setup();
    const titre = await screen.findByLabelText(/^Titre \(fr\)/);
    await user.clear(titre);
    await user.type(titre, 'Câbles cuivre à vendre');
    await user.type(screen.getByLabelText(/^Pays/), 'Mali');
    await user.selectOptions(screen.getByLabelText(/^État/), 'publié');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await formErrors()).toEqual(['Erreur lors de la mise à jour']);
    expect((screen.getByLabelText(/^Titre \(fr\)/) as HTMLInputElement).value).toBe('Câbles cuivre à vendre');
    expect((screen.getByLabelText(/^Pays/) as HTMLInputElement).value).toBe('Mali');
    expect((screen.getByLabelText(/^État/) as HTMLSelectElement).value).toBe('publié');
    expect(screen.getByTestId('path').textContent).toBe('/admin/opportunites/modifier/o1');
  });
});
