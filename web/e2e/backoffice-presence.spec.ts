// Presence between two browser contexts (docs/product.md, "Présence"): an adviser opens their article's
// form and edits it; the administrator opens the same item, sees who edits it and a read-only form with
// "Prendre la main"; the adviser sees the administrator present, and saves: the administrator's form
// follows; the administrator takes over, and the adviser is told who did, their form read only with what
// they typed still there. In French and in English; each page's clock is moved to its next heartbeat
// instead of waiting ten seconds.
import { expect, newContext, test } from './fixtures';
import { stamp } from './admin-session';
import { ADVISER_PASSWORD, createAdviser, createArticle, shoot, signIn } from './backoffice-data';

const CASES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    readOnly: (nom: string) => `${nom} modifie cet élément : vous le voyez en lecture seule.`,
    also: 'Également ouvert par Aminata Diop, en lecture seule.',
    takeOver: 'Prendre la main',
    takenOver: 'Aminata Diop a pris la main sur cet élément : votre formulaire est en lecture seule.',
    title: 'Titre (fr)',
    save: 'Enregistrer',
    saved: 'enregistré',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    readOnly: (nom: string) => `${nom} is editing this item: you see it read only.`,
    also: 'Also open for Aminata Diop, read only.',
    takeOver: 'Take over',
    takenOver: 'Aminata Diop took over this item: your form is read only.',
    title: 'Title (fr)',
    save: 'Save',
    saved: 'saved',
  },
] as const;

/** The forms' heartbeat period (PRESENCE_HEARTBEAT_MS of packages/domain/src/presence.ts). */
const PRESENCE_HEARTBEAT_MS = 10_000;
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

for (const c of CASES) {
  test(`presence between two browser contexts (${c.lang})`, async ({ browser, request }, testInfo) => {
    test.setTimeout(90_000);
    const id = stamp();
    const adviser = await createAdviser(request, id);
    const adviserName = `Fatou Sarr ${id}`;
    const article = await createArticle(request, `Présence ${id}`, { token: adviser.token });

    const adviserContext = await newContext(browser, { locale: c.locale, viewport: LAPTOP });
    const adminContext = await newContext(browser, { locale: c.locale, viewport: LAPTOP });
    try {
      const mine = await adviserContext.newPage();
      const theirs = await adminContext.newPage();
      // Both pages' timers run on clocks the test moves: one heartbeat at a time, without waiting.
      await mine.clock.install();
      await theirs.clock.install();

      // The adviser opens the form first: they edit it, alone.
      await signIn(mine, 'conseiller', adviser.email, ADVISER_PASSWORD);
      await mine.goto(`/conseiller/articles/modifier/${article}`);
      const myTitle = mine.getByRole('textbox', { name: c.title, exact: true });
      await expect(myTitle).toHaveValue(`Présence ${id} (fr)`);
      await expect(myTitle).toBeEditable();
      await myTitle.fill(`Présence ${id} (fr), retouché`);

      // The administrator opens it: read only, the adviser named, "Prendre la main" offered.
      await signIn(theirs, 'admin', 'admin@demo.local', 'demo-admin-2025');
      await theirs.goto(`/admin/articles/modifier/${article}`);
      await expect(theirs.getByText(c.readOnly(adviserName))).toBeVisible();
      const theirTitle = theirs.getByRole('textbox', { name: c.title, exact: true });
      await expect(theirTitle).toBeDisabled();
      await expect(theirs.getByRole('button', { name: c.save, exact: true })).toBeDisabled();
      // The other languages can still be read.
      await theirs.getByRole('tab', { name: /\(en\)/ }).click();
      await expect(theirs.getByRole('tab', { name: /\(en\)/ })).toHaveAttribute('aria-selected', 'true');
      await theirs.getByRole('tab', { name: /\(fr\)/ }).click();
      await shoot(theirs, testInfo, `presence-read-only-${c.lang}-1280`);
      await theirs.setViewportSize(PHONE);
      await shoot(theirs, testInfo, `presence-read-only-${c.lang}-390`);

      // At the adviser's next heartbeat, the administrator is listed.
      await mine.clock.runFor(PRESENCE_HEARTBEAT_MS);
      await expect(mine.getByText(c.also)).toBeVisible();
      await expect(myTitle).toBeEditable();

      // The adviser saves; the administrator's read-only form follows at its next heartbeat.
      await mine.getByRole('button', { name: c.save, exact: true }).click();
      await expect(mine.getByRole('status').filter({ hasText: c.saved })).toBeVisible();
      await theirs.clock.runFor(PRESENCE_HEARTBEAT_MS);
      await expect(theirTitle).toHaveValue(`Présence ${id} (fr), retouché`);
      await expect(theirTitle).toBeDisabled();
      await myTitle.fill(`Présence ${id} (fr), retouché encore`);

      // The administrator takes over: they edit; the adviser is told at their next heartbeat.
      await theirs.getByRole('button', { name: c.takeOver }).click();
      await expect(theirTitle).toBeEditable();
      await expect(theirs.getByText(c.readOnly(adviserName))).toHaveCount(0);
      await mine.clock.runFor(PRESENCE_HEARTBEAT_MS);
      await expect(mine.getByRole('alert')).toContainText(c.takenOver);
      await expect(myTitle).toBeDisabled();
      // What the adviser typed is still there, not saved.
      await expect(myTitle).toHaveValue(`Présence ${id} (fr), retouché encore`);
      await expect(mine.getByRole('button', { name: c.takeOver })).toBeVisible();
      await mine.evaluate(() => window.scrollTo(0, 0));
      await shoot(mine, testInfo, `presence-taken-over-${c.lang}-1280`);
      await mine.setViewportSize(PHONE);
      await shoot(mine, testInfo, `presence-taken-over-${c.lang}-390`);
      await shoot(theirs, testInfo, `presence-holder-${c.lang}-390`);
    } finally {
      await adviserContext.close();
      await adminContext.close();
    }
  });
}
