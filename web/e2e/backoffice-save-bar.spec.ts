// The content forms' save bar (docs/backoffice.md, "Barre d'enregistrement"), in French and English, at
// 1,280 and 390 px: it stays on screen whether the long form is scrolled to its top or its bottom, says the
// item's state, and publishes a draft now ("Publier": the state word changes, the notice shows by the bar
// with "Voir sur le site"), takes it back ("Dépublier") and schedules it ("Planifier…", a date asked in a
// dialog). A publication the rules refuse shows their reasons and leaves the item a draft. The fields common
// to the three languages sit once, after the language tabs, under their heading; the overlapping fields say
// where they show on the site. An adviser's notice turns to "en ligne" once the site shows their item.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { violations } from './axe';
import {
  ADVISER_PASSWORD,
  LANGUAGES,
  WIDTHS,
  contenu,
  createAdviser,
  createArticle,
  shoot,
  signIn,
  signInAsAdministrator,
  storedArticle,
} from './backoffice-data';

const TEXTS = {
  fr: {
    state: (word: string) => `État : ${word}`,
    draft: 'Brouillon',
    published: 'Publié',
    scheduled: 'Planifié',
    publish: 'Publier',
    unpublish: 'Dépublier',
    schedule: 'Planifier…',
    scheduleTitle: 'Planifier la publication',
    scheduleConfirm: 'Planifier',
    date: 'Date de publication',
    view: 'Voir sur le site',
    online: 'en ligne',
    common: 'Commun aux trois langues',
    categories: /^Catégories/,
    resumePlace: 'Sous le titre de la page de l’article et sur sa carte dans les listes.',
    secteurPlace: 'Pas affiché sur la page de l’article : il le met sur la page de ce secteur.',
    errors: 'Le formulaire n’a pas été enregistré',
    contentRequired: 'Le contenu (en) est obligatoire.',
    bar: 'Enregistrement et publication',
  },
  en: {
    state: (word: string) => `State: ${word}`,
    draft: 'Draft',
    published: 'Published',
    scheduled: 'Scheduled',
    publish: 'Publish',
    unpublish: 'Unpublish',
    schedule: 'Schedule…',
    scheduleTitle: 'Schedule the publication',
    scheduleConfirm: 'Schedule',
    date: 'Publication date',
    view: 'View on the site',
    online: 'online',
    common: 'Common to the three languages',
    categories: /^Categories/,
    resumePlace: 'Under the title of the article’s page and on its card in lists.',
    secteurPlace: 'Not shown on the article’s page: it puts the article on this sector’s page.',
    errors: 'The form was not saved',
    contentRequired: 'The content (en) is required.',
    bar: 'Saving and publishing',
  },
} as const;

