// axe-core (WCAG 2.2 A and AA) on the back-office screens an editor meets every day, at a laptop's and a
// phone's width: a list, a search that finds nothing, the forms after a failed save (their error summary),
// the delete dialog, the dashboard and the activity log.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { WIDTHS, createArticle, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

for (const width of WIDTHS) {
  test.describe(`at ${width.name} px`, () => {
    test.use({ viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

    test('axe finds nothing on the lists, failed saves, the delete dialog, the dashboard and the log', async ({ page, request }) => {
      test.setTimeout(90_000);
      const titre = `Accessible ${stamp()}`;
      await createArticle(request, titre);
      await signInAsAdministrator(page);
      expect(await violations(page)).toEqual([]);

      await page.goto(`/admin/articles?q=${encodeURIComponent(titre)}`);
      const row = page.getByRole('row').filter({ hasText: titre });
      await expect(row).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await row.getByRole('button', { name: /^Supprimer/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('searchbox').fill(`${titre} introuvable`);
      await expect(page.getByText(/^Aucun résultat pour/)).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto('/admin/articles/creer');
      await page.getByRole('button', { name: 'Créer', exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeFocused();
      expect(await violations(page)).toEqual([]);

      // The partner and user forms: the same frame without languages nor states.
      for (const form of ['/admin/partenaires/creer', '/admin/utilisateurs/creer']) {
        await page.goto(form);
        await page.getByRole('button', { name: 'Créer', exact: true }).click();
        await expect(page.getByRole('alert').first()).toBeFocused();
        expect(await violations(page)).toEqual([]);
      }

      await page.goto('/admin/journal');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
