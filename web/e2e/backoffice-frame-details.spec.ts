// The frame's smaller details, in French and English, on a laptop and a phone: the media library at
// its French address (the older one leads there), list headers in one case, the sidebar's column as
// tall as a long page, row checkboxes and every control big enough to hit (24 px, 44 px by finger),
// and the contact inbox's search saying what it searches.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: { medias: 'Médiathèque', articles: 'Articles', inbox: 'Demandes de contact', inboxSearch: 'Nom, email ou entreprise…' },
  en: { medias: 'Media library', articles: 'Articles', inbox: 'Contact requests', inboxSearch: 'Name, email or company…' },
} as const;

/** The visible controls of the screen (the sidebar's and the main area's) smaller than `min` px either way. */
function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((least) => {
    const selector = [
      'button',
      'select',
      'input[type=search]',
      '.bo-button',
      '.bo-sidebar a',
      '.bo-select-target',
      '.bo-check',
      '.bo-segmented label',
      '.bo-medias-check',
    ].join(',');
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.closest('.bo-main, .bo-sidebar') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => {
        // A checkbox's target is its label; the label is measured instead of the box inside it.
        const box = el.getBoundingClientRect();
        // Drawn nowhere (the phone's table headers, read by screen readers only): not a target.
        if (box.width === 0 || box.height === 0) return false;
        return Math.round(box.width) < least || Math.round(box.height) < least;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, min);
}

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });
      const words = TEXTS[lang];
      const target = width.isMobile ? 44 : 24;

      test('the media library answers at /admin/mediatheque, and /admin/medias leads there', async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await signInAsAdministrator(page, '/admin/mediatheque');
        await expect(page.getByRole('heading', { level: 1, name: words.medias })).toBeVisible();
        await page.goto('/admin/medias?q=logo');
        await expect(page).toHaveURL(/\/admin\/mediatheque\?q=logo$/);
        await expect(page.getByRole('heading', { level: 1, name: words.medias })).toBeVisible();
        if (width.isMobile) await page.locator('.bo-menu-toggle').click();
        await expect(page.getByRole('navigation').getByRole('link', { name: words.medias })).toHaveAttribute('href', '/admin/mediatheque');
        if (width.isMobile) await page.locator('.bo-menu-toggle').click();
        await shoot(page, testInfo, `mediatheque-${lang}-${width.name}`);
        expect(await smallTargets(page, target)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      });

      test('a list’s headers share one case, its checkboxes and controls are big enough to hit', async ({ page, request }, testInfo) => {
        test.setTimeout(60_000);
        const titre = `Cases et cibles ${stamp()}`;
        await createArticle(request, titre);
        await signInAsAdministrator(page, `/admin/articles?q=${encodeURIComponent(titre)}`);
        const row = page.getByRole('row').filter({ hasText: titre });
        await expect(row).toBeVisible();

        // Every header is drawn as written, sortable (a button) or not.
        const headers = await page
          .locator('.bo-table thead th, .bo-table thead th button')
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textTransform));
        expect(new Set(headers)).toEqual(new Set(['none']));

        const checkbox = row.locator('.bo-select-target');
        const box = await checkbox.boundingBox();
        expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(target);
        // The whole target ticks the row.
        await checkbox.click({ position: { x: 2, y: 2 } });
        await expect(row.getByRole('checkbox')).toBeChecked();
        await checkbox.click({ position: { x: 2, y: 2 } });
        await expect(row.getByRole('checkbox')).not.toBeChecked();

        expect(await smallTargets(page, target)).toEqual([]);
        await shoot(page, testInfo, `list-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
      });

      test('the sidebar’s column reaches the bottom of a long form', async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await signInAsAdministrator(page, '/admin/articles/creer');
        await expect(page.locator('form.bo-form')).toBeVisible();
        // The text editor loads after the form: its toolbar is measured too, so the spec waits for it.
        await expect(page.locator('.bo-rich-toolbar button').first()).toBeVisible();
        const heights = await page.evaluate(() => {
          const body = document.querySelector('.bo-body') as HTMLElement;
          const column = getComputedStyle(body, '::before');
          return {
            page: document.documentElement.scrollHeight,
            body: body.getBoundingClientRect().bottom + window.scrollY,
            column: column.display === 'none' ? null : parseFloat(column.height),
            bodyHeight: body.getBoundingClientRect().height,
            background: column.backgroundColor,
          };
        });
        // A long page: the form is taller than the screen.
        expect(heights.page).toBeGreaterThan(width.viewport.height * 1.5);
        if (width.isMobile) {
          // On a phone the sidebar is a menu over the screen, not a column.
          expect(heights.column).toBeNull();
        } else {
          expect(heights.column).toBeGreaterThanOrEqual(heights.bodyHeight - 1);
          expect(heights.body).toBeGreaterThanOrEqual(heights.page - 1);
          expect(heights.background).toBe('rgb(255, 255, 255)');
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await shoot(page, testInfo, `form-bottom-${lang}-${width.name}`);
        }
        expect(await smallTargets(page, target)).toEqual([]);
      });

      test('the contact inbox’s search says what it searches', async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await signInAsAdministrator(page, '/admin/demandes-contact');
        await expect(page.getByRole('heading', { level: 1, name: words.inbox })).toBeVisible();
        await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', words.inboxSearch);
        expect(await smallTargets(page, target)).toEqual([]);
        await shoot(page, testInfo, `inbox-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}
