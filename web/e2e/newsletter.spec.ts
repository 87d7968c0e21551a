import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { expect, newContext, test } from './fixtures';

test('the confirmation page posts the token and shows the answer', async ({ page }) => {
  const request = page.waitForRequest('**/api/v1/newsletter/confirmation');
  await page.goto('/newsletter/confirmation?jeton=jeton-inconnu');
  expect((await request).postDataJSON()).toEqual({ jeton: 'jeton-inconnu' });
  await expect(page.getByRole('status')).toHaveText(fr['newsletter.confirm.error']);

  await page.route('**/api/v1/newsletter/confirmation', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"confirme":true}}' }),
  );
  await page.goto('/newsletter/confirmation?jeton=bon-jeton');
  await expect(page.getByRole('status')).toHaveText(fr['newsletter.confirm.success']);
});

test('the unsubscribe page works in English and needs a token', async ({ browser }) => {
  const context = await newContext(browser, { locale: 'en-GB' });
  const page = await context.newPage();
  await page.route('**/api/v1/newsletter/desabonnement', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{}}' }),
  );
  await page.goto('/en/newsletter/desabonnement?jeton=abc');
  await expect(page.getByRole('status')).toHaveText(en['newsletter.unsubscribe.success']);
  await page.goto('/en/newsletter/desabonnement');
  await expect(page.getByRole('status')).toHaveText(en['newsletter.missing']);
  await context.close();
});
