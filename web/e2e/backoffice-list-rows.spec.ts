// The content lists, dense, in French and English, on a laptop and a phone: an article with an
// 80-character title takes one line at 1,280 px (the title cut with an ellipsis, whole in its link's
// name and tooltip) and a compact card at 390 px (title, state, last modification, a checkbox and the
// actions a finger can hit). Administrators see each item's author, by name, and its last modification
// in the interface language, sortable; advisers, whose items are all their own, see no author column.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { draftOffer, stamp } from './admin-session';
import { violations } from './axe';
import {
  ADVISER_PASSWORD,
  LANGUAGES,
  WIDTHS,
  createAdviser,
  createArticle,
  shoot,
  signIn,
  signInAsAdministrator,
  storedArticle,
} from './backoffice-data';

const HEADERS = {
  fr: { auteur: 'Auteur', modifie: 'Dernière modification', titre: 'Titre' },
  en: { auteur: 'Author', modifie: 'Last modified', titre: 'Title' },
} as const;

/**
 * A row's highest at 1,280 px: one line of text beside the row's 32 px buttons and the cell padding
 * (about 45 px); a title wrapping onto a second line would make it 70 px or more. At 390 px: the card's
 * two 44 px lines (title; state, date and actions) and its padding.
 */
const MAX_ROW = { '1280': 56, '390': 120 } as const;

/** The last modification as the list writes it: short date and time, in Dakar time, in the interface language. */
const stampOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Dakar' }).format(new Date(iso));

/** Whether the table fits its frame: no column pushed out of sight behind a horizontal scroll. */
const fits = (page: Page) => page.locator('.bo-table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth);

async function height(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.height;
}

/** The targets of a row a finger (44 px) or a mouse (24 px) has to hit. */
async function expectTargets(row: Locator, min: number) {
  const targets = [row.locator('label.bo-select-target'), row.locator('.bo-col-title a'), row.getByRole('button')];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, 'a target on screen').not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(min);
    expect(box!.width).toBeGreaterThanOrEqual(min);
  }
}

/** The text of the row's cell under the column headed `header` (1,280 px: the headers are shown). */
async function cellUnder(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await page.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `a column headed ${header}`).toBeGreaterThanOrEqual(0);
  return (await row.locator('th, td').nth(index).innerText()).trim();
}

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('an 80-character title keeps its row compact; administrators see author and last modification, advisers no author', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(90_000);
        const words = HEADERS[lang];
        const id = stamp();
        const adviser = await createAdviser(request, id);
        // `${titre} (${lang})`: 75 characters and the 5 of the language's suffix.
        const titre = `Rangée ${id} : le déploiement de la fibre optique jusqu’aux abonnés de Thiès`.padEnd(75, '.').slice(0, 75);
        const name = `${titre} (${lang})`;
        expect(name).toHaveLength(80);
        const mine = await createArticle(request, titre, { token: adviser.token });
        const adminTitre = `Admin ${titre}`.slice(0, 75);
        await createArticle(request, adminTitre);
        const modified = (await storedArticle(request, mine)).dateModification as string;

        await signInAsAdministrator(page, `/admin/articles?q=${encodeURIComponent(id)}`);
        const rows = page.locator('tbody tr');
        await expect(rows).toHaveCount(2);
        const row = rows.filter({ hasText: name }).filter({ hasNotText: 'Admin' });
        const title = row.getByRole('link', { name, exact: true });
        await expect(title).toHaveAttribute('title', name);
        expect(await height(row)).toBeLessThanOrEqual(MAX_ROW[width.name]);
        // Cut, not wrapped: the link is narrower than its text.
        expect(await title.evaluate((a) => a.scrollWidth > a.clientWidth)).toBe(true);
        await expect(row.getByText(stampOf(modified, locale), { exact: true })).toBeVisible();
        await expectTargets(row, width.hasTouch ? 44 : 24);
        expect(await fits(page)).toBe(true);
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `list-rows-admin-${lang}-${width.name}`);

        // The offers' list, one column more (their statut), keeps its rows as compact.
        await draftOffer(request, titre);
        await page.goto(`/admin/opportunites?q=${encodeURIComponent(id)}`);
        await expect(rows).toHaveCount(1);
        await expect(rows.first().getByRole('link', { name, exact: true })).toBeVisible();
        expect(await height(rows.first())).toBeLessThanOrEqual(MAX_ROW[width.name]);
        expect(await fits(page)).toBe(true);
        await shoot(page, testInfo, `list-rows-offers-${lang}-${width.name}`);
        await page.goto(`/admin/articles?q=${encodeURIComponent(id)}`);
        await expect(rows).toHaveCount(2);

        if (width.name === '1280') {
          await expect(page.getByRole('columnheader', { name: words.auteur })).toBeVisible();
          expect(await cellUnder(page, row, words.auteur)).toBe(`Fatou Sarr ${id}`);
          expect(await cellUnder(page, rows.filter({ hasText: 'Admin' }), words.auteur)).toBe('Aminata Diop');
          expect(await cellUnder(page, row, words.modifie)).toBe(stampOf(modified, locale));
          // Sorted by last modification, oldest first: the adviser's article, made first.
          await page.getByRole('button', { name: words.modifie }).click();
          await expect(page.getByRole('columnheader', { name: words.modifie })).toHaveAttribute('aria-sort', 'ascending');
          await expect(page).toHaveURL(/tri=dateModification/);
          await expect(rows.first()).not.toContainText('Admin');
          await page.getByRole('button', { name: words.modifie }).click();
          await expect(page).toHaveURL(/tri=-dateModification/);
          await expect(rows.first()).toContainText('Admin');
        } else {
          // The card leaves the author to the laptop view and the form.
          await expect(row.getByText(`Fatou Sarr ${id}`)).toBeHidden();
        }

        // The adviser: their own article, no author column, its last modification.
        await page.context().clearCookies();
        await page.evaluate(() => window.localStorage.clear());
        await signIn(page, 'conseiller', adviser.email, ADVISER_PASSWORD, `/conseiller/articles?q=${encodeURIComponent(id)}`);
        await expect(rows).toHaveCount(1);
        await expect(page.getByRole('columnheader', { name: words.auteur })).toHaveCount(0);
        await expect(page.getByRole('columnheader', { name: words.modifie })).toHaveCount(1);
        await expect(rows.first().getByText(stampOf(modified, locale), { exact: true })).toBeVisible();
        await expect(rows.first().getByText(`Fatou Sarr ${id}`)).toHaveCount(0);
        expect(await height(rows.first())).toBeLessThanOrEqual(MAX_ROW[width.name]);
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `list-rows-adviser-${lang}-${width.name}`);
      });
    });
  }
}
