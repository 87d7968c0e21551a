// Editing an item as an editor does all day, in French and English: the heading names the item and its
// state, "Enregistrer" keeps the form on screen with the notice, Ctrl/⌘+S saves, "Enregistrer et fermer"
// goes back to the list, and the history opens from the top of the form. Dates are typed and shown in
// Dakar time (UTC+0) whatever the browser's zone, and stored in UTC; the categories' hint says which rule
// applies (1 to 3 on create, 1 to 4 on edit) and why a saved article may hold a fourth.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, createArticle, signInAsAdministrator, storedArticle } from './backoffice-data';

const TEXTS = {
  fr: {
    heading: (t: string) => `Modifier l’article « ${t} »`,
    state: 'État : Brouillon',
    title: 'Titre (fr)',
    summary: 'Résumé (fr)',
    save: 'Enregistrer',
    saveAndClose: 'Enregistrer et fermer',
    saved: (t: string) => `« ${t} » a été enregistré. État : Brouillon.`,
    history: 'Historique',
    versions: 3,
    etat: 'État',
    date: 'Date de publication',
    zone: 'Heure de Dakar (UTC+0).',
    scheduled: 'Planifié pour le 1 mars 2027, 10:30 (heure de Dakar)',
    create: '(De 1 à 3)',
    createNote: 'Un article reçoit de 1 à 3 catégories à sa création ; une fois enregistré, il peut en avoir jusqu’à 4.',
    edit: '(De 1 à 4)',
    editNote: 'Jusqu’à 4 en modification (3 au plus à la création) : c’est pourquoi un article enregistré peut en avoir une quatrième.',
    categories: /^Catégories/,
  },
  en: {
    heading: (t: string) => `Edit the article “${t}”`,
    state: 'State: Draft',
    title: 'Title (fr)',
    summary: 'Summary (fr)',
    save: 'Save',
    saveAndClose: 'Save and close',
    saved: (t: string) => `“${t}” was saved. State: Draft.`,
    history: 'History',
    versions: 3,
    etat: 'State',
    date: 'Publication date',
    zone: 'Dakar time (UTC+0).',
    scheduled: 'Scheduled for 1 Mar 2027, 10:30 (Dakar time)',
    create: '(From 1 to 3)',
    createNote: 'An article gets 1 to 3 categories when it is created; once saved, it may have up to 4.',
    edit: '(From 1 to 4)',
    editNote: 'Up to 4 when editing (3 at most on creation): that is why a saved article may have a fourth.',
    categories: /^Categories/,
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  test.describe(lang, () => {
    // An editor abroad: the browser's zone is not Dakar's.
    test.use({ locale, timezoneId: 'America/New_York' });

    test('"Enregistrer" stays on the form, Ctrl/⌘+S saves, "Enregistrer et fermer" returns; the heading names the item and the history opens at the top', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const words = TEXTS[lang];
      const titre = `Relecture ${stamp()}`;
      const id = await createArticle(request, titre);
      await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
      // The interface language's title of the item, and its state.
      const shown = `${titre} (${lang})`;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading(shown));
      await expect(page.locator('.bo-page-header')).toContainText(words.state);

      await page.getByLabel(words.title).fill(`${titre} (fr) – relu`);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const renamed = lang === 'fr' ? `${titre} (fr) – relu` : shown;
      await expect(page.getByRole('status').filter({ hasText: words.saved(renamed) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/articles/modifier/${id}$`));
      await expect(page.getByLabel(words.title)).toHaveValue(`${titre} (fr) – relu`);

      // Ctrl/⌘+S from a field saves again (over the version the first save returned: no conflict).
      await page.getByLabel(words.summary).fill('Un résumé ajouté au clavier.');
      await page.keyboard.press('ControlOrMeta+s');
      await expect.poll(async () => (await storedArticle(request, id)).resume).toMatchObject({ fr: 'Un résumé ajouté au clavier.' });
      await expect(page).toHaveURL(new RegExp(`/admin/articles/modifier/${id}$`));

      // The history opens above the form, with the two saves.
      const button = page.getByRole('button', { name: words.history, exact: true });
      const buttonBox = await button.boundingBox();
      const fieldBox = await page.getByLabel(words.title).boundingBox();
      expect(buttonBox && fieldBox && buttonBox.y < fieldBox.y).toBe(true);
      await button.click();
      const panel = page.getByRole('region', { name: words.history });
      await expect(panel.getByRole('listitem')).toHaveCount(words.versions);
      const panelBox = await panel.boundingBox();
      const fieldAfter = await page.getByLabel(words.title).boundingBox();
      expect(panelBox && fieldAfter && panelBox.y < fieldAfter.y).toBe(true);

      await page.getByRole('button', { name: words.saveAndClose }).click();
      await expect(page).toHaveURL(/\/admin\/articles$/);
      await expect(page.getByRole('status').filter({ hasText: words.saved(renamed) })).toBeVisible();
    });

    test('dates are in Dakar time and stored in UTC; the categories say which rule applies and why', async ({ page, request }) => {
      test.setTimeout(60_000);
      const words = TEXTS[lang];
      const titre = `Planification ${stamp()}`;
      const id = await createArticle(request, titre);
      await signInAsAdministrator(page, '/admin/articles/creer');
      const createGroup = page.getByRole('group', { name: words.categories });
      await expect(createGroup.locator('legend')).toContainText(words.create);
      await expect(createGroup).toContainText(words.createNote);

      await page.goto(`/admin/articles/modifier/${id}`);
      const editGroup = page.getByRole('group', { name: words.categories });
      await expect(editGroup.locator('legend')).toContainText(words.edit);
      await expect(editGroup).toContainText(words.editNote);

      await page.getByLabel(words.etat).selectOption('planifié');
      const date = page.getByLabel(words.date);
      const hint = page.locator(`[id="${((await date.getAttribute('aria-describedby')) ?? '').split(' ')[0]}"]`);
      await expect(hint).toHaveText(words.zone);
      // 10:30 in Dakar, typed by an editor whose browser is in New York.
      await date.fill('2027-03-01T10:30');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expect.poll(async () => (await storedArticle(request, id)).datePublication).toBe('2027-03-01T10:30:00.000Z');
      await expect(page.locator('.bo-page-header')).toContainText(words.scheduled);
      await expect(date).toHaveValue('2027-03-01T10:30');
    });
  });
}
