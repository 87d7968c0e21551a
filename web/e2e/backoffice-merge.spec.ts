// Two people editing one article (docs/product.md, "Editing aids" and "Présence"), in two browser
// contexts, in French and in English: the adviser types, the administrator takes over and saves. When the
// adviser then saves what they typed, the CMS still refuses the stale version (409) and the form merges:
// changes to different fields are saved on top of the administrator's, with a notice naming them; a field
// both changed asks, in a dialog of the page, with both values side by side, which one to keep.
// Each page's clock is moved to its next heartbeat instead of waiting ten seconds.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import { stamp } from './admin-session';
import { violations } from './axe';
import { ADVISER_PASSWORD, createAdviser, createArticle, shoot, signIn, storedArticle } from './backoffice-data';

const CASES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    title: 'Titre (fr)',
    summary: 'Résumé (fr)',
    save: 'Enregistrer',
    takeOver: 'Prendre la main',
    saveMine: 'Enregistrer mes saisies',
    takenOver: 'Aminata Diop a pris la main sur cet élément',
    merged: 'Vos modifications ont été fusionnées avec celles de Aminata Diop.',
    dialog: 'Modifié entre-temps : choisissez, champ par champ',
    mine: 'Ma version',
    theirs: 'Version de Aminata Diop',
    choose: 'Enregistrer avec ces choix',
    saved: 'enregistré',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    title: 'Title (fr)',
    summary: 'Summary (fr)',
    save: 'Save',
    takeOver: 'Take over',
    saveMine: 'Save my entries',
    takenOver: 'Aminata Diop took over this item',
    merged: 'Your changes were merged with those of Aminata Diop.',
    dialog: 'Changed in the meantime: choose field by field',
    mine: 'My version',
    theirs: 'Version of Aminata Diop',
    choose: 'Save with these choices',
    saved: 'saved',
  },
] as const;

/** The forms' heartbeat period (PRESENCE_HEARTBEAT_MS of packages/domain/src/presence.ts). */
const PRESENCE_HEARTBEAT_MS = 10_000;
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type Case = (typeof CASES)[number];

/**
 * The adviser opens their article and types with `type`; the administrator opens it (read only), takes
 * over, types with `theirs` and saves; the adviser is told at their next heartbeat. Returns both pages.
 */
async function twoEditors(
  c: Case,
  { browser, request }: { browser: Browser; request: APIRequestContext },
  type: (page: Page) => Promise<void>,
  theirs: (page: Page) => Promise<void>,
) {
  const id = stamp();
  const adviser = await createAdviser(request, id);
  const article = await createArticle(request, `Fusion ${id}`, { token: adviser.token });
  const adviserContext = await newContext(browser, { locale: c.locale, viewport: LAPTOP });
  const adminContext = await newContext(browser, { locale: c.locale, viewport: LAPTOP });
  const mine = await adviserContext.newPage();
  const other = await adminContext.newPage();
  await mine.clock.install();
  await other.clock.install();

  await signIn(mine, 'conseiller', adviser.email, ADVISER_PASSWORD);
  await mine.goto(`/conseiller/articles/modifier/${article}`);
  await expect(mine.getByRole('textbox', { name: c.title, exact: true })).toBeEditable();
  await type(mine);

  await signIn(other, 'admin', 'admin@demo.local', 'demo-admin-2025');
  await other.goto(`/admin/articles/modifier/${article}`);
  await other.getByRole('button', { name: c.takeOver }).click();
  const otherTitle = other.getByRole('textbox', { name: c.title, exact: true });
  await expect(otherTitle).toBeEditable();
  await theirs(other);
  await other.getByRole('button', { name: c.save, exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: c.saved })).toBeVisible();

  await mine.clock.runFor(PRESENCE_HEARTBEAT_MS);
  await expect(mine.getByRole('alert')).toContainText(c.takenOver);
  return { id, article, mine, other, close: () => Promise.all([adviserContext.close(), adminContext.close()]) };
}

