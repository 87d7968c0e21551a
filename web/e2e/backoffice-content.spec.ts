// The back-office content screens against the real stack: an administrator
// creates an article in three languages with an image, finds it, edits it and deletes it; an adviser
// creates a realisation of their own, cannot open administrator screens, and does not see another
// adviser's items.
import type { APIRequestContext } from '@playwright/test';
import { signInThroughForm } from './admin-session';
import { expect, test } from './fixtures';

// A valid 1×1 PNG: the CMS checks the bytes and Strapi reads the picture.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const long = (lang: string, words: string) => `${words} (${lang}) `.repeat(8).trim();

async function apiToken(request: APIRequestContext, email: string, motDePasse: string): Promise<string> {
  const response = await request.post('/api/v1/auth/connexion', { data: { email, motDePasse } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('an administrator creates, finds, edits and deletes an article in three languages', async ({ page }) => {
  test.setTimeout(60_000);
  const id = stamp();
  const title = { fr: `Article de test ${id}`, en: `Test article ${id}`, pt: `Artigo de teste ${id}` };
  await signInThroughForm(page, 'admin', 'admin@demo.local', 'demo-admin-2025');

  await page.getByRole('navigation').getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/creer$/);

  for (const lang of ['fr', 'en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(title[lang]);
    await page.getByLabel(`Résumé (${lang})`).fill(`Résumé ${lang}`);
    await page.getByLabel(`Contenu (${lang})`).fill(long(lang, 'Un contenu assez long pour la règle des cent caractères'));
    await page.getByLabel(`Mots-clés (${lang})`).fill(`test, ${lang}`);
    await page.getByLabel(`Texte alternatif (${lang})`).fill(`Une baie de brassage (${lang})`);
  }
  await page.getByLabel('IT', { exact: true }).check();
  await page.getByLabel('Télécom').check();
  await page.getByLabel('État').selectOption('publié');
  await expect(page.getByLabel('Date de publication')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(image('article.png'));
  await expect(page.getByRole('img', { name: 'Aperçu de article.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer et fermer' }).click();

  await expect(page).toHaveURL(/\/admin\/articles$/);
  const row = page.getByRole('row', { name: new RegExp(title.fr) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Publié')).toBeVisible();

  await row.getByRole('link', { name: title.fr, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/modifier\//);
  const edited = `${title.fr} modifié`;
  await expect(page.getByLabel('Titre (fr)')).toHaveValue(title.fr);
  await expect(page.getByRole('img', { name: 'Image actuelle' })).toBeVisible();
  await page.getByLabel('Titre (fr)').fill(edited);
  await page.getByRole('button', { name: 'Enregistrer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  const editedRow = page.getByRole('row', { name: new RegExp(edited) });
  await expect(editedRow).toBeVisible();

  await editedRow.getByRole('button', { name: `Supprimer « ${edited} »` }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row', { name: new RegExp(edited) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});

test('an adviser creates a realisation of their own, sees only their items and cannot open administrator screens', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // What another adviser owns, read through the API as that adviser.
  const otherToken = await apiToken(request, 'conseiller2@demo.local', 'demo-conseiller-2025');
  const others = (await (
    await request.get('/api/v1/realisations/admin/all', { headers: { Authorization: `Bearer ${otherToken}` } })
  ).json()) as { titre: { fr: string } }[];
  expect(others.length).toBeGreaterThan(0);

  const id = stamp();
  const title = { fr: `Réalisation de test ${id}`, en: `Test project ${id}`, pt: `Realização de teste ${id}` };
  await signInThroughForm(page, 'conseiller', 'conseiller@demo.local', 'demo-conseiller-2025');

  await page.getByRole('navigation').getByRole('link', { name: 'Mes Réalisations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes Réalisations' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle réalisation' }).click();
  await expect(page).toHaveURL(/\/conseiller\/realisations\/creer$/);

  for (const lang of ['fr', 'en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(title[lang]);
    await page.getByLabel(`Description (${lang})`).fill(`Description ${lang}`);
  }
  const secteur = page.getByLabel('Secteur');
  await secteur.selectOption({ index: 1 });
  await page.getByLabel('Année').fill('2025');
  await page.getByLabel('Statut de livraison').selectOption('livré');
  await page.locator('input[type=file]').setInputFiles([image('chantier-1.png'), image('chantier-2.png')]);
  await expect(page.getByText('2 / 5 images')).toBeVisible();
  for (const lang of ['fr', 'en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Texte alternatif de l'image 1 (${lang})`).fill(`Chantier à Thiès (${lang})`);
  }
  // The map works without its tiles (blocked here): a click places the marker.
  const map = page.getByRole('region', { name: 'Localisation' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.locator('.leaflet-container').click({ position: { x: 120, y: 120 } });
  await expect(page.getByText(/^Latitude -?\d+\.\d{6}, Longitude -?\d+\.\d{6}$/)).toBeVisible();
  await page.getByLabel('Adresse', { exact: true }).fill('Thiès, Sénégal');
  await page.getByRole('button', { name: 'Créer et fermer' }).click();

  await expect(page).toHaveURL(/\/conseiller\/realisations$/);
  await expect(page.getByRole('row', { name: new RegExp(title.fr) })).toBeVisible();
  for (const other of others) await expect(page.getByText(other.titre.fr, { exact: true })).toHaveCount(0);

  // An adviser's direct link to another adviser's item is refused by the server.
  const otherItems = (await (
    await request.get('/api/v1/realisations/admin/all', { headers: { Authorization: `Bearer ${otherToken}` } })
  ).json()) as { _id: string }[];
  await page.goto(`/conseiller/realisations/modifier/${otherItems[0]._id}`);
  await expect(page.getByRole('alert')).toHaveText('Réalisation introuvable');

  // Nor another adviser's articles and opportunities, while their own are listed.
  const ownToken = await apiToken(request, 'conseiller@demo.local', 'demo-conseiller-2025');
  for (const [kind, heading, path] of [
    ['articles', 'Mes Articles', '/articles/admin/all'],
    ['opportunites', 'Opportunités', '/opportunites'],
  ] as const) {
    const read = async (token: string) =>
      (await (await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        titre: { fr: string };
      }[];
    const theirs = await read(otherToken);
    const mine = await read(ownToken);
    expect(theirs.length).toBeGreaterThan(0);
    await page.goto(`/conseiller/${kind}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Chargement...')).toHaveCount(0);
    await expect(page.getByText('Erreur de chargement')).toHaveCount(0);
    for (const own of mine)
      await expect(page.getByRole('row', { name: new RegExp(own.titre.fr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    for (const other of theirs) await expect(page.getByText(other.titre.fr, { exact: true })).toHaveCount(0);
  }

  await page.goto('/admin/realisations');
  await expect(page).toHaveURL(/\/admin\/connexion\?retour=%2Fadmin%2Frealisations$/);

  // Tidy up: the adviser deletes their realisation.
  await page.goto('/conseiller/realisations');
  await page.getByRole('button', { name: `Supprimer « ${title.fr} »` }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title.fr) })).toHaveCount(0);
});
