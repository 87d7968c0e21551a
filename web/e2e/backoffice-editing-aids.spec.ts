// The editing aids of the content forms (docs/product.md §4, "Editing aids"): copying from another
// language, the draft kept while typing and offered back after a reload, the warning before leaving
// unsaved changes, and the merge when someone saved the item in the meantime.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { PNG, adminToken, signInAsAdmin, stamp } from './admin-session';

/** The signed-in person's draft of a new article (their id is in the key), or null. */
const newArticleDraft = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^teranga\.brouillon\.[^.]+\.articles\.nouveau$/.test(k) && !k.includes('.anonyme.'));
    return key ? localStorage.getItem(key) : null;
  });

test('copy from French, the kept draft after a reload, and the warning before leaving', async ({ page }) => {
  test.setTimeout(60_000);
  const titre = `Brouillon conservé ${stamp()}`;
  // The browser's own boxes: only the tab's (beforeunload) may appear; leaving inside asks in the page.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
    void dialog.accept();
  });
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await signInAsAdmin(page, '/admin/articles');
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await page.getByLabel('Titre (fr)').fill(titre);
  await page.getByRole('tabpanel').getByRole('textbox', { name: 'Contenu (fr)' }).fill('Un texte écrit en français, à traduire ensuite.');

  // Copy: the English tab offers French, and fills its empty fields.
  await page.getByRole('tab', { name: /\(en\)/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: "Copier depuis l'anglais" })).toHaveCount(0);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Copier depuis le français' }).click();
  await expect(page.getByLabel('Titre (en)')).toHaveValue(titre);
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Contenu (en)' })).toHaveText(
    'Un texte écrit en français, à traduire ensuite.',
  );

  // The draft is kept in local storage every few seconds.
  await expect.poll(() => newArticleDraft(page), { timeout: 15_000 }).toContain(titre);

  // Leaving by the menu asks first, in the page; "Annuler" keeps the form.
  await page.getByRole('navigation').getByRole('link', { name: 'Articles' }).click();
  await expect(leave).toContainText('Des modifications ne sont pas enregistrées : elles seront perdues.');
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/articles\/creer$/);
  // So does the browser's back button; "Annuler" again, the form and what was typed stay.
  await page.goBack();
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/creer$/);
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/creer$/);
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(titre);
  expect(dialogs).toEqual([]);

  // A reload asks the browser's confirmation, then offers the draft with its time.
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  const offer = page.getByRole('region', { name: 'Reprendre le brouillon' });
  await expect(offer).toContainText('Un brouillon non enregistré de ce formulaire a été conservé le');
  await expect(page.getByLabel('Titre (fr)')).toHaveValue('');
  await offer.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(titre);
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: 'Contenu (fr)' })).toHaveText(
    'Un texte écrit en français, à traduire ensuite.',
  );
  await expect(offer).toHaveCount(0);

  // Leaving by the cancel link, confirmed, discards the draft.
  await page.getByRole('link', { name: 'Annuler' }).click();
  await leave.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  expect(await newArticleDraft(page)).toBeNull();
  await page.goto('/admin/articles/creer');
  await expect(page.getByLabel('Titre (fr)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reprendre le brouillon' })).toHaveCount(0);
});

test('saving over a newer version merges the changes to other fields', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const titre = `Article à deux mains ${stamp()}`;
  const long = 'Un contenu assez long pour la règle des cent caractères, écrit pour un test de conflit. '.repeat(2);
  const created = await request.post('/api/v1/articles', {
    headers,
    multipart: {
      'titre[fr]': titre,
      'titre[en]': `${titre} en`,
      'titre[pt]': `${titre} pt`,
      'contenu[fr]': long,
      'contenu[en]': long,
      'contenu[pt]': long,
      'categories[]': 'IT',
      etat: 'brouillon',
      'texteAlternatif[fr]': 'Une baie',
      'texteAlternatif[en]': 'A rack',
      'texteAlternatif[pt]': 'Um bastidor',
      imagePrincipale: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await signInAsAdmin(page, `/admin/articles/modifier/${id}`);
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(titre);

  // Someone else saves the item meanwhile.
  const newer = `${titre} (modifié ailleurs)`;
  expect((await request.patch(`/api/v1/articles/${id}`, { headers, multipart: { 'titre[fr]': newer } })).status()).toBe(200);

  await page.getByLabel('Résumé (fr)').fill('Mon résumé');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // The stale version is refused by the CMS; the form merges its change with the stored title and saves
  // again. The other save was the same person's: the notice names no one.
  await expect(
    page.getByRole('status').filter({ hasText: 'Vos modifications ont été fusionnées avec celles enregistrées entre-temps.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(newer);
  await expect(page.getByLabel('Résumé (fr)')).toHaveValue('Mon résumé');
  await expect(page).toHaveURL(new RegExp(`/admin/articles/modifier/${id}$`));
  const stored = (await (await request.get(`/api/v1/articles/admin/${id}`, { headers })).json()) as {
    titre: { fr: string };
    resume: { fr: string };
  };
  expect(stored.titre.fr).toBe(newer);
  expect(stored.resume.fr).toBe('Mon résumé');
});
