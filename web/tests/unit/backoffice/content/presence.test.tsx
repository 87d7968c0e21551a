// @vitest-environment happy-dom
// Presence on an edit form (docs/product.md, "Présence"): the form beats with its page's session; someone
// else editing makes it read only with "Prendre la main"; being taken over says who did and keeps what was
// typed, read only; the others present are listed; leaving the form says so. The CMS is faked with msw.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PresenceAnswer } from '@teranga/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import ArticleForm from '../../../../src/backoffice/resources/articles/ArticleForm';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { articleAnswer } from '../answers';
import { ADMIN, adminSession, api, noVersions, renderAt, secteurs, useMswServer } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));

const FATOU = { utilisateur: 'u-fatou', nom: 'Fatou Sall' };
const since = '2026-11-26T10:00:00.000Z';
const editing: PresenceAnswer = {
  mode: 'edition',
  titulaire: { utilisateur: ADMIN._id, nom: 'Awa Diop', depuis: since },
  presents: [],
  reprisePar: null,
  dateModification: null,
};
const reading: PresenceAnswer = {
  mode: 'lecture',
  titulaire: { ...FATOU, depuis: since },
  presents: [{ ...FATOU, depuis: since, mode: 'edition' }],
  reprisePar: null,
  dateModification: null,
};
const V1 = '2026-11-26T10:00:00.000Z';
const V2 = '2026-11-26T10:05:00.000Z';

/** The CMS's presence routes: each heartbeat answers the next of `answers` (the last one again after). */
function presenceRoutes(answers: PresenceAnswer[], takeOver: PresenceAnswer = editing) {
  const calls: Array<{ method: string; session: string | null }> = [];
  let next = 0;
  server.use(
    http.put(api('/articles/admin/a1/presence'), async ({ request }) => {
      calls.push({ method: 'PUT', session: ((await request.json()) as { session: string }).session });
      return HttpResponse.json(answers[Math.min(next++, answers.length - 1)]);
    }),
    http.post(api('/articles/admin/a1/presence/prendre'), async ({ request }) => {
      calls.push({ method: 'POST', session: ((await request.json()) as { session: string }).session });
      return HttpResponse.json(takeOver);
    }),
    http.delete(api('/articles/admin/a1/presence'), ({ request }) => {
      calls.push({ method: 'DELETE', session: new URL(request.url).searchParams.get('session') });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/articles/admin/a1'), () =>
      HttpResponse.json(
        articleAnswer({
          _id: 'a1',
          titre: { fr: 'Un article ouvert à deux', en: '', pt: '' },
          contenu: { fr: 'c'.repeat(120), en: '', pt: '' },
          categories: ['IT'],
          etat: 'brouillon',
          imagePrincipale: '/uploads/a.jpg',
          texteAlternatif: { fr: 'Une baie', en: '', pt: '' },
        }),
      ),
    ),
  );
  return calls;
}

const open = () =>
  renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
const titleField = () => screen.findByLabelText(/^Titre \(fr\)/) as Promise<HTMLInputElement>;
/** The next heartbeat, as when the tab is shown again (the interval's own beats are not waited for). */
const beatAgain = () => act(() => document.dispatchEvent(new Event('visibilitychange')));

describe('presence on an edit form', () => {
  it('is read only while someone else edits, with "Prendre la main", which makes it editable', async () => {
    const calls = presenceRoutes([reading]);
    open();
    await screen.findByText('Fatou Sall modifie cet élément : vous le voyez en lecture seule.');
    const title = await titleField();
    expect(title.closest('fieldset')?.disabled).toBe(true);
    // The save bar's actions are disabled too (the bar is outside the fields' fieldsets).
    for (const name of ['Enregistrer', 'Publier', 'Enregistrer et fermer'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    // The language tabs still switch, to read the other languages.
    await userEvent.click(screen.getByRole('tab', { name: /\(en\)/ }));
    expect(screen.getByRole('tab', { name: /\(en\)/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Prendre la main' }));
    await waitFor(() => expect(screen.queryByText(/modifie cet élément/)).toBeNull());
    expect((await titleField()).closest('fieldset')?.disabled).toBe(false);
    // One session for the page, in every call.
    const session = calls.find((call) => call.method === 'PUT')?.session;
    expect(session).toMatch(/^[\w-]{8,64}$/);
    expect(calls.filter((call) => call.session === session).map((call) => call.method)).toEqual(['PUT', 'POST']);
  });

  it('says who took over, keeps what was typed and turns read only', async () => {
    // The heartbeat also says the item was saved since: a form with entries keeps them all the same.
    presenceRoutes([editing, { ...reading, reprisePar: FATOU, dateModification: V2 }]);
    open();
    const title = await titleField();
    await waitFor(() => expect(title.closest('fieldset')?.disabled).toBe(false));
    await userEvent.clear(title);
    await userEvent.type(title, 'Un titre en cours de saisie');
    await beatAgain();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Fatou Sall a pris la main sur cet élément : votre formulaire est en lecture seule. Vos saisies non enregistrées restent affichées.',
    );
    expect(title.value).toBe('Un titre en cours de saisie');
    expect(title.closest('fieldset')?.disabled).toBe(true);
    // The warning stays while the other one edits, even once the CMS no longer repeats it.
    await beatAgain();
    expect(screen.getByRole('alert').textContent).toContain('a pris la main');
    expect(title.value).toBe('Un titre en cours de saisie');
  });

  it('follows the saves of the one who edits while nothing was typed', async () => {
    presenceRoutes([
      { ...reading, dateModification: V1 },
      { ...reading, dateModification: V2 },
    ]);
    let reads = 0;
    server.use(
      http.get(api('/articles/admin/a1'), () => {
        reads += 1;
        const saved = reads > 1;
        return HttpResponse.json(
          articleAnswer({
            _id: 'a1',
            titre: { fr: saved ? 'Le titre enregistré par Fatou' : 'Le titre ouvert', en: '', pt: '' },
            contenu: { fr: 'c'.repeat(120), en: '', pt: '' },
            categories: ['IT'],
            etat: 'brouillon',
            imagePrincipale: '/uploads/a.jpg',
            texteAlternatif: { fr: 'Une baie', en: '', pt: '' },
            dateModification: saved ? V2 : V1,
          }),
        );
      }),
    );
    open();
    const title = await titleField();
    expect(title.value).toBe('Le titre ouvert');
    await beatAgain();
    await waitFor(() => expect(title.value).toBe('Le titre enregistré par Fatou'));
    expect(title.closest('fieldset')?.disabled).toBe(true);
  });

  it('lists the others who have the item open, and says it when the form is left', async () => {
    const calls = presenceRoutes([
      {
        ...editing,
        presents: [
          { ...FATOU, depuis: since, mode: 'lecture' },
          { utilisateur: ADMIN._id, nom: 'Awa Diop', depuis: since, mode: 'lecture' },
        ],
      },
    ]);
    const { unmount } = open();
    await screen.findByText('Également ouvert par Fatou Sall et vous (autre onglet), en lecture seule.');
    expect((await titleField()).closest('fieldset')?.disabled).toBe(false);
    // (A form of an earlier test may say it left while this one runs: this form's calls are those of its session.)
    const session = calls.find((call) => call.method === 'PUT')?.session;
    unmount();
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', session }));
  });
});
