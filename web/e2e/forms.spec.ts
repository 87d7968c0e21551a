// The contact and newsletter forms as a visitor on a slow phone network or without JavaScript uses them.
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { pt } from '../src/i18n/pt';
import { expect, newContext, test } from './fixtures';

const person = {
  nom: 'Aminata Diallo',
  numero: '+221 77 321 54 76',
  email: 'aminata.diallo@example.sn',
  description: 'Un devis pour relier deux agences en fibre.',
};

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('typing before hydration on a throttled connection: nothing is lost, then the island sends it', async ({ page, context }) => {
    test.setTimeout(90_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 20 * 1024,
    });
    // The site's scripts wait until the visitor has typed everything: the slowest phone network there is.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'),
      async (route) => {
        await scriptsHeld;
        await route.continue();
      },
    );
    // Module scripts hold DOMContentLoaded back: the page is in use from its first bytes.
    await page.goto('/en/telecom', { waitUntil: 'commit' });
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect(page.locator('astro-island', { has: form })).toHaveAttribute('ssr', '');
    await form.getByLabel(en['form.nom']).fill(person.nom);
    await form.getByLabel(en['form.numero']).fill(person.numero);
    await form.getByLabel(en['form.email']).fill(person.email);
    await form.getByLabel(en['form.description']).fill(person.description);
    await expect(form.getByRole('button', { name: en['form.submit'] })).toBeEnabled();

    release();
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 30_000 });
    await expect(form.getByLabel(en['form.nom'])).toHaveValue(person.nom);
    await expect(form.getByLabel(en['form.numero'])).toHaveValue(person.numero);
    await expect(form.getByLabel(en['form.email'])).toHaveValue(person.email);
    await expect(form.getByLabel(en['form.description'])).toHaveValue(person.description);

    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/contact');
    await form.getByRole('button', { name: en['form.submit'] }).click();
    const sent = await request;
    expect(new URL(sent.url()).searchParams.get('lang')).toBe('en');
    expect(sent.postDataJSON()).toMatchObject({ ...person, secteur: 'telecom', website: '' });
    await expect(page.getByTestId('contact-success')).toContainText(en['form.success.title']);
  });

  test('field errors in English: each next to its field, the first invalid one focused', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 20_000 });
    await form.getByLabel(en['form.email']).fill('not-an-address');
    await form.getByRole('button', { name: en['form.submit'] }).click();
    await expect(form.getByRole('alert')).toHaveText(en['form.errors.required']);
    await expect(form.getByLabel(en['form.nom'])).toBeFocused();
    await expect(form.getByLabel(en['form.nom'])).toHaveAccessibleDescription(en['form.fieldErrors.required']);
    await expect(form.getByLabel(en['form.email'])).toHaveAccessibleDescription(en['form.fieldErrors.email']);
    await expect(form.getByLabel(en['form.secteur'])).toHaveAccessibleDescription(en['form.fieldErrors.secteur']);
    await expect(form.getByLabel(en['form.email'])).toHaveValue('not-an-address');
  });
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('a send before hydration posts the form natively and lands on the confirmation page', async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
    await page.goto('/pt/genie-civil');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(pt['form.nom']).fill(person.nom);
    await form.getByLabel(pt['form.numero']).fill(person.numero);
    await form.getByLabel(pt['form.email']).fill(person.email);
    await form.getByLabel(pt['form.description']).fill(person.description);
    await form.getByRole('button', { name: pt['form.submit'] }).click();
    await expect(page).toHaveURL(/\/pt\/contact\/merci\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt['contact.thanks.title']);
  });

  test('field errors in Portuguese from the server, and the wait after the rate limit', async ({ page }) => {
    await page.goto('/pt/telecom');
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 20_000 });
    await form.getByLabel(pt['form.nom']).fill(person.nom);
    await form.getByLabel(pt['form.numero']).fill(person.numero);
    await form.getByLabel(pt['form.email']).fill(person.email);
    await form.getByLabel(pt['form.description']).fill('x'.repeat(10));
    const isContact = (url: URL) => url.pathname === '/api/v1/contact';
    await page.route(isContact, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Veuillez saisir un numéro de téléphone valide.',
            details: { errors: [{ path: ['numero'], message: 'Veuillez saisir un numéro de téléphone valide.', name: 'ValidationError' }] },
          },
        }),
      }),
    );
    await form.getByRole('button', { name: pt['form.submit'] }).click();
    await expect(form.getByLabel(pt['form.numero'])).toHaveAccessibleDescription(pt['form.fieldErrors.phone']);
    await expect(form.getByLabel(pt['form.numero'])).toBeFocused();
    await page.unroute(isContact);
    await page.route(isContact, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '240' },
        body: JSON.stringify({
          data: null,
          error: { status: 429, name: 'RateLimitError', message: 'Trop de demandes.', details: { retryAfter: 240 } },
        }),
      }),
    );
    await form.getByRole('button', { name: pt['form.submit'] }).click();
    await expect(form.getByRole('alert')).toHaveText(pt['form.errors.rateLimit'].replace('{{minutes}}', '4'));
  });
});

for (const [lang, t, prefix] of [
  ['fr', fr, ''],
  ['en', en, '/en'],
] as const) {
  test(`without JavaScript (${lang}): contact and newsletter are sent, a refusal comes back to the form`, async ({ browser }) => {
    const context = await newContext(browser, { javaScriptEnabled: false, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
    const page = await context.newPage();

    await page.goto(`${prefix}/contact`);
    const form = page.getByTestId('contact-form');
    await form.getByLabel(t['form.nom']).fill(person.nom);
    await form.getByLabel(t['form.numero']).fill(person.numero);
    await form.getByLabel(t['form.email']).fill(person.email);
    await form.getByLabel(t['form.description']).fill(person.description);
    await form.locator('select[name="secteur"]').selectOption('telecom');
    await form.getByRole('button', { name: t['form.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact/merci/?$`));
    await expect(page.getByTestId('form-thanks')).toHaveText(t['contact.thanks.text']);

    // The browser's own checks pass an address the CMS refuses (no dotted domain): back to the form, with the notice.
    await page.goto(`${prefix}/telecom`);
    const sector = page.getByTestId('contact-form');
    await sector.getByLabel(t['form.nom']).fill(person.nom);
    await sector.getByLabel(t['form.numero']).fill(person.numero);
    await sector.getByLabel(t['form.email']).fill('aminata@localhost');
    await sector.getByLabel(t['form.description']).fill(person.description);
    await sector.getByRole('button', { name: t['form.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/telecom/?\\?erreurs=email%3Aemail#contact-erreur$`));
    await expect(page.locator('#contact-erreur')).toBeVisible();
    await expect(page.locator('#contact-erreur')).toHaveText(t['form.errors.notice']);
    await expect(page.locator('#contact-attente')).toBeHidden();

    const news = page.getByTestId('newsletter-form');
    await news.getByLabel(t['footer.newsletter.email']).fill(`nojs-${lang}-${Date.now()}@example.sn`);
    await news.getByRole('button', { name: t['footer.newsletter.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/merci/?$`));
    await expect(page.getByTestId('form-thanks')).toHaveText(t['newsletter.thanks.text']);
    await context.close();
  });
}
