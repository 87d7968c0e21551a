// @vitest-environment happy-dom
// The trash screen: a restore says when the item came back under another address (its own was taken meanwhile).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CorbeilleScreen from '../../../../src/backoffice/resources/corbeille/CorbeilleScreen';
import type { CorbeilleElement, Restauration } from '@teranga/domain';
import { adminSession, api, renderAt, useMswServer } from '../harness';

const entry: CorbeilleElement = {
  _id: 'b1',
  type: 'articles',
  titre: 'Un article restauré',
  supprimeLe: '2026-01-02T10:00:00.000Z',
  supprimePar: 'Awa Ndiaye',
};
const server = useMswServer(
  adminSession(),
  http.get(api('/corbeille'), () => HttpResponse.json({ donnees: [entry], conservationJours: 30 })),
);

const restoring = (answer: Restauration) =>
  server.use(http.post(api('/corbeille/articles/b1/restaurer'), () => HttpResponse.json({ donnees: answer })));

describe('the trash screen', () => {
  it('names the new address and the dropped former ones when a restore had to change them', async () => {
    restoring({
      ...entry,
      adressesModifiees: [{ langue: 'fr', avant: 'une-adresse', apres: 'une-adresse-2' }],
      anciennesAdressesRetirees: [{ langue: 'en', adresses: ['old-address'] }],
    });
    renderAt('/admin/corbeille', '/admin/corbeille', <CorbeilleScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurer : Un article restauré' }));
    expect((await screen.findByText(/a été restauré/)).textContent).toBe(
      '« Un article restauré » a été restauré. Son adresse avait été prise entre-temps par un autre élément ; elle devient : ' +
        'une-adresse-2 (fr, une-adresse). Ces anciennes adresses, reprises par un autre élément, ne mènent plus à lui : old-address (en).',
    );
  });

  it('says only that the item is back when nothing changed', async () => {
    restoring({ ...entry, adressesModifiees: [], anciennesAdressesRetirees: [] });
    renderAt('/admin/corbeille', '/admin/corbeille', <CorbeilleScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurer : Un article restauré' }));
    expect((await screen.findByText(/a été restauré/)).textContent).toBe('« Un article restauré » a été restauré.');
  });
});
