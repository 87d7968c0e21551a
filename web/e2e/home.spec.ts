import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { pt } from '../src/i18n/pt';
import { expect, newContext, test } from './fixtures';

const homes = [
  { lang: 'fr', path: '/', locale: 'fr-FR', t: fr },
  { lang: 'en', path: '/en', locale: 'en-GB', t: en },
  { lang: 'pt', path: '/pt', locale: 'pt-PT', t: pt },
] as const;

for (const { lang, path, locale, t } of homes) {
  test(`home in ${lang}`, async ({ browser }) => {
    const context = await newContext(browser, { locale });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['home.hero.title']);
    const video = page.locator('video.hero-video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('poster', /hero-poster/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(page.locator('.sector-card')).toHaveCount(5);
    await expect(page.locator('section[aria-labelledby="home-realisations"] .card')).toHaveCount(3);
    await expect(page.locator('section[aria-labelledby="home-opportunites"] .card')).not.toHaveCount(0);
    await page.getByRole('heading', { name: t['home.partners.title'] }).scrollIntoViewIfNeeded();
    await expect(page.locator('.partners-swiper.swiper-initialized')).toBeVisible();
    await expect(page.getByRole('link', { name: t['home.cta.button'] })).toHaveAttribute(
      'href',
      lang === 'fr' ? '/contact' : `/${lang}/contact`,
    );
    await expect(page.locator('footer')).toContainText('© 2025');
    await context.close();
  });
}

test('header takes its scrolled style beyond 10 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('[data-header]');
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/is-scrolled/);
  // A page that opens scrolled (the browser restores the position on reload) has the style from its first frame.
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
  await expect(header).toHaveClass(/is-scrolled/);
});

test('Secteurs dropdown works with the keyboard', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /Secteurs/ });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: fr['sectorName.telecom'] }).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: fr['sectorName.genie-civil'] }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('mobile menu opens, closes with Escape and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.locator('[data-menu-toggle]');
  await expect(page.locator('#main-nav')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#main-nav')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#main-nav')).toBeHidden();
  await toggle.click();
  await page.locator('#main-nav').getByRole('link', { name: fr['nav.contact'] }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the newsletter form subscribes', async ({ page }) => {
  await page.goto('/qui-sommes-nous');
  const form = page.getByTestId('newsletter-form');
  // The footer form hydrates when the visitor reaches for it (client:interaction), not when it shows.
  await form.getByLabel(fr['footer.newsletter.email']).click();
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await form.getByLabel(fr['footer.newsletter.email']).fill(`e2e-${Date.now()}@example.sn`);
  await form.getByLabel(fr['footer.newsletter.interest']).selectOption('telecom');
  const request = page.waitForRequest('**/api/v1/newsletter');
  await form.getByRole('button', { name: fr['footer.newsletter.submit'] }).click();
  expect((await request).postDataJSON()).toMatchObject({ domaineInteret: 'telecom', langue: 'fr', website: '' });
  await expect(page.locator('.newsletter [role="status"]')).toBeVisible();
});

test('the footer newsletter form does not hydrate when it shows, only when the visitor reaches for it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/contact/merci');
  const form = page.getByTestId('newsletter-form');
  const island = page.locator('astro-island', { has: form });
  const component = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
  // In view, where client:visible would have hydrated it: an observer of the page's own, created after
  // the island's, is told the form shows, so an observer of the island was told before it; two frames
  // later, a hydration it started would have asked for the island's component.
  await form.scrollIntoViewIfNeeded();
  await form.evaluate(
    (el) =>
      new Promise<void>((shown) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => shown()));
        });
        observer.observe(el);
      }),
  );
  expect(requested).not.toContain(component);
  await expect(island).toHaveAttribute('ssr');
  await form.getByLabel(fr['footer.newsletter.email']).focus();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  // The interaction is what asked for it.
  expect(requested).toContain(component);
});