for (const c of CASES) {
  test(`changes to different fields are merged, taken back or not (${c.lang})`, async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const summary = `Le résumé de la conseillère ${c.lang}`;
    let titre = '';
    const { article, mine, close } = await twoEditors(
      c,
      { browser, request },
      (page) => page.getByRole('textbox', { name: c.summary, exact: true }).fill(summary),
      async (page) => {
        titre = `Titre de l'administratrice ${c.lang}`;
        await page.getByRole('textbox', { name: c.title, exact: true }).fill(titre);
      },
    );
    try {
      // Taken over: what the adviser typed is still there, read only; they take it back and save it.
      const mySummary = mine.getByRole('textbox', { name: c.summary, exact: true });
      await expect(mySummary).toBeDisabled();
      await expect(mySummary).toHaveValue(summary);
      await mine.getByRole('button', { name: c.takeOver }).click();
      await expect(mySummary).toBeEditable();
      await mine.getByRole('button', { name: c.save, exact: true }).click();

      // Merged with the administrator's title, said so, both stored.
      await expect(mine.getByRole('status').filter({ hasText: c.merged })).toBeVisible();
      await expect(mine.getByRole('status').filter({ hasText: c.saved })).toBeVisible();
      await expect(mine.getByRole('textbox', { name: c.title, exact: true })).toHaveValue(titre);
      await expect(mySummary).toHaveValue(summary);
      const stored = (await storedArticle(request, article)) as { titre: { fr: string }; resume: { fr: string } };
      expect(stored.titre.fr).toBe(titre);
      expect(stored.resume.fr).toBe(summary);
      await mine.evaluate(() => window.scrollTo(0, 0));
      await shoot(mine, testInfo, `merge-notice-${c.lang}-1280`);
      await mine.setViewportSize(PHONE);
      await shoot(mine, testInfo, `merge-notice-${c.lang}-390`);
    } finally {
      await close();
    }
  });

  test(`a field both changed asks which to keep, side by side; saved from the taken-over form (${c.lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const myTitle = `Mon titre ${c.lang}`;
    const theirTitle = `Leur titre ${c.lang}`;
    const mySummary = `Mon résumé ${c.lang}`;
    const { article, mine, close } = await twoEditors(
      c,
      { browser, request },
      async (page) => {
        await page.getByRole('textbox', { name: c.title, exact: true }).fill(myTitle);
        await page.getByRole('textbox', { name: c.summary, exact: true }).fill(mySummary);
      },
      (page) => page.getByRole('textbox', { name: c.title, exact: true }).fill(theirTitle),
    );
    try {
      // Still read only, the adviser saves what they typed without taking over.
      await expect(mine.getByRole('textbox', { name: c.title, exact: true })).toBeDisabled();
      await mine.evaluate(() => window.scrollTo(0, 0));
      await shoot(mine, testInfo, `merge-taken-over-${c.lang}-1280`);
      await mine.getByRole('button', { name: c.saveMine }).click();

      const dialog = mine.getByRole('dialog', { name: c.dialog });
      await expect(dialog).toBeVisible();
      const group = dialog.getByRole('group', { name: c.title });
      await expect(group.getByRole('radio')).toHaveCount(2);
      await expect(group.locator('label').filter({ hasText: c.mine })).toContainText(myTitle);
      await expect(group.locator('label').filter({ hasText: c.theirs })).toContainText(theirTitle);
      // Only the title was changed on both sides: the summary is merged without asking.
      await expect(dialog.getByRole('group')).toHaveCount(1);
      // Side by side on a laptop.
      const [left, right] = await Promise.all(
        [c.mine, c.theirs].map((name) => group.locator('label').filter({ hasText: name }).boundingBox()),
      );
      expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);
      await expect(dialog.getByRole('button', { name: c.choose })).toBeDisabled();
      expect(await violations(mine)).toEqual([]);
      await shoot(mine, testInfo, `merge-dialog-${c.lang}-1280`);
      await mine.setViewportSize(PHONE);
      expect(await violations(mine)).toEqual([]);
      await shoot(mine, testInfo, `merge-dialog-${c.lang}-390`);

      await group.getByRole('radio', { name: c.mine }).check();
      await dialog.getByRole('button', { name: c.choose }).click();
      await expect(dialog).toHaveCount(0);
      await expect(mine.getByRole('status').filter({ hasText: c.merged })).toBeVisible();
      const stored = (await storedArticle(request, article)) as { titre: { fr: string }; resume: { fr: string } };
      expect(stored.titre.fr).toBe(myTitle);
      expect(stored.resume.fr).toBe(mySummary);
    } finally {
      await close();
    }
  });
}
