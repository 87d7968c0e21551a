// @vitest-environment happy-dom
// "À traduire" on the dashboards: per language and kind, how many items the lists' aTraduire filter keeps,
// each count a link to that filtered list.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TraductionsToDo } from '../../../../src/backoffice/traductions/TraductionsToDo';
import { api, renderAt, useMswServer } from '../harness';

const TOTALS: Record<string, Record<string, number>> = {
  articles: { fr: 0, en: 3, pt: 5 },
  realisations: { fr: 0, en: 1, pt: 0 },
  opportunites: { fr: 1, en: 0, pt: 2 },
};

const server = useMswServer();

describe('translations to do', () => {
  it('counts each kind per language from the filtered lists and links to them', async () => {
    const asked: string[] = [];
    for (const kind of Object.keys(TOTALS)) {
      const path = kind === 'opportunites' ? '/opportunites' : `/${kind}/admin/all`;
      server.use(
        http.get(api(path), ({ request }) => {
          const params = new URL(request.url).searchParams;
          asked.push(`${kind}:${params.get('aTraduire')}`);
          return HttpResponse.json({ donnees: [], total: TOTALS[kind][params.get('aTraduire') ?? ''], page: 1, taille: 1 });
        }),
      );
    }
    renderAt('/conseiller', '/conseiller', <TraductionsToDo base="/conseiller" />);
    const table = await screen.findByRole('table');
    expect(asked.sort()).toHaveLength(9);
    const english = within(table).getByRole('row', { name: /English/ });
    expect(within(english).getByRole('link', { name: '3 Articles à traduire en anglais' }).getAttribute('href')).toBe(
      '/conseiller/articles?aTraduire=en',
    );
    const portuguese = within(table).getByRole('row', { name: /Português/ });
    expect(within(portuguese).getByRole('link', { name: '2 Opportunités à traduire en portugais' }).getAttribute('href')).toBe(
      '/conseiller/opportunites?aTraduire=pt',
    );
    expect(within(within(table).getByRole('row', { name: /Français/ })).getAllByRole('link')).toHaveLength(1);
  });
});
