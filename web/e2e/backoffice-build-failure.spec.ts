// A failed site update as the administrator sees it, in French and English: the dashboard names the
// failure, its reason and when it is tried again; the save notice of an item published meanwhile says it
// is not online yet. The build status the browser reads is answered here (the real failure and its retry
// are the CMS's integration tests): a real failure would touch the site every other spec is reading.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, createArticle, shoot, signInAsAdministrator } from './backoffice-data';

const TEXTS = {
  fr: {
    failed: 'Échec de la reconstruction',
    reason: 'Raison : ENOSPC: no space left on device, write',
    retry: /^Nouvel essai automatique le /,
    state: 'État',
    saveAndClose: 'Enregistrer et fermer',
    notOnline: 'pas encore en ligne : la mise à jour du site a échoué',
  },
  en: {
    failed: 'Rebuild failed',
    reason: 'Reason: ENOSPC: no space left on device, write',
    retry: /^Automatic retry on /,
    state: 'State',
    saveAndClose: 'Save and close',
    notOnline: 'not online yet: the site update failed',
  },
} as const;

/** The build status answered to this page (a build failed, its retry due a minute later), and the articles' own status after it. */
async function failedBuild(page: Page) {
  await page.route('**/api/v1/site/build', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const now = Date.now();
    await route.fulfill({
      json: {
        donnees: {
          etat: 'echec',
          depuis: new Date(now + 1000).toISOString(),
          derniereReussite: new Date(now - 3_600_000).toISOString(),
          raison: 'ENOSPC: no space left on device, write',
          demande: { depuis: new Date(now).toISOString(), prochainEssai: new Date(now + 60_000).toISOString(), essais: 0, raison: null },
        },
      },
    });
  }); // The item's own status, which the save notice reads: the build after its save failed.
  await page.route('**/api/v1/articles/admin/*/en-ligne', (route) =>
    route.fulfill({ json: { donnees: { etat: 'echec', dateModification: new Date().toISOString() } } }),
  );
}

for (const { lang, locale } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('the dashboard shows the failed update and its retry; a save notice says the item is not online yet', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const words = TEXTS[lang];
      const id = await createArticle(request, `Mise à jour échouée ${stamp()}`);
      await failedBuild(page);
      await signInAsAdministrator(page);

      const card = page.locator('.bo-build');
      await expect(card.getByText(words.failed)).toBeVisible();
      await expect(card.getByText(words.reason)).toBeVisible();
      await expect(card.getByText(words.retry)).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, testInfo, `build-failure-dashboard-${lang}`);

      await page.goto(`/admin/articles/modifier/${id}`);
      await page.getByLabel(words.state, { exact: true }).selectOption('publié');
      await page.getByRole('button', { name: words.saveAndClose, exact: true }).click();
      await expect(page.getByRole('status').getByText(words.notOnline)).toBeVisible();
      // A warning's colours, not a success's: the text says it, the colour agrees.
      await expect(page.getByTestId('save-notice')).toHaveClass(/bo-notice--warning/);
      await shoot(page, testInfo, `build-failure-save-notice-${lang}`);
    });
  });
}
