import { fr } from '../src/i18n/fr';
import { expect, test } from './fixtures';

test('genie-civil: tabs, quote button and contact form through to the success panel', async ({ page }) => {
  test.setTimeout(60_000); // tabs, scrolling and a send through the CMS: a long journey on a loaded machine
  await page.goto('/genie-civil');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  const conception = page.getByRole('tab', { name: fr['sector.genie-civil.tab.conception.label'] });
  const construction = page.getByRole('tab', { name: fr['sector.genie-civil.tab.construction.label'] });
  await expect(conception).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-conception')).toBeVisible();
  await expect(page.locator('#panel-construction')).toBeHidden();

  await construction.click();
  await expect(construction).toHaveAttribute('aria-selected', 'true');
  await expect(conception).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#panel-construction')).toBeVisible();
  await expect(page.locator('#panel-conception')).toBeHidden();
  await expect(page.locator('#panel-construction .checks li')).toHaveCount(4);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: fr['sector.genie-civil.tab.infrastructure.label'] })).toBeFocused();
  await expect(page.locator('#panel-infrastructure')).toBeVisible();

  await expect(page.locator('.stats dd')).toHaveText(['50+', '15+', '95%', '24/7']);

  await page.getByRole('link', { name: fr['sectorPage.quote'] }).click();
  const form = page.getByTestId('contact-form');
  await expect(form).toBeInViewport();
  const top = await page.locator('#devis h2').evaluate((el) => el.getBoundingClientRect().top);
  const headerBottom = await page.locator('[data-header]').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(headerBottom - 1);

  // The form is an island hydrated when visible: fill it once React has taken it over.
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await form.getByLabel(fr['form.nom']).fill('Moussa Diop');
  await form.getByLabel(fr['form.numero']).fill('+221 77 123 45 67');
  await form.getByLabel(fr['form.email']).fill('moussa.diop@example.sn');
  await form.getByLabel(fr['form.description']).fill('Nous souhaitons un devis pour 300 m de tranchée et de fourreaux.');
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/contact');
  await form.getByRole('button', { name: fr['form.submit'] }).click();
  expect((await request).postDataJSON()).toMatchObject({ secteur: 'genie civil', nom: 'Moussa Diop', website: '' });
  const success = page.getByTestId('contact-success');
  await expect(success).toContainText(fr['form.success.title']);
  await expect(success).toContainText(fr['form.success.text']);
  await expect(page.getByTestId('contact-form')).toHaveCount(0);
});

test('cablage shows up to 4 related realisations and etudes opens on its default tab', async ({ page }) => {
  await page.goto('/cablage');
  const cards = page.locator('section[aria-labelledby="sector-realisations"] .card');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(fr['sector.cablage.tab.tirage.label']);
  await page.goto('/etudes');
  await expect(page.getByRole('tab')).toHaveCount(5);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(fr['sector.etudes.tab.genie_civil.label']);
  await page.goto('/telecom');
  await expect(page.getByRole('link', { name: fr['sectorPage.allArticles'] })).toHaveAttribute('href', '/articles');
});
