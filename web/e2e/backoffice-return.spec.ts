// Signing in returns to the page asked for, in French and English, on a laptop and a phone: a link to
// an edit page opened signed out lands on that page after the sign-in, and a session the server ends
// mid-task lands on the login page, which says it expired, then goes back to the screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    title: 'Titre (fr)',
    login: 'Connexion administrateur',
    expired: 'Votre session a expiré : reconnectez-vous pour reprendre où vous en étiez.',
    articles: 'Articles',
  },
  en: {
    title: 'Title (fr)',
    login: 'Administrator login',
    expired: 'Your session has expired: log in again to pick up where you left off.',
    articles: 'Articles',
  },
} as const;

/** Fills the login form by its inputs' types (any interface language) and sends it. */
async function fillLogin(page: Page) {
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.motDePasse);
  await page.locator('button[type=submit]').click();
}

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });
      const words = TEXTS[lang];

      test('a link to an edit page, opened signed out, lands on that page after the sign-in', async ({ page, request }, testInfo) => {
        test.setTimeout(60_000);
        const titre = `Lien partagé ${stamp()}`;
        const id = await createArticle(request, titre);
        await page.goto(`/admin/articles/modifier/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: words.login })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/admin/connexion');
        expect(new URL(page.url()).searchParams.get('retour')).toBe(`/admin/articles/modifier/${id}`);
        // Nobody was signed in: nothing says a session expired.
        await expect(page.getByText(words.expired)).toHaveCount(0);

        await fillLogin(page);
        await expect(page).toHaveURL(new RegExp(`/admin/articles/modifier/${id}$`), { timeout: 15_000 });
        await expect(page.getByLabel(words.title)).toHaveValue(`${titre} (fr)`);
        await shoot(page, testInfo, `return-after-login-${lang}-${width.name}`);
      });

      test('a login page pointed elsewhere leads home after the sign-in', async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(`/admin/connexion?retour=${encodeURIComponent('//example.com/admin')}`);
        await fillLogin(page);
        await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
      });

      test('a session the server ended lands on the login page, which says so, then returns to the screen', async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await page.goto('/admin/connexion');
        await fillLogin(page);
        await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
        // The dashboard done with its calls (its figures and the build status): a call still to come when
        // the tokens go would end the session on the dashboard, before the click below (seen in CI).
        await expect(page.locator('.bo-figures')).toBeVisible();
        await expect(page.locator('.bo-build')).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The server no longer knows either token (as after they expire): the next call is refused and the refresh too.
        await page.evaluate(() => {
          localStorage.setItem('accessToken', 'expired.access.token');
          localStorage.setItem('refreshToken', 'expired-refresh-token');
        });
        if (width.isMobile) await page.locator('.bo-menu-toggle').click();
        await page.getByRole('navigation').getByRole('link', { name: words.articles, exact: true }).click();

        const notice = page.getByRole('status').filter({ hasText: words.expired });
        await expect(notice).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/admin/connexion');
        expect(new URL(page.url()).searchParams.get('retour')).toBe('/admin/articles');
        await shoot(page, testInfo, `session-expired-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        await fillLogin(page);
        await expect(page).toHaveURL(/\/admin\/articles$/, { timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: words.articles })).toBeVisible();
        await expect(page.getByText(words.expired)).toHaveCount(0);
      });
    });
  }
}
