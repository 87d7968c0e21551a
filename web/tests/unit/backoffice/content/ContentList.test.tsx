// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContentList from '../../../../src/backoffice/content/screens/ContentList';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, answerDialog, api, renderApp, renderAt, secteurs, corbeilleRetention, useMswServer, noVersions } from '../harness';

const items = [
  { _id: 'a1', titre: { fr: 'Premier article', en: 'First', pt: '' }, etat: 'publié', datePublication: '2026-01-15T10:00:00Z' },
  { _id: 'a2', titre: { fr: 'Brouillon du jour', en: '', pt: '' }, etat: 'brouillon', datePublication: null },
];

/** The server's page of a list (the screen always asks for one). */
const page = (donnees: unknown[]) => ({ donnees, total: donnees.length, page: 1, taille: 25 });

const server = useMswServer(adminSession(), secteurs(), noVersions(), corbeilleRetention());
beforeEach(() => storeTokens('access', 'refresh'));
afterEach(() => vi.restoreAllMocks());

function renderList(kind: 'articles' | 'realisations' | 'opportunites' = 'articles') {
  return renderAt(`/admin/${kind}`, '/admin/:kind', <ContentList kind={kind} role="administrateur" />);
}

describe('content list', () => {
  it('shows a loading text, then the rows with title, etat and links', async () => {
    server.use(http.get(api('/articles/admin/all'), () => HttpResponse.json(page(items))));
    renderList();
    expect(screen.getByText('Chargement...')).toBeTruthy();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    expect(within(row).getByText('Publié')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Premier article' }).getAttribute('href')).toBe('/admin/articles/modifier/a1');
    expect(screen.getByRole('link', { name: 'Nouvel article' }).getAttribute('href')).toBe('/admin/articles/creer');
    expect(within(screen.getByText('Brouillon du jour').closest('tr')!).getByText('Brouillon')).toBeTruthy();
  });

  it("shows administrators each item's author by name and its last modification; advisers no author", async () => {
    const rows = [{ ...items[0], auteur: 'u-1', auteurNom: 'Awa Diop', dateModification: '2026-01-16T09:05:00Z' }, items[1]];
    server.use(http.get(api('/articles/admin/all'), () => HttpResponse.json(page(rows))));
    renderList();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Auteur' })).toBeTruthy();
    expect(within(row).getByText('Awa Diop')).toBeTruthy();
    expect(within(row).getByText('16/01/2026 09:05')).toBeTruthy();
    // Sortable by the last modification; an item without a known author says so.
    expect(screen.getByRole('button', { name: 'Dernière modification' })).toBeTruthy();
    expect(within(screen.getByText('Brouillon du jour').closest('tr')!).getByText('Inconnu')).toBeTruthy();
    cleanup();

    renderAt('/conseiller/articles', '/conseiller/:kind', <ContentList kind="articles" role="conseiller" />);
    await screen.findByText('Premier article');
    expect(screen.queryByRole('columnheader', { name: 'Auteur' })).toBeNull();
    expect(screen.queryByText('Awa Diop')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Dernière modification' })).toBeTruthy();
  });

  it('shows each language’s translation state, and asks for the items a language still needs', async () => {
    const traductions = {
      fr: { etat: 'complète', champs: [] },
      en: { etat: 'à revoir', champs: ['contenu'] },
      pt: { etat: 'incomplète', champs: ['titre', 'contenu'] },
    };
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/articles/admin/all'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(page([{ ...items[0], traductions }]));
      }),
    );
    renderList();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    const states = within(row).getByRole('list', { name: 'États des traductions' });
    expect(within(states).getByText('Français : complète')).toBeTruthy();
    expect(within(states).getByText('English : à revoir (Contenu)')).toBeTruthy();
    expect(within(states).getByText('Português : incomplète (Titre, Contenu)')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('À traduire'), 'en');
    await waitFor(() => expect(asked.at(-1)!.get('aTraduire')).toBe('en'));
  });

  it('asks the server for the search, filter, sort and page of the address, and keeps them there', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/articles/admin/all'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ donnees: items, total: 60, page: Number(new URL(request.url).searchParams.get('page')), taille: 25 });
      }),
    );
    renderAt('/admin/articles?etat=publi%C3%A9', '/admin/:kind', <ContentList kind="articles" role="administrateur" />);
    await screen.findByText('Premier article');
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ etat: 'publié', tri: '-dateCreation', page: '1', taille: '25' });
    expect((screen.getByRole('combobox', { name: 'État' }) as HTMLSelectElement).value).toBe('publié');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'fibre{Enter}');
    await waitFor(() => expect(asked.at(-1)!.get('q')).toBe('fibre'));
    await userEvent.click(screen.getByRole('button', { name: 'Titre' }));
    await waitFor(() => expect(asked.at(-1)!.get('tri')).toBe('titre'));
    expect(screen.getByRole('columnheader', { name: 'Titre' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));
    expect(screen.getByText('Page 2 sur 3 · 60 élément(s)')).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ q: 'fibre', etat: 'publié', tri: 'titre', page: '2', taille: '25' });
  });

  it('publishes the selected rows in one call after a confirmation that says how many', async () => {
    const batches: unknown[] = [];
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(page(items))),
      http.post(api('/articles/admin/lot'), async ({ request }) => {
        batches.push(await request.json());
        return HttpResponse.json({
          action: 'publier',
          reussis: 1,
          echecs: 1,
          resultats: [
            { _id: 'a1', ok: true, resultat: 'inchangé' },
            { _id: 'a2', ok: false, statut: 400, message: 'Le titre (fr) est obligatoire.' },
          ],
        });
      }),
    );
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner toute la page' }));
    // The bulk actions load with the first selection.
    expect(await screen.findByText('2 élément(s) sélectionné(s)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await answerDialog('Publier 2 élément(s) ?', 'Publier');
    await waitFor(() => expect(batches).toEqual([{ action: 'publier', ids: ['a1', 'a2'] }]));
    expect(await screen.findByText('1 élément(s) traité(s), 1 refusé(s).')).toBeTruthy();
    expect(screen.getByText('« Brouillon du jour » : Le titre (fr) est obligatoire.')).toBeTruthy();
  });

  it("names each refused item with the reason in the interface language, not the server's French", async () => {
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(page(items))),
      http.post(api('/articles/admin/lot'), () =>
        HttpResponse.json({
          action: 'publier',
          reussis: 0,
          echecs: 2,
          resultats: [
            { _id: 'a1', ok: false, statut: 403, message: 'Accès refusé', details: {} },
            {
              _id: 'a2',
              ok: false,
              statut: 400,
              message: 'Le titre (en) est obligatoire.',
              details: {
                errors: [
                  { path: ['titre', 'en'], message: 'Le titre (en) est obligatoire.', code: 'titre.required', params: { lang: 'en' } },
                ],
              },
            },
          ],
        }),
      ),
    );
    renderAt('/admin/articles', '/admin/:kind', <ContentList kind="articles" role="administrateur" />, [], 'en');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the whole page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await answerDialog('Publish 2 item(s)?', 'Publish');
    expect(await screen.findByText('“First”: Access denied.')).toBeTruthy();
    expect(screen.getByText('“Brouillon du jour”: The title (en) is required.')).toBeTruthy();
  });

  it('shows the views of each item, and the statut of opportunities only', async () => {
    server.use(http.get(api('/articles/admin/all'), () => HttpResponse.json(page([{ ...items[0], nombreVues: 1234 }, items[1]]))));
    renderList();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    expect(within(row).getByText((text) => text.replace(/\s/g, '') === '1234')).toBeTruthy();
    expect(within(screen.getByText('Brouillon du jour').closest('tr')!).getByText('0')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Statut' })).toBeNull();
    cleanup();
    server.use(
      http.get(api('/opportunites'), () =>
        HttpResponse.json(
          page([{ _id: 'o1', titre: { fr: 'Câbles à vendre' }, etat: 'publié', statut: 'retiré', datePublication: null, nombreVues: 3 }]),
        ),
      ),
      http.get(api('/opportunites/admin/categories'), () => HttpResponse.json({ donnees: [] })),
    );
    renderList('opportunites');
    const offer = (await screen.findByText('Câbles à vendre')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeTruthy();
    expect(within(offer).getByText('Retiré')).toBeTruthy();
    expect(within(offer).getByText('3')).toBeTruthy();
  });

  it('filters opportunities by the categories in use, as the server lists them, and keeps a bookmarked one', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/opportunites'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          page([{ _id: 'o1', titre: { fr: 'Fibre en stock' }, etat: 'publié', statut: 'actif', datePublication: null }]),
        );
      }),
      http.get(api('/opportunites/admin/categories'), () => HttpResponse.json({ donnees: ['Câbles à fibre', 'Matériel réseau'] })),
    );
    renderAt('/admin/opportunites?categorie=Ancienne', '/admin/:kind', <ContentList kind="opportunites" role="administrateur" />);
    await screen.findByText('Fibre en stock');
    const select = screen.getByRole('combobox', { name: 'Catégorie' }) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'Câbles à fibre', 'Matériel réseau', 'Ancienne']));
    expect(select.value).toBe('Ancienne');
    expect(screen.queryByRole('combobox', { name: 'Secteur' })).toBeNull();
    await userEvent.selectOptions(select, 'Matériel réseau');
    await waitFor(() => expect(asked.at(-1)!.get('categorie')).toBe('Matériel réseau'));
  });

  it('says so when the list is empty, and when it cannot load', async () => {
    server.use(http.get(api('/realisations/admin/all'), () => HttpResponse.json(page([]))));
    renderList('realisations');
    expect(await screen.findByText('Aucune réalisation pour le moment.')).toBeTruthy();
    cleanup();
    server.use(http.get(api('/opportunites'), () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList('opportunites');
    expect(await screen.findByText('Erreur de chargement')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('searches as the editor types (one address entry), says when a search finds nothing and clears it', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/articles/admin/all'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json(page(q === 'zzz' ? [] : items));
      }),
    );
    renderApp({ path: '/admin/articles', ui: <ContentList kind="articles" role="administrateur" /> });
    await screen.findByText('Premier article');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'zzz');
    // Typing pauses: the list asks once for what was typed, and the address replaces its entry.
    expect(await screen.findByText('Aucun résultat pour « zzz ».')).toBeTruthy();
    expect(asked.filter((q) => q.startsWith('z'))).toEqual(['zzz']);
    expect(screen.getByTestId('path').getAttribute('data-navigation')).toBe('REPLACE');
    expect(screen.queryByText('Aucun article pour le moment.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(await screen.findByText('Premier article')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Rechercher' }) as HTMLInputElement).value).toBe('');
  });

  it('links each title to its form, names the categories in the interface language, and brings a page past the last back', async () => {
    const pages: string[] = [];
    server.use(
      http.get(api('/articles/admin/all'), ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page') ?? '');
        return HttpResponse.json({ ...page(items), total: 2 });
      }),
    );
    renderAt('/admin/articles?page=4', '/admin/:kind', <ContentList kind="articles" role="administrateur" />, [], 'en');
    expect((await screen.findByRole('link', { name: 'First' })).getAttribute('href')).toBe('/admin/articles/modifier/a1');
    await waitFor(() => expect(pages.at(-1)).toBe('1'));
    expect(await screen.findByText('Page 1 of 1 · 2 item(s)')).toBeTruthy();
    const categories = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect([...categories.options].map((o) => o.textContent)).toEqual(['All', 'IT', 'Studies', 'Civil engineering', 'Telecom', 'Cabling']);
    expect([...categories.options].map((o) => o.value).at(-1)).toBe('cablâge');
  });

  it('asks for confirmation before a delete and does nothing when refused', async () => {
    const deleted = vi.fn();
    let stored = [...items];
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(page(stored))),
      http.delete(api('/articles/:id'), ({ params }) => {
        deleted(params.id);
        stored = stored.filter((item) => item._id !== params.id);
        return HttpResponse.json({ success: true, _id: params.id });
      }),
      http.post(api('/corbeille/:type/:id/restaurer'), ({ params }) => {
        restored.push(`${params.type}/${params.id}`);
        stored = [...items];
        return HttpResponse.json({ donnees: items[0] });
      }),
    );
    const restored: string[] = [];
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Premier article »' }));
    // The page's dialog: the spec's words, the item's name, the trash and its days.
    expect(await answerDialog('Confirmer la suppression ?', 'Annuler')).toContain(
      '« Premier article » ira dans la corbeille. Vous pourrez l’y restaurer pendant 30 jours, puis il sera effacé.',
    );
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByText('Premier article')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer « Premier article »' }));
    await answerDialog('Confirmer la suppression ?', 'Supprimer');
    await waitFor(() => expect(screen.queryByText('Premier article')).toBeNull());
    expect(deleted).toHaveBeenCalledWith('a1');
    expect(screen.getByText('Brouillon du jour')).toBeTruthy();

    // "Rétablir" in the notice brings it back from the trash ("Annuler" only ever cancels).
    const notice = await screen.findByText('« Premier article » a été mis à la corbeille.');
    const status = within(notice.closest('[role="status"]') as HTMLElement);
    expect(status.queryByRole('button', { name: 'Annuler' })).toBeNull();
    await userEvent.click(status.getByRole('button', { name: 'Rétablir' }));
    expect(await screen.findByText('« Premier article » est de retour.')).toBeTruthy();
    expect(restored).toEqual(['articles/a1']);
    expect(await screen.findByText('Premier article')).toBeTruthy();
  });

  it('logs a failed delete and keeps the row', async () => {
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(page(items))),
      http.delete(api('/articles/:id'), () => HttpResponse.json({ error: { message: 'Introuvable' } }, { status: 404 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Premier article »' }));
    await answerDialog('Confirmer la suppression ?', 'Supprimer');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByText('Premier article')).toBeTruthy();
  });
});
