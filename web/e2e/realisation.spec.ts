import { fr } from '../src/i18n/fr';
import { expect, test } from './fixtures';

test('realisation detail: gallery rotation, metadata, map, keywords and share links', async ({ page }) => {
  await page.goto('/realisations');
  // The newest realisation has several images and coordinates in the demo content.
  await page
    .locator('.card')
    .first()
    .getByRole('link', { name: new RegExp(fr['common.viewProject']) })
    .click();
  await expect(page).toHaveURL(/\/realisation\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const main = page.getByTestId('gallery-main');
  const thumbs = page.locator('.gallery-thumbs button');
  expect(await thumbs.count()).toBeGreaterThan(1);
  const first = await main.getAttribute('src');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => main.getAttribute('src'), { timeout: 8000, intervals: [500] }).not.toBe(first);
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await thumbs.first().click();
  await expect(main).toHaveAttribute('src', first!);

  await expect(page.getByTestId('delivery-badge')).toHaveText(/^(Livré|En cours)$/);
  await expect(page.locator('.meta-list')).toContainText(fr['common.year']);

  const mapSection = page.getByRole('region', { name: fr['common.location'] });
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await mapSection.scrollIntoViewIfNeeded();
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  expect((await map.boundingBox())?.height).toBe(400);
  await page.locator('.leaflet-marker-icon').click();
  await expect(page.locator('.leaflet-popup-content')).toContainText(await page.getByRole('heading', { level: 1 }).innerText());

  await expect(page.locator('.tags li').first()).toBeVisible();
  await expect(page.locator('[data-share="facebook"]')).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
  await expect(page.locator('[data-share="twitter"]')).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
  await expect(page.locator('[data-share="whatsapp"]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
});

test('lists: opportunity descriptions are cut at 120 characters', async ({ page }) => {
  await page.goto('/opportunites');
  const texts = await page.locator('.card-body > p:not(.card-meta)').allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text.length).toBeLessThanOrEqual(121);
  }
  expect(texts.some((t) => t.endsWith('…'))).toBe(true);
  await page
    .locator('.card')
    .first()
    .getByRole('link', { name: new RegExp(fr['common.viewOpportunity']) })
    .click();
  await expect(page).toHaveURL(/\/opportunite\//);
  await expect(page.locator('.meta-list')).toContainText(fr['common.country']);
});

test('/articles leads to the article list', async ({ page }) => {
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr['actualites.title']);
  await page
    .locator('.card')
    .first()
    .getByRole('link', { name: new RegExp(fr['common.readMore']) })
    .click();
  await expect(page).toHaveURL(/\/article\//);
  await expect(page.locator('.cats .badge').first()).toBeVisible();
});
