// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContentList from '../../../../src/backoffice/content/screens/ContentList';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, api, renderAt, secteurs, useMswServer } from '../harness';

const items = [
  { _id: 'a1', titre: { fr: 'Premier article', en: 'First', pt: '' }, etat: 'publié', datePublication: '2026-01-15T10:00:00Z' },
  { _id: 'a2', titre: { fr: 'Brouillon du jour', en: '', pt: '' }, etat: 'brouillon', datePublication: null },
];

const server = useMswServer(adminSession(), secteurs());
beforeEach(() => storeTokens('access', 'refresh'));
afterEach(() => vi.restoreAllMocks());

/** happy-dom has no window.confirm: the spec's browser confirmation is faked here. */
function fakeConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

function renderList(kind: 'articles' | 'realisations' | 'opportunites' = 'articles') {
  return renderAt(`/admin/${kind}`, '/admin/:kind', <ContentList kind={kind} role="administrateur" />);
}

describe('content list', () => {
  it('shows a loading text, then the rows with title, etat and links', async () => {
    server.use(http.get(api('/articles/admin/all'), () => HttpResponse.json(items)));
    renderList();
    expect(screen.getByText('Chargement...')).toBeTruthy();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    expect(within(row).getByText('Publié')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Modifier « Premier article »' }).getAttribute('href')).toBe('/admin/articles/modifier/a1');
    expect(screen.getByRole('link', { name: 'Nouvel article' }).getAttribute('href')).toBe('/admin/articles/creer');
    expect(screen.getByText('Brouillon')).toBeTruthy();
  });

  it('shows the views of each item, and the statut of opportunities only', async () => {
    server.use(http.get(api('/articles/admin/all'), () => HttpResponse.json([{ ...items[0], nombreVues: 1234 }, items[1]])));
    renderList();
    const row = (await screen.findByText('Premier article')).closest('tr')!;
    expect(within(row).getByText((text) => text.replace(/\s/g, '') === '1234')).toBeTruthy();
    expect(within(screen.getByText('Brouillon du jour').closest('tr')!).getByText('0')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Statut' })).toBeNull();
    cleanup();
    server.use(http.get(api('/opportunites'), () => HttpResponse.json([
      { _id: 'o1', titre: { fr: 'Câbles à vendre' }, etat: 'publié', statut: 'retiré', datePublication: null, nombreVues: 3 },
    ])));
    renderList('opportunites');
    const offer = (await screen.findByText('Câbles à vendre')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Statut' })).toBeTruthy();
    expect(within(offer).getByText('Retiré')).toBeTruthy();
    expect(within(offer).getByText('3')).toBeTruthy();
  });

  it('says so when the list is empty, and when it cannot load', async () => {
    server.use(http.get(api('/realisations/admin/all'), () => HttpResponse.json([])));
    renderList('realisations');
    expect(await screen.findByText('Aucune réalisation pour le moment.')).toBeTruthy();
    cleanup();
    server.use(http.get(api('/opportunites'), () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList('opportunites');
    expect(await screen.findByText('Erreur de chargement')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('asks for confirmation before a delete and does nothing when refused', async () => {
    const deleted = vi.fn();
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(items)),
      http.delete(api('/articles/:id'), ({ params }) => {
        deleted(params.id);
        return HttpResponse.json({ success: true, _id: params.id });
      }),
    );
    const confirm = fakeConfirm(false);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Premier article »' }));
    expect(confirm).toHaveBeenCalledWith('Confirmer la suppression ?');
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByText('Premier article')).toBeTruthy();

    confirm.mockImplementation(() => true);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer « Premier article »' }));
    await waitFor(() => expect(screen.queryByText('Premier article')).toBeNull());
    expect(deleted).toHaveBeenCalledWith('a1');
    expect(screen.getByText('Brouillon du jour')).toBeTruthy();
  });

  it('logs a failed delete and keeps the row', async () => {
    server.use(
      http.get(api('/articles/admin/all'), () => HttpResponse.json(items)),
      http.delete(api('/articles/:id'), () => HttpResponse.json({ error: { message: 'Introuvable' } }, { status: 404 })),
    );
    fakeConfirm(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer « Premier article »' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByText('Premier article')).toBeTruthy();
  });
});
