// The main image's alternative text and focal point (docs/product.md §5) in the real back-office and on
// the built site: the missing text is refused next to its field, the French text is copied with the
// rest, a click and the arrow keys place the focal point, and everything comes back on reopening. On
// the public pages, under the site's real Content-Security-Policy, cards crop around the focal point.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken, signInAsAdmin, stamp } from './admin-session';

const long = (lang: string) => `Un contenu assez long pour la règle des cent caractères, sur la fibre à Thiès (${lang}). `.repeat(2);

test('an editor describes the main image per language and places its focal point, and finds both on reopening', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const titre = `Fibre à Thiès ${stamp()}`;
  // A picture large enough to click at a chosen place (the preparation leaves it as it is).
  const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await signInAsAdmin(page, '/admin/articles/creer');

  for (const lang of ['fr', 'en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(`${titre} ${lang}`);
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: `Contenu (${lang})` })
      .fill(long(lang));
  }
  await page.getByLabel('Télécom').check();
  await page.locator('input[type=file]').setInputFiles({ name: 'tranchee.png', mimeType: 'image/png', buffer: photo });
  const picture = page.getByTestId('focal-picture');
  await expect(picture.getByRole('img', { name: 'Aperçu de tranchee.png' })).toBeVisible();

  // Published with only the French text: the save is refused, and the English field says why, next to the picture.
  await page.getByLabel('État', { exact: true }).selectOption('publié');
  await page.getByRole('tab', { name: /\(fr\)/ }).click();
  await page.getByLabel('Texte alternatif (fr)').fill('Tranchée ouverte pour la fibre');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText("Le texte alternatif de l'image principale (en) est obligatoire.");
  await expect(page).toHaveURL(/\/admin\/articles\/creer$/);
  await page.getByRole('tab', { name: /\(en\)/ }).click();
  const english = page.getByLabel('Texte alternatif (en)');
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await english.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(
    "Le texte alternatif de l'image principale (en) est obligatoire.",
  );

  // "Copier depuis le français" fills the empty text with the French one; the editor then translates it.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Copier depuis le français' }).click();
  await expect(english).toHaveValue('Tranchée ouverte pour la fibre');
  await english.fill('Open trench for the fibre');
  await page.getByRole('tab', { name: /\(pt\)/ }).click();
  await page.getByLabel('Texte alternatif (pt)').fill('Vala aberta para a fibra');

  // A click a quarter across and three quarters down, then one step right with the keyboard.
  // The mouse lands on a whole pixel: the point is the quarter and three quarters within one percent.
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width / 4, y: (box.height * 3) / 4 } });
  const placed = /^(\d+) % depuis la gauche, (\d+) % depuis le haut$/;
  await expect(page.getByTestId('focal-value')).toHaveText(placed);
  const [, x, y] = (placed.exec((await page.getByTestId('focal-value').textContent()) ?? '') ?? []).map(Number);
  expect(Math.abs(x - 25)).toBeLessThanOrEqual(1);
  expect(Math.abs(y - 75)).toBeLessThanOrEqual(1);
  await expect(picture).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('focal-value')).toHaveText(`${x + 1} % depuis la gauche, ${y} % depuis le haut`);
  await expect(page.getByTestId('focal-preview')).toHaveCSS('object-position', `${x + 1}% ${y}%`);

  // The draft kept while typing holds them too.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // The article creation's draft (its key may name the signed-in user).
          const key = Object.keys(localStorage).find((k) => /^teranga\.brouillon\.(?:[^.]+\.)?articles\.nouveau$/.test(k));
          return key ? (localStorage.getItem(key) ?? '') : '';
        }),
      { timeout: 15_000 },
    )
    .toContain('Vala aberta para a fibra');

  // Saved as a draft: the next test reads the site's published articles, which this one must not change.
  await page.getByLabel('État', { exact: true }).selectOption('brouillon');
  await page.getByRole('button', { name: 'Créer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);

  // Reopened: the texts of each language and the focal point are those saved.
  await page.getByRole('link', { name: `${titre} fr`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/modifier\//);
  await expect(page.getByLabel('Texte alternatif (fr)')).toHaveValue('Tranchée ouverte pour la fibre');
  await expect(page.getByTestId('focal-value')).toHaveText(`${x + 1} % depuis la gauche, ${y} % depuis le haut`);
  await page.getByRole('tab', { name: /\(en\)/ }).click();
  await expect(page.getByLabel('Texte alternatif (en)')).toHaveValue('Open trench for the fibre');
  await page.getByRole('tab', { name: /\(pt\)/ }).click();
  await expect(page.getByLabel('Texte alternatif (pt)')).toHaveValue('Vala aberta para a fibra');

  // As the API answers it.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const all = (await (await request.get('/api/v1/articles/admin/all', { headers })).json()) as {
    titre: { fr: string };
    texteAlternatif: Record<string, string>;
    pointFocal: { x: number; y: number } | null;
  }[];
  const saved = all.find((a) => a.titre.fr === `${titre} fr`);
  expect(saved?.texteAlternatif).toEqual({
    fr: 'Tranchée ouverte pour la fibre',
    en: 'Open trench for the fibre',
    pt: 'Vala aberta para a fibra',
  });
  expect(saved?.pointFocal).toEqual({ x: x + 1, y });
});

test('the public cards and detail pages crop around the focal point under the site CSP, and describe the picture', async ({
  page,
  request,
}) => {
  const articles = (await (await request.get('/api/v1/articles')).json()) as {
    slug: Record<string, string>;
    titre: Record<string, string>;
    texteAlternatif: Record<string, string>;
    pointFocal: { x: number; y: number } | null;
  }[];
  const focused = articles.find((a) => a.pointFocal);
  expect(focused, 'a seeded article with a focal point').toBeTruthy();
  const { x, y } = focused!.pointFocal!;
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // French pages: the browser speaks French, and the language script would move it from the others.
  await page.goto(`/article/${focused!.slug.fr}`);
  const image = page.locator('img.detail-image');
  await expect(image).toHaveAttribute('alt', focused!.texteAlternatif.fr);
  await expect(image).toHaveCSS('object-position', `${x}% ${y}%`);
  // Its card on the news list, on whichever page the articles other specs publish have moved it to.
  const card = page.locator(`.card-media[href="/article/${focused!.slug.fr}"] img`);
  for (let n = 1; n <= 20; n++) {
    await page.goto(n === 1 ? '/actualites' : `/actualites/${n}`);
    if ((await card.count()) > 0 || (await page.locator('.card-media').count()) === 0) break;
  }
  await expect(card).toHaveAttribute('alt', focused!.texteAlternatif.fr);
  await expect(card).toHaveCSS('object-position', `${x}% ${y}%`);

  // A realisation gallery crops its cover around its focal point, and its other images around their centre.
  const realisations = (await (await request.get('/api/v1/realisations')).json()) as {
    slug: Record<string, string>;
    images: string[];
    textesAlternatifs: Record<string, string[]>;
    pointFocal: { x: number; y: number } | null;
  }[];
  const gallery = realisations.find((r) => r.pointFocal && r.images.length > 1);
  expect(gallery, 'a seeded realisation with a focal point and several images').toBeTruthy();
  await page.goto(`/realisation/${gallery!.slug.fr}`);
  const main = page.getByTestId('gallery-main');
  const thumbs = page.locator('.gallery-thumbs button');
  // The gallery turns to the second image by itself (5 s), centred; back on the cover, its focal point applies.
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  await expect(main).toHaveAttribute('alt', gallery!.textesAlternatifs.fr[1]);
  await expect(main).toHaveCSS('object-position', '50% 50%');
  await thumbs.first().click();
  await expect(main).toHaveAttribute('alt', gallery!.textesAlternatifs.fr[0]);
  await expect(main).toHaveCSS('object-position', `${gallery!.pointFocal!.x}% ${gallery!.pointFocal!.y}%`);
  // The cover's thumbnail is cut around the same point; the others around their centre.
  await expect(thumbs.first().locator('img')).toHaveCSS('object-position', `${gallery!.pointFocal!.x}% ${gallery!.pointFocal!.y}%`);
  await expect(thumbs.nth(1).locator('img')).toHaveCSS('object-position', '50% 50%');
  expect(blocked).toEqual([]);
});
