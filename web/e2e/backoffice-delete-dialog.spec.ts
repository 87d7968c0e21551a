// Deleting, in French and English, on a laptop and a phone: a dialog of the page (not the browser's
// box) asks the spec's "Confirmer la suppression ?", names the item and says it stays 30 days in the
// trash; the focus stays inside it and Escape cancels; afterwards a notice says where the item went,
// with "Rétablir" ("Restore"), which brings it back ("Annuler" only ever cancels). The action has one name, on the rows and in the bulk bar.
import { expect, test } from './fixtures';
import { adminToken, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';

const TEXTS = {
  fr: {
    title: 'Confirmer la suppression ?',
    trash: (n: string) => `« ${n} » ira dans la corbeille. Vous pourrez l’y restaurer pendant 30 jours, puis il sera effacé.`,
    delete: 'Supprimer',
    cancel: 'Annuler',
    done: (n: string) => `« ${n} » a été mis à la corbeille.`,
    undo: 'Rétablir',
    back: (n: string) => `« ${n} » est de retour.`,
    select: (n: string) => `Sélectionner « ${n} »`,
    bulk: 'Actions groupées',
  },
  en: {
    title: 'Confirm the deletion?',
    trash: (n: string) => `“${n}” will go to the trash. You can restore it from there for 30 days, then it is erased.`,
    delete: 'Delete',
    cancel: 'Cancel',
    done: (n: string) => `“${n}” was moved to the trash.`,
    undo: 'Restore',
    back: (n: string) => `“${n}” is back.`,
    select: (n: string) => `Select “${n}”`,
    bulk: 'Bulk actions',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('a delete asks in a dialog of the page, names the item and its 30 days in the trash, and can be undone', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(60_000);
        const words = TEXTS[lang];
        const titre = `À supprimer ${stamp()}`;
        const id = await createArticle(request, titre);
        const name = `${titre} (${lang})`;
        // The browser's own box must not appear.
        const browserDialogs: string[] = [];
        page.on('dialog', (dialog) => {
          browserDialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await signInAsAdministrator(page, `/admin/articles?q=${encodeURIComponent(titre)}`);
        const row = page.getByRole('row').filter({ hasText: name });
        await expect(row).toBeVisible();

        // One word for the action: the row's button and the bulk bar's.
        const rowDelete = row.getByRole('button', { name: new RegExp(`^${words.delete}`) });
        await expect(rowDelete).toHaveText(words.delete);
        await row.getByRole('checkbox', { name: words.select(name) }).check();
        await expect(page.getByRole('group', { name: words.bulk }).getByRole('button', { name: words.delete, exact: true })).toBeVisible();
        await row.getByRole('checkbox', { name: words.select(name) }).uncheck();

        await rowDelete.click();
        const dialog = page.getByRole('dialog', { name: words.title });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(words.trash(name));
        await shoot(page, testInfo, `delete-dialog-${lang}-${width.name}`);
        // The focus is inside, on "Annuler", and Tab goes round the dialog's buttons.
        const cancel = dialog.getByRole('button', { name: words.cancel });
        const confirm = dialog.getByRole('button', { name: words.delete });
        await expect(cancel).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(confirm).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(cancel).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(confirm).toBeFocused();
        // Escape cancels: nothing is deleted, and the focus is back on the row's button.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(row).toBeVisible();
        await expect(rowDelete).toBeFocused();

        await rowDelete.click();
        await confirm.click();
        await expect(row).toHaveCount(0);
        const notice = page.getByRole('status').filter({ hasText: words.done(name) });
        await expect(notice).toBeVisible();
        const trash = await request.get('/api/v1/corbeille', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
        expect(((await trash.json()) as { donnees: { _id: string }[] }).donnees.map((e) => e._id)).toContain(id);

        // "Rétablir" restores it from the trash; the notice has no "Annuler".
        await expect(notice.getByRole('button', { name: words.cancel })).toHaveCount(0);
        await notice.getByRole('button', { name: words.undo }).click();
        await expect(page.getByRole('status').filter({ hasText: words.back(name) })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
        expect(browserDialogs).toEqual([]);
      });
    });
  }
}
