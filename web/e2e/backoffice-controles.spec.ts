// Publishing with confidence (docs/product.md, "Contrôles"), in French and English, on a laptop and a
// phone: an article whose English text links to a page of the site that does not exist is refused
// publication; the checks panel names the link in English, its entry leads to the field in its tab, and
// once the link is fixed the panel says the page can be published, and it is.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, contenu, createArticle, shoot, signInAsAdministrator, storedArticle } from './backoffice-data';

const TEXTS = {
  fr: {
    state: 'État',
    save: 'Enregistrer',
    blocked: 'Publication impossible : 1 erreur à corriger (voir les contrôles).',
    errors: '1 erreur empêche la publication',
    ready: 'Aucune erreur : la page peut être publiée',
    english: 'English',
    broken: /mène à une page du site qui n'existe pas \(en\)/,
    content: 'Contenu (en)',
  },
  en: {
    state: 'State',
    save: 'Save',
    blocked: 'Cannot publish: 1 error to fix (see the checks).',
    errors: '1 error stops publishing',
    ready: 'No error: the page can be published',
    english: 'English',
    broken: /leads to a page of the site that does not exist \(en\)/,
    content: 'Content (en)',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('an editor fixes a page the checks block, then publishes it', async ({ page, request, baseURL }, testInfo) => {
        test.setTimeout(90_000);
        const words = TEXTS[lang];
        const broken = `${baseURL}/en/article/page-disparue-${stamp()}`;
        const id = await createArticle(request, `Raccordement ${stamp()}`, {
          contenu: (l) => (l === 'en' ? `<p>${contenu(l)}</p><p><a href="${broken}">the old page</a></p>` : `<p>${contenu(l)}</p>`),
        });
        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);

        // Asking to publish: the save bar says what stops it, the panel names the link in English.
        await page.getByLabel(words.state, { exact: true }).selectOption('publié');
        await expect(page.getByText(words.blocked)).toBeVisible();
        const panel = page.getByTestId('checks');
        await expect(panel).toContainText(words.errors);
        await expect(panel.getByRole('heading', { name: words.english })).toBeVisible();
        await panel.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `checks-blocked-${lang}-${width.name}`);

        // The server refuses it too.
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: broken })).toBeVisible();
        expect((await storedArticle(request, id)).etat).toBe('brouillon');

        // The check leads to the English content; the editor replaces the text with a working link.
        await panel.getByRole('button', { name: words.broken }).click();
        await expect(page.getByRole('tab', { name: /\(en\)/ })).toHaveAttribute('aria-selected', 'true');
        const editor = page.getByRole('tabpanel').getByRole('textbox', { name: words.content });
        await editor.fill(`${contenu('en')} Write to us from the contact page.`);
        await expect(panel).toContainText(words.ready);
        await expect(page.getByText(words.blocked)).toHaveCount(0);
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect.poll(async () => (await storedArticle(request, id)).etat).toBe('publié');
        await panel.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `checks-ready-${lang}-${width.name}`);
      });
    });
  }
}
