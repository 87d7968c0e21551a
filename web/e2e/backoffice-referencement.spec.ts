// The search snippet per language (docs/product.md §5 "Référencement") in the real back-office: the "Référencement" section
// of a language tab previews the page as a search engine lists it, from the title and the summary, then
// from what the editor writes, with live counts that turn to a warning past the limits; at desktop and
// phone widths (screenshots kept with the run's artifacts).
import { expect, test } from './fixtures';
import { signInAsAdmin, stamp } from './admin-session';

for (const width of [1280, 390]) {
  test(`the search snippet section previews and counts at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page, '/admin/articles/creer');
    const titre = `Fibre optique à Thiès ${stamp()}`;
    await page.getByLabel('Titre (fr)', { exact: true }).fill(titre);
    await page.getByLabel('Résumé (fr)').fill('Douze kilomètres de fibre posés en six semaines.');

    const panel = page.getByRole('tabpanel');
    await panel.getByText('Référencement', { exact: true }).click();
    const preview = panel.getByTestId('referencement-preview');
    await expect(preview.locator('.bo-referencement-title')).toHaveText(titre);
    await expect(preview.locator('.bo-referencement-description')).toHaveText('Douze kilomètres de fibre posés en six semaines.');
    await expect(preview.locator('.bo-referencement-url')).toContainText('/article/fibre-optique-a-thies');
    const [titleCount, descriptionCount] = [
      panel.getByTestId('referencement-count').first(),
      panel.getByTestId('referencement-count').nth(1),
    ];
    await expect(descriptionCount).toHaveAttribute('data-state', 'short');

    const long = 'Fibre optique à Thiès : douze kilomètres posés avec les habitants';
    await panel.getByLabel('Titre pour les moteurs de recherche (fr)').fill(long);
    await panel
      .getByLabel('Description pour les moteurs de recherche (fr)')
      .fill('Comment nous avons posé douze kilomètres de fibre optique à Thiès en six semaines, avec les habitants du quartier.');
    await expect(preview.locator('.bo-referencement-title')).toHaveText(long);
    await expect(titleCount).toHaveText(
      `${long.length} / 60 caractères — Au-delà de 60 caractères, les moteurs de recherche coupent le texte.`,
    );
    await expect(titleCount).toHaveAttribute('data-state', 'long');
    await expect(descriptionCount).toHaveAttribute('data-state', 'ok');
    await panel.locator('.bo-referencement').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`referencement-${width}.png`), fullPage: true });
    await panel.locator('.bo-referencement').screenshot({ path: testInfo.outputPath(`referencement-section-${width}.png`) });

    // The English tab has its own, empty, section: its preview is the English defaults.
    await page.getByRole('tab', { name: /\(en\)/ }).click();
    await page.getByLabel('Titre (en)', { exact: true }).fill('Fibre in Thiès');
    await page
      .getByRole('tabpanel')
      .getByText('Search engines')
      .or(page.getByRole('tabpanel').getByText('Référencement', { exact: true }))
      .click();
    await expect(page.getByRole('tabpanel').getByTestId('referencement-preview').locator('.bo-referencement-title')).toHaveText(
      'Fibre in Thiès',
    );
  });
}
