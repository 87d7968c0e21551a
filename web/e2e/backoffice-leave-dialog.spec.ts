// One confirmation style, in French and English, on a laptop and a phone: the form's "Annuler" with
// unsaved changes asks in a dialog of the page (never the browser's box); in that dialog "Annuler"
// cancels (the form and what was typed stay, the focus goes back), Escape too, and only "Quitter sans
// enregistrer" leaves.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    title: 'Titre (fr)',
    dialog: 'Quitter sans enregistrer ?',
    body: 'Des modifications ne sont pas enregistrées : elles seront perdues.',
    cancel: 'Annuler',
    leave: 'Quitter sans enregistrer',
    list: 'Articles',
  },
  en: {
    title: 'Title (fr)',
    dialog: 'Leave without saving?',
    body: 'Some changes are not saved: they will be lost.',
    cancel: 'Cancel',
    leave: 'Leave without saving',
    list: 'Articles',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });
      const words = TEXTS[lang];

      test('the form’s cancel link with unsaved changes asks in the page; “Annuler” stays, leaving leaves', async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        const browserDialogs: string[] = [];
        page.on('dialog', (dialog) => {
          browserDialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const titre = `Pas encore enregistré ${stamp()}`;
        await signInAsAdministrator(page, '/admin/articles/creer');
        await page.getByLabel(words.title).fill(titre);

        const cancelLink = page.locator('.bo-submit').getByRole('link', { name: words.cancel });
        await cancelLink.click();
        const dialog = page.getByRole('dialog', { name: words.dialog });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(words.body);
        // The first button, "Annuler", has the focus: a stray Enter leaves nothing behind.
        await expect(dialog.getByRole('button', { name: words.cancel })).toBeFocused();
        await shoot(page, testInfo, `leave-dialog-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        await dialog.getByRole('button', { name: words.cancel }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/admin\/articles\/creer$/);
        await expect(page.getByLabel(words.title)).toHaveValue(titre);
        await expect(cancelLink).toBeFocused();

        // Escape cancels as well.
        await cancelLink.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/admin\/articles\/creer$/);

        await cancelLink.click();
        await dialog.getByRole('button', { name: words.leave }).click();
        await expect(page).toHaveURL(/\/admin\/articles$/);
        await expect(page.getByRole('heading', { level: 1, name: words.list })).toBeVisible();
        expect(browserDialogs).toEqual([]);
      });
    });
  }
}
