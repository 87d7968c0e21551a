import { fr } from '../src/i18n/fr';
import { expect, test } from './fixtures';

const isContact = (url: URL) => url.pathname === '/api/v1/contact';

test('contact page: validation messages word for word, then success', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('.benefits li')).toHaveCount(4);
  const form = page.getByTestId('contact-form');
  await form.scrollIntoViewIfNeeded();
  // Hydrated: the island's own checks (before, the browser's own checks and a native post apply).
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 20_000 });
  const select = form.locator('select[name="secteur"]');
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText(fr['form.secteurPlaceholder']);

  await form.getByRole('button', { name: fr['form.submit'] }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez remplir tous les champs obligatoires.');

  await form.getByLabel(fr['form.nom']).fill('Fatou Sarr');
  await form.getByLabel(fr['form.numero']).fill('+221 76 555 44 33');
  await form.getByLabel(fr['form.email']).fill('fatou.sarr@example.sn');
  await form.getByLabel(fr['form.description']).fill('Demande d’information sur vos études de câblage.');
  await form.getByRole('button', { name: fr['form.submit'] }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez sélectionner un secteur.');

  await select.selectOption('logistique');
  await page.route(isContact, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
      }),
    }),
  );
  await form.getByRole('button', { name: fr['form.submit'] }).click();
  await expect(form.getByRole('alert')).toHaveText("Une erreur est survenue lors de l'envoi du formulaire.");

  await page.unroute(isContact);
  await form.getByRole('button', { name: fr['form.submit'] }).click();
  await expect(page.getByTestId('contact-success')).toContainText(fr['form.success.title']);
});

test('about page shows the seven values', async ({ page }) => {
  await page.goto('/qui-sommes-nous');
  await expect(page.locator('.values li')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: fr['about.history.title'] })).toBeVisible();
});
