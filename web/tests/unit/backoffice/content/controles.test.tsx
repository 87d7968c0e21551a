// @vitest-environment happy-dom
// The checks before publishing in the form (docs/product.md, "Contrôles"): the form's values are checked
// a moment after the editor stops typing (without their new files), the answer is shown per language in
// the interface language, each check a link to its field in its tab, and the save bar says how many
// errors stop a publication.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { articleAnswer } from '../answers';
import ArticleForm from '../../../../src/backoffice/resources/articles/ArticleForm';
import { checkPath, withoutFiles } from '../../../../src/backoffice/content/forms/ControlesPanel';
import { storeTokens } from '../../../../src/backoffice/session/tokens';
import { adminSession, api, noVersions, renderAt, secteurs, useMswServer } from '../harness';

const server = useMswServer(adminSession(), secteurs(), noVersions());
beforeEach(() => storeTokens('access', 'refresh'));

const CHECKS = [
  {
    code: 'controle.lienIntrouvable',
    niveau: 'erreur',
    langue: 'en',
    champ: 'contenu',
    message: "Le lien https://site.test/en/article/gone mène à une page du site qui n'existe pas (en).",
    params: { lang: 'en', url: 'https://site.test/en/article/gone' },
  },
  {
    code: 'controle.imageEtroite',
    niveau: 'avertissement',
    langue: null,
    champ: 'imagePrincipale',
    message: "L'image principale fait 800 px de large.",
    params: { largeur: 800, min: 1200 },
  },
];

function renderArticle(etat: string, sent: FormData[], checks: unknown[] = CHECKS) {
  server.use(
    http.get(api('/articles/admin/a1'), () =>
      HttpResponse.json(
        articleAnswer({
          _id: 'a1',
          titre: { fr: 'Un titre assez long', en: 'A title long enough', pt: 'Um título bastante longo' },
          etat,
          imagePrincipale: '/uploads/a.jpg',
        }),
      ),
    ),
    http.post(api('/articles/admin/a1/controles'), async ({ request }) => {
      sent.push(await request.formData());
      return HttpResponse.json(checks);
    }),
  );
  renderAt('/admin/articles/modifier/a1', '/admin/articles/modifier/:id', <ArticleForm role="administrateur" />, ['/admin/articles']);
}

describe('the checks panel', () => {
  it('shows the checks per language in the interface language; each leads to its field in its tab', async () => {
    const sent: FormData[] = [];
    renderArticle('brouillon', sent);
    const panel = await screen.findByTestId('checks');
    await within(panel).findByText('1 erreur empêche la publication · 1 avertissement', {}, { timeout: 3000 });
    expect(within(panel).getByRole('heading', { name: 'English' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Toutes les langues' })).toBeTruthy();
    // The values as the form holds them, titles included.
    expect(sent.at(-1)?.get('titre[en]')).toBe('A title long enough');
    // A draft: nothing said in the save bar.
    expect(screen.queryByText(/Publication impossible/)).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: /mène à une page du site qui n'existe pas \(en\)/ }));
    expect(screen.getByRole('tab', { name: /\(en\)/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the closed search snippet section to focus the field a snippet warning is about', async () => {
    const long = {
      code: 'controle.titreRechercheLong',
      niveau: 'avertissement',
      langue: 'pt',
      champ: 'referencementTitre',
      message: 'Le titre de recherche (pt) fait 70 caractères.',
      params: { lang: 'pt', longueur: 70, max: 60 },
    };
    renderArticle('brouillon', [], [long]);
    const panel = await screen.findByTestId('checks');
    const link = await within(panel).findByRole('button', { name: /\(pt\)/ }, { timeout: 3000 });
    await userEvent.click(link);
    expect(screen.getByRole('tab', { name: /\(pt\)/ }).getAttribute('aria-selected')).toBe('true');
    const field = screen.getByLabelText(/Titre pour les moteurs de recherche \(pt\)/);
    expect(field.closest('details')?.open).toBe(true);
    expect(document.activeElement).toBe(field);
  });

  it('says in the save bar how many errors stop the publication asked for', async () => {
    renderArticle('publié', []);
    expect(
      await screen.findByText('Publication impossible : 1 erreur à corriger (voir les contrôles).', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

describe('what the checks send and read', () => {
  it('sends the texts without the new files but their count, and points a check at its field in its language', () => {
    const body = new FormData();
    body.append('titre[fr]', 'Titre');
    body.append('imagePrincipale', new File(['x'], 'a.png', { type: 'image/png' }));
    body.append('images', new File(['x'], 'a.png', { type: 'image/png' }));
    body.append('images', new File(['y'], 'b.png', { type: 'image/png' }));
    const sent = withoutFiles(body);
    expect([...sent.entries()]).toEqual([
      ['titre[fr]', 'Titre'],
      ['fichiersEnAttente[imagePrincipale]', '1'],
      ['fichiersEnAttente[images]', '2'],
    ]);
    expect(checkPath({ champ: 'contenu', langue: 'en' })).toBe('contenu.en');
    expect(checkPath({ champ: 'imagePrincipale', langue: null })).toBe('imagePrincipale');
  });
});
