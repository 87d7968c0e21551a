// The partners' strip (WCAG 2.2.2): a visible pause/play button, pause on hover and focus, no autoplay
// under prefers-reduced-motion, 24×24 bullets labelled in the page's language. The page's clock is
// Playwright's: it runs as usual, and "longer than one autoplay step" is skipped through, not waited for.
import type { Page } from '@playwright/test';
import { fr } from '../src/i18n/fr';
import { pt } from '../src/i18n/pt';
import { expect, test } from './fixtures';

async function openStrip(page: Page, path: string, title: string) {
  await page.clock.install();
  await page.goto(path);
  await page.getByRole('heading', { name: title }).scrollIntoViewIfNeeded();
  const strip = page.locator('.partners-carousel');
  await expect(page.locator('astro-island', { has: strip })).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await expect(page.locator('.partners-swiper.swiper-initialized')).toBeVisible();
  return strip;
}

const activeIndex = (page: Page) => page.locator('.partners-swiper .swiper-slide-active').getAttribute('data-swiper-slide-index');

test('moves by itself, stops with the pause button, on hover and on focus', async ({ page }) => {
  const strip = await openStrip(page, '/', fr['home.partners.title']);
  const toggle = strip.getByRole('button', { name: fr['home.partners.pause'] });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(strip).toHaveAttribute('data-autoplay', 'running');
  const first = await activeIndex(page);
  await expect.poll(() => activeIndex(page), { timeout: 10_000 }).not.toBe(first);

  await page.locator('.partners-swiper').hover();
  await expect(strip).toHaveAttribute('data-autoplay', 'stopped');
  await page.mouse.move(0, 0);
  await expect(strip).toHaveAttribute('data-autoplay', 'running');

  await page.locator('.partners-swiper .partner-logo').first().focus();
  await expect(strip).toHaveAttribute('data-autoplay', 'stopped');
  await page.locator('.partners-swiper .partner-logo').first().blur();
  await expect(strip).toHaveAttribute('data-autoplay', 'running');

  await toggle.click();
  const play = strip.getByRole('button', { name: fr['home.partners.play'] });
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(strip).toHaveAttribute('data-autoplay', 'stopped');
  const paused = await activeIndex(page);
  await page.clock.runFor(4000); // longer than one autoplay step: a paused strip must not have moved
  expect(await activeIndex(page)).toBe(paused);
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });
  test('does not move under prefers-reduced-motion until play is pressed; bullets are 24×24 and in Portuguese', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const strip = await openStrip(page, '/pt', pt['home.partners.title']);
    const play = strip.getByRole('button', { name: pt['home.partners.play'] });
    await expect(play).toBeVisible();
    await expect(strip).toHaveAttribute('data-autoplay', 'stopped');
    const still = await activeIndex(page);
    await page.clock.runFor(4000); // longer than one autoplay step
    expect(await activeIndex(page)).toBe(still);

    const bullets = page.locator('.partners-swiper .swiper-pagination-bullet');
    await expect(bullets.first()).toHaveAttribute('aria-label', pt['home.partners.bullet'].replace('{{index}}', '1'));
    const box = await bullets.first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);

    await play.click();
    await page.mouse.move(0, 0);
    await expect(strip).toHaveAttribute('data-autoplay', 'running');
  });
});
