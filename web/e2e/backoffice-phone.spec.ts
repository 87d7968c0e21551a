// The edit form on a phone (390 px) and a laptop, in French and English: the version comparison keeps
// its "Cette version" / "Actuellement" headings when its table stacks, and the language tabs stay on
// one line, fitting or scrolling sideways, never widening the page.
import { expect, test } from './fixtures';
import { draftOffer, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, shoot, signInAsAdministrator } from './backoffice-data';

const TEXTS = {
  fr: {
    title: 'Titre (fr)',
    save: 'Enregistrer',
    saved: 'a été enregistré',
    history: 'Historique',
    compare: 'Comparer',
    version: 'Cette version',
    current: 'Actuellement',
    field: 'Champ',
  },
  en: {
    title: 'Title (fr)',
    save: 'Save',
    saved: 'was saved',
    history: 'History',
    compare: 'Compare',
    version: 'This version',
    current: 'Now',
    field: 'Field',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('the language tabs never widen the page and the version comparison keeps its headings', async ({ page, request }, testInfo) => {
        test.setTimeout(60_000);
        const words = TEXTS[lang];
        const title = `Lot de câbles ${stamp()}`;
        const id = await draftOffer(request, title);
        await signInAsAdministrator(page, `/admin/opportunites/modifier/${id}`);

        // The tabs: on one line, the page no wider than the screen, each tab reachable.
        const tablist = page.getByRole('tablist');
        const tabs = tablist.getByRole('tab');
        await expect(tabs).toHaveCount(3);
        const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width.viewport.width);
        await tabs.last().click();
        await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
        await tabs.first().click();

        // A version to compare with.
        await page.getByLabel(words.title).fill(`${title} – renommé`);
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
        await page.getByRole('button', { name: words.history, exact: true }).click();
        const panel = page.getByRole('region', { name: words.history });
        await panel.getByRole('listitem').last().getByRole('button', { name: words.compare }).click();
        const row = panel.getByRole('row', { name: /\(fr\)/ });
        await expect(row).toContainText(`${title} – renommé`);
        const cells = row.locator('th, td');
        if (width.name === '390') {
          // Stacked: each value says which one it is.
          // The text each cell's ::before shows (the stacked table's headings), without its quotes.
          const headings = await cells.evaluateAll((all) =>
            all.map((cell) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')),
          );
          expect(headings).toEqual([words.field, words.version, words.current]);
        } else {
          await expect(panel.getByRole('columnheader')).toHaveText([words.field, words.version, words.current]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width.viewport.width);
        await row.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `version-comparison-${lang}-${width.name}`);
      });
    });
  }
}
