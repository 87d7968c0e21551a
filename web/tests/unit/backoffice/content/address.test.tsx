// @vitest-environment happy-dom
// The page's address in each language tab (docs/product.md, "Adresses"): shown from the stored item, with
// its public URL and, once changed, the note that the old address will redirect; sent as slug[lang]; a
// refusal of the CMS shows on the field, in its tab.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { articleAnswer } from '../answers';
import ArticleForm from '../../../../src/backoffice/resources/articles/ArticleForm';
import { HistoryPanel } from '../../../../src/backoffice/versions/HistoryPanel';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { fillEmptyFrom, languagesToCopyFrom } from '../../../../src/backoffice/content/editing';
import { emptyState, formDataOf, stateFromItem } from '../../../../src/backoffice/content/payload';
import { ARTICLE, PARTENAIRE, fieldLabel } from '@teranga/domain';
import { adminSession, api, noVersions, renderAt, secteurs, useMswServer } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));

const stored = articleAnswer({
  _id: 'a1',
  titre: { fr: 'Un titre assez long', en: 'A long enough title', pt: '' },
  contenu: { fr: 'c'.repeat(120), en: 'c'.repeat(120), pt: '' },
  slug: { fr: 'un-titre', en: 'a-title', pt: '' },
  categories: ['IT'],
  etat: 'brouillon',
  imagePrincipale: '/uploads/a.jpg',
});

describe('the address field', () => {
  it('shows the stored address with its public URL, notes the redirect once changed, and sends the new one', async () => {
    server.use(http.get(api('/articles/admin/a1'), () => HttpResponse.json(stored)));
    renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    const field = (await screen.findByLabelText('Adresse de la page (fr)')) as HTMLInputElement;
    expect(field.value).toBe('un-titre');
    const hint = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(hint()).toBe(`Adresse publique : ${window.location.origin}/article/un-titre`);

    await userEvent.clear(field);
    await userEvent.type(field, 'Nouvelle Adresse à Thiès');
    expect(hint()).toContain(`Adresse publique : ${window.location.origin}/article/nouvelle-adresse-a-thies`);
    expect(hint()).toContain(`L'ancienne adresse (${window.location.origin}/article/un-titre) redirigera vers la nouvelle.`);

    let sent: FormData | null = null;
    server.use(
      http.patch(api('/articles/a1'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ _id: 'a1' });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et fermer' }));
    await screen.findByText('page /admin/articles');
    const form = sent as unknown as FormData;
    expect(form.get('slug[fr]')).toBe('Nouvelle Adresse à Thiès');
    expect(form.get('slug[en]')).toBe('a-title');
    // A language without an address yet sends none: it gets one from its first title.
    expect(form.get('slug[pt]')).toBeNull();
  });

  it("shows the CMS's refusal on the field, in its language's tab", async () => {
    server.use(
      http.get(api('/articles/admin/a1'), () => HttpResponse.json(stored)),
      http.patch(api('/articles/a1'), () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message: "L'adresse « pris » (en) est déjà prise par un autre élément, ou l'a été : choisissez-en une autre.",
              details: {
                errors: [
                  {
                    path: ['slug', 'en'],
                    message: "L'adresse « pris » (en) est déjà prise par un autre élément, ou l'a été : choisissez-en une autre.",
                    code: 'slug.taken',
                    params: { lang: 'en', slug: 'pris' },
                  },
                ],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const tab = await screen.findByRole('tab', { name: /\(en\).*erreur/ });
    await userEvent.click(tab);
    const field = screen.getByLabelText('Adresse de la page (en)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const summary = (await screen.findAllByRole('alert')).find((el) => el.classList.contains('bo-error-summary')) as HTMLElement;
    expect(within(summary).getByRole('link').textContent).toContain('« pris » (en)');
  });
});

describe("the address in the form's state", () => {
  it('is kept for the types with former addresses only, never copied from another language', () => {
    const state = stateFromItem(ARTICLE, stored);
    expect(state.slug).toEqual({ fr: 'un-titre', en: 'a-title', pt: '' });
    expect(emptyState(ARTICLE).slug).toEqual({ fr: '', en: '', pt: '' });
    expect('slug' in emptyState(PARTENAIRE)).toBe(false);
    const copied = fillEmptyFrom(state, 'fr', 'pt');
    expect(copied.slug.pt).toBe('');
    expect(copied.titre.pt).toBe('Un titre assez long');
    expect(languagesToCopyFrom({ slug: { fr: 'x', en: '', pt: '' } }, 'pt')).toEqual([]);
    const body = formDataOf(ARTICLE, { ...emptyState(ARTICLE), slug: { fr: '  ', en: 'x', pt: '' } }, 'create', new Date());
    expect([body.get('slug[fr]'), body.get('slug[en]'), body.get('slug[pt]')]).toEqual([null, 'x', null]);
  });

  it('has its words in the three languages', async () => {
    const i18n = await createBackofficeI18n('en');
    expect(fieldLabel('slug', 'en')).toBe('Page address');
    await i18n.changeLanguage('pt');
    expect(fieldLabel('slug', 'pt')).toBe('Endereço da página');
    expect(i18n.t('contentForm:address.redirect', { old: '/pt/artigo' })).toContain('/pt/artigo');
  });
});

describe('the history', () => {
  it.each([
    ['fr', 'Adresse de la page (en), Titre'],
    ['en', 'Page address (en), Title'],
    ['pt', 'Endereço da página (en), Título'],
  ] as const)('names a changed address with its language (%s)', async (lang, named) => {
    server.use(
      http.get(api('/articles/a1/versions'), () =>
        HttpResponse.json({
          donnees: [
            { _id: 'v2', date: '2026-01-02T10:00:00.000Z', auteur: { _id: 'u1', nom: 'Diop', prenom: 'Awa' }, resume: 'slug.en, titre' },
          ],
        }),
      ),
    );
    renderAt('/h', '/h', <HistoryPanel type="articles" id="a1" current={stored} onRestored={() => undefined} />, [], lang);
    expect(await screen.findByText(new RegExp(named.replace(/[()]/g, '\\$&')))).toBeTruthy();
  });
});
