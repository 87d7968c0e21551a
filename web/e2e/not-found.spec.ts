import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { expect, newContext, test } from './fixtures';

test('unknown routes give the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['notFound.message']);
  await expect(page.getByText(fr['notFound.note'])).toBeVisible();
  await page.getByRole('link', { name: fr['notFound.button'], exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown detail slug is the 404 page, in the language of its path', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'en-GB' });
  const page = await context.newPage();
  const response = await page.goto('/en/realisation/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! The page you are looking for does not exist.');
  await expect(page.getByRole('link', { name: en['notFound.button'], exact: true })).toHaveAttribute('href', '/en');
  await context.close();
});