/** Whether the whole element is inside the viewport. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height + 1 && box.height > 0);
}

const scrollTo = (page: Page, where: 'top' | 'bottom') =>
  page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.documentElement.scrollHeight), where);

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile, timezoneId: 'Africa/Dakar' });

      test('the bar stays on screen; Publier, Dépublier and Planifier… set the state; shared fields are outside the tabs', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(120_000);
        const words = TEXTS[lang];
        const titre = `Barre d’enregistrement ${stamp()}`;
        const id = await createArticle(request, titre);
        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
        const bar = page.getByRole('region', { name: words.bar });
        const etat = bar.getByTestId('save-bar-etat');
        await expect(etat).toHaveText(words.draft);
        await expect(bar).toContainText(words.state(words.draft));

        // On screen at the top and at the bottom of the long form.
        await scrollTo(page, 'top');
        // Its state and actions (its box runs on below the screen's edge: see content.css).
        const shown = bar.locator('.bo-savebar-actions');
        expect(await inViewport(page, shown), 'the bar at the top of the form').toBe(true);
        expect(await inViewport(page, etat), 'the state at the top of the form').toBe(true);
        await shoot(page, testInfo, `save-bar-top-${lang}-${width.name}`);
        await scrollTo(page, 'bottom');
        expect(await inViewport(page, shown), 'the bar at the bottom of the form').toBe(true);
        expect(await inViewport(page, etat), 'the state at the bottom of the form').toBe(true);

        // The shared fields once, after the tabs, under their heading; the overlapping ones say where they show.
        const common = page.getByTestId('common-fields');
        await expect(common.getByRole('heading', { name: words.common })).toBeVisible();
        await expect(common.getByRole('group', { name: words.categories })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('group', { name: words.categories })).toHaveCount(0);
        await expect(common.getByText(words.secteurPlace)).toBeVisible();
        await expect(page.getByRole('tabpanel').getByText(words.resumePlace)).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `save-bar-bottom-${lang}-${width.name}`);

        // "Publier" from the top of the page: the state word changes, the notice shows by the bar.
        await scrollTo(page, 'top');
        await bar.getByRole('button', { name: words.publish, exact: true }).click();
        await expect(etat).toHaveText(words.published);
        const notice = bar.getByTestId('save-notice');
        await expect(notice).toBeVisible();
        expect(await inViewport(page, notice), 'the notice, without scrolling').toBe(true);
        await expect(notice.getByRole('link', { name: words.view })).toHaveAttribute(
          'href',
          lang === 'fr' ? /^\/article\// : /^\/en\/article\//,
        );
        expect(await storedArticle(request, id)).toMatchObject({ etat: 'publié' });
        await expect(bar.getByRole('button', { name: words.publish, exact: true })).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `save-bar-published-${lang}-${width.name}`);

        // "Dépublier": a draft again.
        await bar.getByRole('button', { name: words.unpublish }).click();
        await expect(etat).toHaveText(words.draft);
        await expect.poll(async () => (await storedArticle(request, id)).etat).toBe('brouillon');

        // "Planifier…": a date in the dialog, typed in Dakar time, stored in UTC.
        await bar.getByRole('button', { name: words.schedule }).click();
        const dialog = page.getByRole('dialog', { name: words.scheduleTitle });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel(words.date).fill('2030-03-15T08:00');
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `save-bar-schedule-${lang}-${width.name}`);
        await dialog.getByRole('button', { name: words.scheduleConfirm, exact: true }).click();
        await expect(dialog).toHaveCount(0);
        await expect(etat).toHaveText(words.scheduled);
        expect(await storedArticle(request, id)).toMatchObject({ etat: 'planifié', datePublication: '2030-03-15T08:00:00.000Z' });
      });
    });
  }

  test.describe(lang, () => {
    test.use({ locale, timezoneId: 'Africa/Dakar' });

    test('"Publier" refused shows the reasons at the fields and leaves a draft', async ({ page, request }, testInfo) => {
      test.setTimeout(60_000);
      const words = TEXTS[lang];
      // A draft without its English and Portuguese texts (a draft needs its French text only): not publishable.
      const id = await createArticle(request, `Brouillon trop court ${stamp()}`, {
        contenu: (l) => (l === 'fr' ? contenu(l) : ''),
      });
      await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
      const bar = page.getByRole('region', { name: words.bar });
      await bar.getByRole('button', { name: words.publish, exact: true }).click();
      const summary = page.getByRole('alert').filter({ hasText: words.errors });
      await expect(summary).toBeVisible();
      // The rules' own words, each a link to its field (in its language's tab).
      const reason = summary.getByRole('link', { name: words.contentRequired });
      await expect(reason).toBeVisible();
      await reason.click();
      await expect(page.locator('.bo-field-error').filter({ hasText: words.contentRequired })).toBeVisible();
      await expect(bar.getByTestId('save-bar-etat')).toHaveText(words.draft);
      expect((await storedArticle(request, id)).etat).toBe('brouillon');
      await shoot(page, testInfo, `save-bar-refused-${lang}`);
    });

    test("an adviser's notice turns to “en ligne” once the site shows the item", async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const words = TEXTS[lang];
      const adviser = await createAdviser(request, stamp());
      const id = await createArticle(request, `Publié par un conseiller ${stamp()}`, { token: adviser.token });
      await signIn(page, 'conseiller', adviser.email, ADVISER_PASSWORD, `/conseiller/articles/modifier/${id}`);
      const bar = page.getByRole('region', { name: words.bar });
      await bar.getByRole('button', { name: words.publish, exact: true }).click();
      await expect(bar.getByTestId('save-bar-etat')).toHaveText(words.published);
      const notice = bar.getByTestId('save-notice');
      await expect(notice.getByRole('link', { name: words.view })).toBeVisible();
      // The site rebuilds after the publication; the item's own status says when its page shows it.
      await expect(notice.locator('[data-progress]')).toHaveAttribute('data-progress', 'online', { timeout: 150_000 });
      await expect(notice.locator('[data-progress]')).toHaveText(words.online);
      await shoot(page, testInfo, `save-bar-adviser-online-${lang}`);
    });
  });
}
