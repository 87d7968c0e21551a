// @vitest-environment happy-dom
// The frame's smaller details: the media library at its French address (the older one leads there),
// a row's checkbox inside a label that is its target, and each list's search saying what it searches.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Route } from '../../../src/backoffice/router';
import { describe, expect, it } from 'vitest';
import { LIST_SPECS, type ListName } from '@teranga/domain';
import { lists } from '../../../src/backoffice/lists/i18n';
import ContactInbox from '../../../src/backoffice/resources/outils/ContactInbox';
import { resourceNav, resourceRoutes } from '../../../src/backoffice/resources';
import { DataTable } from '../../../src/backoffice/ui/DataTable';
import { api, renderAt, renderApp, useMswServer } from './harness';

const server = useMswServer();
const empty = { donnees: [], total: 0, page: 1, taille: 24 };

describe('the media library’s address', () => {
  it('is /mediatheque in the sidebar of both spaces', () => {
    for (const role of ['administrateur', 'conseiller'] as const) {
      expect(resourceNav(role).find((entry) => entry.label === 'common:nav.medias')?.path).toBe('mediatheque');
    }
  });

  it('answers at /admin/mediatheque, and /admin/medias leads there with its search', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/medias'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json(empty);
      }),
    );
    renderApp({ path: '/admin/medias?q=logo', routes: <Route path="/admin">{resourceRoutes('administrateur')}</Route> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })).toBeTruthy();
    const path = screen.getByTestId('path');
    expect(path.textContent).toBe('/admin/mediatheque');
    expect(path.dataset.search).toBe('?q=logo');
    expect(path.dataset.navigation).toBe('REPLACE');
  });
});

describe('a row’s checkbox', () => {
  function Table() {
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
    return (
      <DataTable
        caption="Articles"
        columns={[{ header: 'Titre', primary: true, cell: (row: { id: string }) => row.id }]}
        rows={[{ id: 'Premier' }, { id: 'Second' }]}
        rowKey={(row) => row.id}
        empty="Aucun"
        selection={{ selected, onChange: setSelected, allLabel: 'Tout sélectionner', rowLabel: (row) => `Sélectionner ${row.id}` }}
      />
    );
  }

  it('sits in a label that is its target: a click on the label ticks it', async () => {
    render(<Table />);
    const box = screen.getByRole('checkbox', { name: 'Sélectionner Premier' }) as HTMLInputElement;
    const target = box.closest('label');
    expect(target?.className).toBe('bo-select-target');
    await userEvent.click(target as HTMLLabelElement);
    expect(box.checked).toBe(true);
    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner' }) as HTMLInputElement;
    expect(all.closest('label')?.className).toBe('bo-select-target');
    await userEvent.click(all.closest('label') as HTMLLabelElement);
    expect((screen.getByRole('checkbox', { name: 'Sélectionner Second' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a list’s search', () => {
  it('says what each list searches, in every language', () => {
    for (const lang of ['fr', 'en', 'pt'] as const) {
      const strings = lists[lang] as Record<string, string>;
      for (const list of Object.keys(LIST_SPECS) as ListName[]) {
        expect(strings[`search.placeholder.${list}`], `${lang} ${list}`).toBeTruthy();
      }
    }
    expect(lists.fr['search.placeholder.demandesContact']).toBe('Nom, email ou entreprise…');
    expect(lists.fr['search.placeholder.articles']).toBe('Rechercher par titre…');
  });

  it('the contact inbox’s says it searches names, emails and companies', async () => {
    server.use(http.get(api('/demandes-contact'), () => HttpResponse.json({ ...empty, taille: 25 })));
    renderAt('/admin/demandes-contact', '/admin/demandes-contact', <ContactInbox />, [], 'en');
    const search = await screen.findByRole('searchbox');
    await waitFor(() => expect(search.getAttribute('placeholder')).toBe('Name, email or company…'));
  });
});
