// The back-office lists against the real stack: an administrator searches the articles, filters
// them by state (both kept in the address, so the back button returns to the previous list),
// sorts by a column, and publishes the found drafts in one bulk action after a confirmation that
// says how many.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PNG, adminToken, signInAsAdmin, stamp } from './admin-session';

const contenu = (lang: string) => `Un contenu assez long pour la règle des cent caractères (${lang}). `.repeat(3);

async function createDraft(request: APIRequestContext, token: string, titre: string) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    etat: 'brouillon',
    'categories[]': 'télécom',
  };
  for (const lang of ['fr', 'en', 'pt']) {
    multipart[`titre[${lang}]`] = `${titre} (${lang})`;
    multipart[`contenu[${lang}]`] = contenu(lang);
    multipart[`texteAlternatif[${lang}]`] = `Fibre posée à Thiès (${lang})`;
  }
  multipart.imagePrincipale = { name: 'cover.png', mimeType: 'image/png', buffer: PNG };
  const response = await request.post('/api/v1/articles', { headers: { Authorization: `Bearer ${token}` }, multipart });
  expect(response.status(), await response.text()).toBe(201);
}

test('an administrator searches and filters the articles, then publishes the found drafts at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = stamp();
  const token = await adminToken(request);
  // Accented titles; the search is typed without accents nor capitals.
  for (const n of ['Été', 'Éclat', 'Écho']) await createDraft(request, token, `${n} ${id} : la fibre à Thiès`);

  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${id} : LA FIBRE A THIES`);
  await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);

  await page.getByRole('combobox', { name: 'État' }).selectOption('brouillon');
  await expect(page).toHaveURL(/etat=brouillon/);
  await expect(rows).toHaveCount(3);

  // Sorted by title, accents ignored: Écho, Éclat, Été.
  await page.getByRole('button', { name: 'Titre' }).click();
  await expect(page.getByRole('columnheader', { name: 'Titre' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.locator('th')).toHaveText([new RegExp(`^Écho ${id}`), new RegExp(`^Éclat ${id}`), new RegExp(`^Été ${id}`)]);

  await page.getByRole('checkbox', { name: 'Sélectionner toute la page' }).check();
  await expect(page.getByText('3 élément(s) sélectionné(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('dialog', { name: 'Publier 3 élément(s) ?' }).getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('3 élément(s) traité(s), 0 refusé(s).')).toBeVisible();
  // The drafts' search now finds nothing; the published ones are under their state.
  await expect(page.getByText(`Aucun résultat pour « ${id} : LA FIBRE A THIES ».`)).toBeVisible();
  await page.getByRole('combobox', { name: 'État' }).selectOption('publié');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row.getByText('Publié', { exact: true })).toBeVisible();

  // The back button returns to the previous filter; a reload keeps the search (a bookmark).
  await page.goBack();
  await expect(page).toHaveURL(/etat=brouillon/);
  await expect(page.getByRole('combobox', { name: 'État' })).toHaveValue('brouillon');
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(`${id} : LA FIBRE A THIES`);
  await expect(rows).toHaveCount(3);
});
