// Site search in each language: the header links to it; typing finds that language's articles,
// realisations and opportunities only, as links that open the item; the Content-Security-Policy lets
// Pagefind run on the search page; a ?q= address (a search sent without JavaScript) shows its results.
import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { pt } from '../src/i18n/pt';
import { expect, newContext, test } from './fixtures';

const LANGS = [
  ['fr', '', fr, 'fr-FR'],
  ['en', '/en', en, 'en-GB'],
  ['pt', '/pt', pt, 'pt-PT'],
] as const;
const KINDS = [
  ['actualites', 'article'],
  ['realisations', 'realisation'],
  ['opportunites', 'opportunite'],
] as const;

/** The first card of a list page: its title and the detail page it links to. */
async function firstCard(page: Page, listPath: string) {
  await page.goto(listPath);
  const link = page.locator('.card .card-title a').first();
  return { title: (await link.innerText()).trim(), href: new URL((await link.getAttribute('href'))!, 'http://x').pathname };
}

/** The longest word of a title: distinctive enough to find the item. */
const keyword = (title: string) => title.split(/[\s,.:;!?()«»"“”'’-]+/).sort((a, b) => b.length - a.length)[0];

for (const [lang, prefix, messages, locale] of LANGS) {
  test.describe(`search in ${lang}`, () => {
    test.use({ locale });

    test("the header links to it, and typing finds the language's articles, realisations and opportunities", async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      for (const [list, kind] of KINDS) {
        const item = await firstCard(page, `${prefix}/${list}`);
        expect(item.href.startsWith(`${prefix}/${kind}/`)).toBe(true);
        await page.getByRole('navigation', { name: messages['nav.main'] }).getByRole('link', { name: messages['nav.search'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/recherche$`));
        const box = page.getByRole('searchbox', { name: messages['search.label'] });
        await box.pressSequentially(keyword(item.title), { delay: 40 });
        const results = page.locator('[data-search-results] a');
        await expect(results.filter({ hasText: item.title }).first()).toBeVisible({ timeout: 10_000 });
        await expect(page.getByRole('status')).toContainText(keyword(item.title));
        // Only this language's pages: French ones have no /en or /pt prefix.
        for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
          if (prefix) expect(href.startsWith(`${prefix}/`), href).toBe(true);
          else expect(/^\/(?:en|pt)\//.test(href), href).toBe(false);
          expect(href).not.toMatch(/\.html$/);
        }
        await results.filter({ hasText: item.title }).first().click();
        await expect(page).toHaveURL(new RegExp(`${item.href}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      }
      expect(violations).toEqual([]);
    });

    test('an address with ?q= shows its results (what the form sends without JavaScript)', async ({ page }) => {
      const item = await firstCard(page, `${prefix}/actualites`);
      await page.goto(`${prefix}/recherche?q=${encodeURIComponent(keyword(item.title))}`);
      await expect(page.getByRole('searchbox', { name: messages['search.label'] })).toHaveValue(keyword(item.title));
      await expect(page.locator('[data-search-results] a').filter({ hasText: item.title }).first()).toBeVisible({ timeout: 10_000 });
    });
  });
}

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/recherche');
  await page.getByRole('searchbox', { name: fr['search.label'] }).fill('zzqxwv');
  await expect(page.getByRole('status')).toHaveText(fr['search.none'].replace('{{query}}', 'zzqxwv'));
  await expect(page.locator('[data-search-results] li')).toHaveCount(0);
});

test('without JavaScript the search form sends the words in the address', async ({ browser }) => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/recherche');
  // (Playwright's text queries skip <noscript>: the paragraph is found by its class.)
  await expect(page.locator('p.notice')).toHaveText(en['search.noscript']);
  await expect(page.locator('p.notice')).toBeVisible();
  await page.getByRole('searchbox', { name: en['search.label'] }).fill('fibre');
  await page.getByRole('button', { name: en['search.submit'] }).click();
  await expect(page).toHaveURL(/\/en\/recherche\?q=fibre$/);
  await context.close();
});
