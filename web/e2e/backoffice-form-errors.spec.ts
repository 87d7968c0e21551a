// A failed publication, as an editor meets it (docs/product.md §8), in French and English, on a laptop and a
// phone: the error summary lists the messages in the interface language (no field path, code or "|"),
// takes the focus and is not under the sticky bar; each entry is a link that shows its language tab and
// focuses its field, which keeps its own message. The bar is at most 64 px on a phone, its account and
// languages folded into the menu. While a save runs nothing can be changed or left, and the upload
// progress shows only when files are sent.
import { expect, test } from './fixtures';
import { LANGUAGES, WIDTHS, barBottom, clearOfBar, createArticle, shoot, signInAsAdministrator } from './backoffice-data';
import { stamp } from './admin-session';

const TEXTS = {
  fr: {
    create: 'Créer',
    state: 'État',
    summary: 'Le formulaire n’a pas été enregistré : 8 points à corriger.',
    titlePt: 'Le titre (pt) est obligatoire.',
    titleFieldPt: 'Titre (pt)',
    image: "L'image principale est obligatoire.",
    imageGroup: /^Image principale/,
    menu: 'Menu',
    languages: 'Langue',
  },
  en: {
    create: 'Create',
    state: 'State',
    summary: 'The form was not saved: 8 things to fix.',
    titlePt: 'The title (pt) is required.',
    titleFieldPt: 'Title (pt)',
    image: 'The main image is required.',
    imageGroup: /^Main image/,
    menu: 'Menu',
    languages: 'Language',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('a failed save lists its errors in the interface language, each a link to its field, never under the bar', async ({
        page,
      }, testInfo) => {
        const words = TEXTS[lang];
        await signInAsAdministrator(page, '/admin/articles/creer');
        // A draft saves with a title; publishing asks for everything, in every language.
        await page.getByLabel(words.state, { exact: true }).selectOption('publié');
        await page.getByRole('button', { name: words.create, exact: true }).click();

        const summary = page.getByRole('alert', { name: words.summary });
        await expect(summary).toBeFocused();
        await expect(summary.getByRole('link')).toHaveCount(8);
        await expect(summary).not.toContainText('|');
        await expect(summary).not.toContainText(/titre\.|contenu\.|imagePrincipale|categories/);
        expect(await clearOfBar(page, summary)).toBe(true);
        await shoot(page, testInfo, `form-failed-save-${lang}-${width.name}`);

        // A field of another language tab: the tab is shown, the field focused, below the bar, with its own message.
        await summary.getByRole('link', { name: words.titlePt }).click();
        await expect(page.getByRole('tab', { name: /\(pt\)/ })).toHaveAttribute('aria-selected', 'true');
        const titlePt = page.getByLabel(words.titleFieldPt);
        await expect(titlePt).toBeFocused();
        expect(await clearOfBar(page, titlePt)).toBe(true);
        const describedBy = (await titlePt.getAttribute('aria-describedby')) ?? '';
        await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText(words.titlePt);

        // A field low in the form (the image picker): scrolled into view below the bar.
        await summary.getByRole('link', { name: words.image }).click();
        const file = page.locator('input[type=file]');
        await expect(file).toBeFocused();
        expect(await clearOfBar(page, page.getByRole('group', { name: words.imageGroup }))).toBe(true);
      });

      test('the sticky bar stays small and the account and languages are within reach', async ({ page }, testInfo) => {
        const words = TEXTS[lang];
        await signInAsAdministrator(page, '/admin/articles');
        await expect(page.locator('tbody tr').first()).toBeVisible();
        const bar = page.locator('.bo-topbar');
        const height = (await bar.boundingBox())?.height ?? 0;
        expect(height).toBeLessThanOrEqual(64);
        if (width.name === '390') {
          // On a phone the bar holds the menu and the name; the account and the languages are in the menu.
          await expect(bar.getByRole('group', { name: words.languages })).toHaveCount(0);
          await shoot(page, testInfo, `phone-header-${lang}`);
          await bar.getByRole('button', { name: words.menu }).click();
          const menu = page.locator('#bo-sidebar');
          await expect(menu.getByRole('group', { name: words.languages })).toBeVisible();
          await expect(menu).toContainText('Aminata Diop');
          expect(await barBottom(page)).toBeLessThanOrEqual(64);
          await shoot(page, testInfo, `phone-menu-${lang}`);
        } else {
          await expect(bar.getByRole('group', { name: words.languages })).toBeVisible();
          await expect(bar).toContainText('Aminata Diop');
        }
      });
    });
  }
}

test.describe('while a save runs', () => {
  test('fields and actions are disabled, and the upload progress shows only when a file is sent', async ({ page, request }) => {
    test.setTimeout(60_000);
    const titre = `Sauvegarde lente ${stamp()}`;
    const id = await createArticle(request, titre);
    await signInAsAdministrator(page);
    // The save waits until the test lets it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/v1/articles/${id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await held;
      await route.continue();
    });
    await page.goto(`/admin/articles/modifier/${id}`);
    await page.getByLabel('Titre (fr)').fill(`${titre} – relu`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

    await expect(page.getByRole('button', { name: 'Enregistrement en cours…' })).toBeDisabled();
    await expect(page.getByLabel('Titre (fr)')).toBeDisabled();
    await expect(page.getByLabel('État')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enregistrer et fermer' })).toBeDisabled();
    await expect(page.locator('.bo-submit').getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(page.locator('.bo-submit').getByRole('link', { name: 'Annuler' })).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Contenu (fr)' })).toHaveAttribute('contenteditable', 'false');
    // No file in this save: no upload progress.
    await expect(page.getByText(/Envoi des fichiers/)).toHaveCount(0);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'a été enregistré' })).toBeVisible();
    await expect(page.getByLabel('Titre (fr)')).toBeEnabled();

    // A new picture: its upload progress shows while it is sent.
    const next = new Promise<void>((resolve) => (release = resolve));
    await page.unroute(`**/api/v1/articles/${id}`);
    await page.route(`**/api/v1/articles/${id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await next;
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({
      name: 'nouvelle.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
    });
    await expect(page.getByRole('img', { name: 'Aperçu de nouvelle.png' })).toBeVisible();
    // Ctrl+S saves from anywhere in the form.
    await page.getByLabel('Titre (fr)').focus();
    await page.keyboard.press('Control+s');
    await expect(page.getByText(/^Envoi des fichiers : \d+ %$/)).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'a été enregistré' })).toBeVisible();
  });
});
