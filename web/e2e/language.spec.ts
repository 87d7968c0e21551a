import { expect, newContext, test } from './fixtures';

test('flags go to the same page in the other language and store the choice', async ({ page }) => {
  await page.goto('/telecom');
  await page.locator('[data-lang-switch="en"]').click();
  await expect(page).toHaveURL(/\/en\/telecom$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('langue'))).toBe('en');
  // The stored preference wins over the French browser on the next visit.
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/en\/contact$/);
  await page.locator('[data-lang-switch="pt"]').click();
  await expect(page).toHaveURL(/\/pt\/contact$/);
  await page.locator('[data-lang-switch="fr"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a detail page switches to the localized slug', async ({ page }) => {
  await page.goto('/realisations');
  await page.locator('.card .card-title a').first().click();
  await expect(page).toHaveURL(/\/realisation\//);
  const ptHref = await page.locator('link[rel="alternate"][hreflang="pt"]').getAttribute('href');
  await page.locator('[data-lang-switch="pt"]').click();
  await expect(page).toHaveURL(new URL(ptHref!).pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('without a stored choice the browser language applies', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/opportunites');
  await expect(page).toHaveURL(/\/pt\/opportunites$/);
  await context.close();
});

test('an unknown browser language keeps the page language', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/en/actualites');
  await expect(page).toHaveURL(/\/en\/actualites$/);
  await context.close();
});

test('crawlers are never moved', async ({ browser }) => {
  const context = await newContext(browser, {
    locale: 'en-US',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  await page.goto('/qui-sommes-nous');
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(/\/qui-sommes-nous$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('navigation shows the curtain, except with reduced motion', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveClass(/curtain-open/);
  await expect(page.locator('html')).not.toHaveClass(/curtain-open/, { timeout: 3000 });
  await context.close();

  const calm = await newContext(browser, { locale: 'fr-FR', reducedMotion: 'reduce' });
  const still = await calm.newPage();
  await still.goto('/');
  await still.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(still).toHaveURL(/\/contact$/);
  await expect(still.locator('html')).not.toHaveClass(/curtain-open/);
  await expect(still.locator('.curtain')).toBeHidden();
  await calm.close();
});
