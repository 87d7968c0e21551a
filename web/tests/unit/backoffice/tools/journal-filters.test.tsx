// @vitest-environment happy-dom
// The activity log filtered by person, content type, action and days (the server filters, the
// address keeps them beside the search, sort and page), and each title a link to its item.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import JournalScreen, { entryPath } from '../../../../src/backoffice/resources/outils/JournalScreen';
import type { JournalEntree } from '../../../../src/backoffice/resources/outils/types';
import { ADMIN, ADVISER, api, renderAt, useMswServer } from '../harness';

const server = useMswServer();

const entry = (over: Partial<JournalEntree>): JournalEntree => ({
  _id: 'j1',
  action: 'modification',
  typeContenu: 'Article',
  cible: 'a1',
  titre: 'La fibre à Thiès',
  utilisateurId: ADVISER._id,
  utilisateur: 'Moussa Ndiaye',
  date: '2026-11-21T09:00:00.000Z',
  ...over,
});

function answer(asked: Record<string, string>[], donnees: JournalEntree[] = [entry({})]) {
  server.use(
    http.get(api('/journal'), ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ donnees, total: donnees.length, page: 1, taille: 25 });
    }),
    http.get(api('/utilisateurs'), () => HttpResponse.json({ donnees: [ADMIN, ADVISER] })),
  );
}

describe('the activity log’s filters', () => {
  it('sends the person, type, action and days to the server, back at page 1, and keeps them with the search', async () => {
    const asked: Record<string, string>[] = [];
    answer(asked);
    renderAt('/admin/journal?page=2', '/admin/journal', <JournalScreen />);
    await screen.findByRole('rowheader', { name: 'La fibre à Thiès' });
    const filters = screen.getByRole('group', { name: 'Filtrer le journal' });
    const person = within(filters).getByRole('combobox', { name: 'Personne' });
    await waitFor(() => expect(within(person).getByRole('option', { name: 'Moussa Ndiaye' })).toBeTruthy());
    await userEvent.selectOptions(person, 'Moussa Ndiaye');
    await waitFor(() => expect(asked.at(-1)).toEqual({ personne: ADVISER._id, tri: '-date', page: '1', taille: '25' }));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Contenu' }), 'Réalisation');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Action' }), 'Publication');
    fireEvent.change(within(filters).getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('Au'), { target: { value: '2026-11-28' } });
    const all = { personne: ADVISER._id, type: 'Réalisation', action: 'publication', du: '2026-11-01', au: '2026-11-28' };
    await waitFor(() => expect(asked.at(-1)).toEqual({ ...all, tri: '-date', page: '1', taille: '25' }));
    // The search and the sort keep the filters.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'fibre{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual({ ...all, q: 'fibre', tri: '-date', page: '1', taille: '25' }));
    await userEvent.click(screen.getByRole('button', { name: 'Utilisateur' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ ...all, q: 'fibre', tri: 'utilisateur', page: '1', taille: '25' }));

    // One button clears the search and the log's filters together; the sort stays.
    const [clear] = screen.getAllByRole('button', { name: 'Effacer les filtres' });
    expect(screen.getAllByRole('button', { name: 'Effacer les filtres' })).toHaveLength(1);
    await userEvent.click(clear);
    await waitFor(() => expect(asked.at(-1)).toEqual({ tri: 'utilisateur', page: '1', taille: '25' }));
    expect((within(filters).getByRole('combobox', { name: 'Personne' }) as HTMLSelectElement).value).toBe('');
  });

  it('reads the filters from the address (a bookmark)', async () => {
    const asked: Record<string, string>[] = [];
    answer(asked);
    renderAt('/admin/journal?action=suppression&du=2026-11-01', '/admin/journal', <JournalScreen />);
    await screen.findByRole('rowheader', { name: 'La fibre à Thiès' });
    expect(asked[0]).toEqual({ action: 'suppression', du: '2026-11-01', tri: '-date', page: '1', taille: '25' });
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('suppression');
    // A filter of the log alone offers to clear it.
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
  });

  it('links each title to its item, except when the entry deleted it', async () => {
    answer(
      [],
      [
        entry({}),
        entry({ _id: 'j2', action: 'suppression', cible: 'a2', titre: 'Article supprimé' }),
        entry({ _id: 'j3', typeContenu: 'Partenaire', cible: 'p1', titre: 'Sonatel' }),
      ],
    );
    renderAt('/admin/journal', '/admin/journal', <JournalScreen />);
    expect((await screen.findByRole('link', { name: 'La fibre à Thiès' })).getAttribute('href')).toBe('/admin/articles/modifier/a1');
    expect(screen.getByRole('link', { name: 'Sonatel' }).getAttribute('href')).toBe('/admin/partenaires/modifier/p1');
    expect(screen.queryByRole('link', { name: 'Article supprimé' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Article supprimé' })).toBeTruthy();
  });

  it('names a restore from the history with the version it brought back, a restore from the trash as such', async () => {
    answer(
      [],
      [
        entry({ action: 'restauration', versionDu: '2026-11-20T14:05:00.000Z' }),
        entry({ _id: 'j2', action: 'restauration', cible: 'a2', titre: 'Sorti de la corbeille' }),
      ],
    );
    renderAt('/admin/journal', '/admin/journal', <JournalScreen />);
    const restored = (await screen.findByRole('link', { name: 'La fibre à Thiès' })).closest('tr') as HTMLElement;
    expect(within(restored).getByText('Restauré (version du 20 nov. 2026, 14:05)')).toBeTruthy();
    expect(within(restored).queryByText('Modification')).toBeNull();
    const fromTrash = screen.getByRole('link', { name: 'Sorti de la corbeille' }).closest('tr') as HTMLElement;
    expect(within(fromTrash).getByText('Restauration')).toBeTruthy();
  });

  it('finds the edit screen of every type the log names', () => {
    expect(entryPath(entry({ typeContenu: 'Réalisation', cible: 'r 1' }))).toBe('/admin/realisations/modifier/r%201');
    expect(entryPath(entry({ typeContenu: 'Opportunité' }))).toBe('/admin/opportunites/modifier/a1');
    expect(entryPath(entry({ typeContenu: 'Utilisateur' }))).toBe('/admin/utilisateurs/modifier/a1');
    expect(entryPath(entry({ typeContenu: 'Profil' }))).toBe('/admin/utilisateurs/modifier/a1');
    expect(entryPath(entry({ action: 'effacement' }))).toBeNull();
    expect(entryPath(entry({ typeContenu: 'Inconnu' }))).toBeNull();
    expect(entryPath(entry({ cible: '' }))).toBeNull();
  });
});
