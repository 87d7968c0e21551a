// @vitest-environment happy-dom
// "Aperçu" (docs/product.md §4): the form's unsaved values go to the CMS as a save would send them, for
// the language tab shown, and the signed token is posted to the site's /apercu in the tab opened at the
// click; a refusal shows its field errors and closes that tab.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArticleForm from '../../../../src/backoffice/resources/articles/ArticleForm';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { postApercu, apercuTabName } from '../../../../src/backoffice/content/apercu/tab';
import { adminSession, api, noVersions, renderAt, secteurs, useMswServer, formErrors } from '../harness';

import { articleAnswer } from '../answers';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));
afterEach(() => vi.restoreAllMocks());

const stored = articleAnswer({
  _id: 'a1',
  titre: { fr: 'Un titre enregistré', en: 'A saved title', pt: '' },
  contenu: { fr: 'c'.repeat(120), en: '', pt: '' },
  resume: {},
  motsCles: {},
  categories: ['IT'],
  etat: 'brouillon',
  datePublication: null,
  imagePrincipale: '/uploads/a.jpg',
  secteur: null,
});

describe('the Aperçu button', () => {
  it('sends the unsaved values for the tab shown and posts the token to /apercu in the tab it opened', async () => {
    server.use(http.get(api('/articles/admin/a1'), () => HttpResponse.json(stored)));
    let sent: { url: string; body: FormData } | null = null;
    server.use(
      http.post(api('/articles/admin/a1/apercu'), async ({ request }) => {
        sent = { url: request.url, body: await request.formData() };
        return HttpResponse.json({ donnees: { jeton: 'signed.token', expiration: '2026-11-23T12:05:00.000Z', adresse: '/apercu' } });
      }),
    );
    const tab = { close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const submitted: Array<{ action: string; target: string; method: string; jeton: string | null }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        target: this.target,
        method: this.method,
        jeton: new FormData(this).get('jeton') as string | null,
      });
    });

    renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /\(en\)/ }));
    const titre = screen.getByLabelText(/^Titre \(en\)/);
    await user.clear(titre);
    await user.type(titre, 'Not saved yet');
    await user.click(screen.getByRole('button', { name: 'Aperçu (EN)' }));

    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(open).toHaveBeenCalledWith('', 'apercu-articles-a1');
    const request = sent as unknown as { url: string; body: FormData };
    expect(new URL(request.url).searchParams.get('lang')).toBe('en');
    expect(request.body.get('titre[en]')).toBe('Not saved yet');
    expect(request.body.get('titre[fr]')).toBe('Un titre enregistré');
    expect(submitted[0]).toEqual({
      action: expect.stringMatching(/\/apercu\?lang=en$/),
      target: 'apercu-articles-a1',
      method: 'post',
      jeton: 'signed.token',
    });
    expect(tab.close).not.toHaveBeenCalled();
    // Nothing was saved: no PATCH went out (msw fails the test on an unhandled request).
    expect(document.querySelector('form[target]')).toBeNull();
  });

  it("shows a refusal's field errors and closes the tab it opened", async () => {
    server.use(http.get(api('/articles/admin/a1'), () => HttpResponse.json(stored)));
    server.use(
      http.post(api('/articles/admin/a1/apercu'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'x',
              details: {
                errors: [
                  { path: ['titre', 'fr'], message: 'Le titre (fr) est obligatoire.', code: 'titre.required', params: { lang: 'fr' } },
                ],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const tab = { close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    await userEvent.click(await screen.findByRole('button', { name: 'Aperçu (FR)' }));
    expect(await formErrors()).toEqual(['Le titre (fr) est obligatoire.']);
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('postApercu', () => {
  it('names one tab per form, new items included', () => {
    expect(apercuTabName('articles', 'a1')).toBe('apercu-articles-a1');
    expect(apercuTabName('realisations', undefined)).toBe('apercu-realisations-nouveau');
  });

  it('posts the token as a hidden field and leaves no form behind', () => {
    const seen: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      seen.push(
        `${this.method} ${new URL(this.action).pathname}${new URL(this.action).search} ${this.target} ${(this.elements.namedItem('jeton') as HTMLInputElement).value}`,
      );
    });
    postApercu(document, '/apercu', 'a.b', 'pt', 'tab');
    expect(seen).toEqual(['post /apercu?lang=pt tab a.b']);
    expect(document.querySelector('form[target="tab"]')).toBeNull();
  });
});
