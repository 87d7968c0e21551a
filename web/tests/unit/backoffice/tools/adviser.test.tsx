// @vitest-environment happy-dom
// The adviser dashboard: their latest drafts, their scheduled articles, and the views of what they published.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AdviserWidgets from '../../../../src/backoffice/screens/dashboard/AdviserWidgets';
import { latest, viewsOf } from '../../../../src/backoffice/screens/dashboard/adviser';
import type { ContentItem } from '../../../../src/backoffice/content/types';
import { api, renderAt, useMswServer } from '../harness';

const server = useMswServer();

const item = (id: string, over: Partial<ContentItem> = {}) =>
  ({
    _id: id,
    titre: { fr: `Titre ${id}` },
    etat: 'brouillon',
    datePublication: null,
    dateCreation: '2026-11-01T10:00:00Z',
    nombreVues: 0,
    ...over,
  }) as ContentItem;

describe('the adviser’s figures, as pure rules', () => {
  it('keeps the newest drafts of every kind, and adds up the views of what is published', () => {
    const drafts = latest(
      [
        [{ kind: 'articles', item: item('a', { dateCreation: '2026-11-03T00:00:00Z' }) }],
        [{ kind: 'realisations', item: item('r', { dateCreation: '2026-11-05T00:00:00Z' }) }],
      ],
      5,
    );
    expect(drafts.map((d) => d.item._id)).toEqual(['r', 'a']);
    const views = viewsOf(
      [
        { kind: 'articles', item: item('a', { nombreVues: 12 }) },
        { kind: 'opportunites', item: item('o', { nombreVues: 40 }) },
        { kind: 'realisations', item: item('r', { nombreVues: 0 }) },
      ],
      5,
    );
    expect(views).toMatchObject({ published: 3, total: 52 });
    expect(views.top.map((v) => v.item._id)).toEqual(['o', 'a']);
  });
});

describe('the adviser dashboard', () => {
  it('lists their drafts and scheduled articles, linked to their forms, and the views of their published items', async () => {
    server.use(
      http.get(api('/:kind/admin/all'), ({ request, params }) => {
        const etat = new URL(request.url).searchParams.get('etat');
        if (params.kind === 'articles' && etat === 'brouillon')
          return HttpResponse.json({ donnees: [item('a1')], total: 3, page: 1, taille: 5 });
        if (params.kind === 'articles' && etat === 'planifié')
          return HttpResponse.json({
            donnees: [item('a2', { etat: 'planifié', datePublication: '2026-12-01T09:30:00Z' })],
            total: 1,
            page: 1,
            taille: 5,
          });
        if (params.kind === 'articles' && etat === 'publié')
          return HttpResponse.json({ donnees: [item('a3', { etat: 'publié', nombreVues: 1200 })], total: 1, page: 1, taille: 100 });
        return HttpResponse.json({ donnees: [], total: 0, page: 1, taille: 5 });
      }),
      http.get(api('/opportunites'), ({ request }) =>
        new URL(request.url).searchParams.get('etat') === 'publié'
          ? HttpResponse.json({ donnees: [item('o1', { etat: 'publié', nombreVues: 34 })], total: 1, page: 1, taille: 100 })
          : HttpResponse.json({ donnees: [], total: 0, page: 1, taille: 5 }),
      ),
    );
    renderAt('/conseiller', '/conseiller', <AdviserWidgets />);
    const drafts = await screen.findByRole('region', { name: 'Mes brouillons (3)' });
    expect(within(drafts).getByRole('link', { name: 'Titre a1' }).getAttribute('href')).toBe('/conseiller/articles/modifier/a1');
    const scheduled = screen.getByRole('region', { name: 'Planifiés (1)' });
    expect(scheduled.textContent).toContain('en ligne le 1 déc. 2026, 09:30 (heure de Dakar)');
    const views = screen.getByRole('region', { name: 'Vues de mes contenus publiés' });
    // 1 200 + 34, grouped as French writes it.
    expect(views.textContent).toContain(`${new Intl.NumberFormat('fr').format(1234)} vue(s) sur 2 contenus publiés.`);
    expect(
      within(views)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Titre a3'), expect.stringContaining('Titre o1')]);
  });
});
