// "Aperçu" (docs/product.md §4): from an edit form, the item as visitors will see it, in the language
// tab shown, with the form's unsaved values, in the public layout; noindex, not stored, and only with a
// token the CMS signed. The static site stays as it was.
import { expect, test } from './fixtures';
import { PNG, adminToken, signInAsAdmin, stamp } from './admin-session';
import { builtArticle, type PublicArticle } from './built-site';

/** The text of a built page's h1. */
const heading = (html: string) =>
  (/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('previews unsaved titles in French and English in the public layout, and leaves the site alone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // An article the built site has pages for: the check at the end reads them.
  const article = await builtArticle(request);
  const unsaved = { fr: `Titre pas encore enregistré ${stamp()}`, en: `Title not saved yet ${stamp()}` };
  const cspErrors: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });
  page.on('dialog', (dialog) => void dialog.accept());

  await signInAsAdmin(page, `/admin/articles/modifier/${article._id}`);
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(article.titre.fr);
  await page.getByLabel('Titre (fr)').fill(unsaved.fr);

  const [fr] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Aperçu (FR)' }).click()]);
  await expect(fr).toHaveURL(/\/apercu\?lang=fr$/);
  await expect(fr.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(fr.getByRole('heading', { level: 1 })).toHaveText(unsaved.fr);
  await expect(fr.locator('header.site-header')).toBeVisible();
  await expect(fr.getByRole('contentinfo')).toBeVisible();
  await expect(fr.getByTestId('preview-note')).toContainText('Aperçu');
  await expect(fr.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Nothing in the page moves it to a published address or counts a view.
  await expect(fr.locator('link[rel="alternate"][hreflang], link[rel="canonical"], [data-vue]')).toHaveCount(0);
  // A draft has no public page in another language: the flags are not links, and say where the other languages are.
  const flags = fr.getByRole('list', { name: 'Choix de la langue' });
  await expect(flags.getByRole('link')).toHaveCount(0);
  await expect(flags.locator('[aria-current="true"]')).toHaveText('FR');
  await expect(flags.locator('[aria-disabled="true"]').first()).toHaveAttribute(
    'title',
    'Un aperçu montre une seule langue : pour une autre, utilisez le bouton Aperçu de cette langue dans le formulaire.',
  );
  await fr.close();

  await page.getByRole('tab', { name: /\(en\)/ }).click();
  await page.getByLabel('Titre (en)').fill(unsaved.en);
  const [en] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Aperçu (EN)' }).click()]);
  await expect(en.locator('html')).toHaveAttribute('lang', 'en');
  await expect(en.getByRole('heading', { level: 1 })).toHaveText(unsaved.en);
  await expect(en.locator('header.site-header').getByRole('link', { name: 'Projects' }).first()).toBeVisible();
  await expect(en.getByTestId('preview-note')).toContainText('Preview');
  // The footer's newsletter island loads from the preview's own bundles, within the CSP.
  await en.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(cspErrors).toEqual([]);
  await en.close();

  // Nothing was saved, and the static pages still show the stored titles, not the previewed ones.
  const stored = await request.get(`/api/v1/articles/admin/${article._id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(((await stored.json()) as PublicArticle).titre).toEqual(article.titre);
  for (const [path, titre, previewed] of [
    [`/article/${article.slug.fr}`, article.titre.fr, unsaved.fr],
    [`/en/article/${article.slug.en}`, article.titre.en, unsaved.en],
  ]) {
    const html = await (await request.get(path)).text();
    expect(heading(html)).toBe(titre);
    expect(html).not.toContain(previewed);
  }
});

test('the preview answers only a signed, current token, never indexed nor stored', async ({ request, baseURL }) => {
  // What a browser's form post sends; Astro refuses a cross-site form post to a page rendered on demand.
  const origin = { origin: new URL(baseURL ?? '').origin };
  const token = await adminToken(request);
  const article = ((await (await request.get('/api/v1/articles')).json()) as PublicArticle[])[0];
  const issued = await request.post(`/api/v1/articles/admin/${article._id}/apercu?lang=pt`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { 'titre[pt]': 'Título só na pré-visualização' },
  });
  expect(issued.status()).toBe(200);
  const { jeton } = ((await issued.json()) as { donnees: { jeton: string } }).donnees;

  const shown = await request.post('/apercu?lang=pt', { form: { jeton }, headers: origin });
  expect(shown.status()).toBe(200);
  expect(shown.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(shown.headers()['cache-control']).toBe('no-store');
  const html = await shown.text();
  expect(html).toContain('<html lang="pt"');
  expect(html).toContain('Título só na pré-visualização');

  const none = await request.get('/apercu?lang=en');
  expect(none.status()).toBe(401);
  expect(none.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await none.text()).toContain('This preview needs a token');

  const [body, signature] = jeton.split('.');
  const forged = await request.post('/apercu?lang=fr', { form: { jeton: `${body}x.${signature}` }, headers: origin });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('Ce lien d’aperçu n’est pas valide.');

  // A form post from another site is refused before the token is read.
  const crossSite = await request.post('/apercu?lang=pt', { form: { jeton }, headers: { origin: 'https://elsewhere.example' } });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).not.toContain('Título só na pré-visualização');
});

test("a realisation's preview runs its gallery and map islands from the preview's bundles, within the CSP", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const cspErrors: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
  });
  // The newest realisation of the demo content has several images and coordinates; the form adds a picture.
  const realisation = ((await (await request.get('/api/v1/realisations')).json()) as Array<PublicArticle & { images: string[] }>)[0];
  const issued = await request.post(`/api/v1/realisations/admin/${realisation._id}/apercu?lang=fr`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      'titre[fr]': 'Réalisation vue avant publication',
      oldImages: JSON.stringify(realisation.images),
      images: { name: 'new.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(issued.status()).toBe(200);
  const { jeton } = ((await issued.json()) as { donnees: { jeton: string } }).donnees;
  await page.goto('/');
  await Promise.all([
    page.waitForURL(/\/apercu\?lang=fr$/),
    page.evaluate((token) => {
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/apercu?lang=fr' });
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'jeton', value: token }));
      document.body.append(form);
      form.submit();
    }, jeton),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réalisation vue avant publication');
  const main = page.getByTestId('gallery-main');
  const thumbs = page.locator('.gallery-thumbs button');
  expect(await thumbs.count()).toBeGreaterThan(1);
  const first = await main.getAttribute('src');
  await thumbs.nth(1).click();
  await expect(main).not.toHaveAttribute('src', first!);
  // The picture chosen in the form, not stored, shows last, from the token.
  await expect(thumbs).toHaveCount(realisation.images.length + 1);
  await thumbs.last().click();
  await expect(main).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await page.getByRole('region', { name: 'Localisation' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(cspErrors).toEqual([]);
});
