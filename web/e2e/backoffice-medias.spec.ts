// The media library end to end (docs/product.md §2 "Médiathèque"): two photos uploaded at once,
// one described in three languages, used by a new article and a new realisation without retyping its texts,
// both uses listed, its deletion refused while used (no confirmation to give: the uses with their links), its file replaced and the public article showing it.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken, signInAsAdmin, stamp } from './admin-session';

const LANGS = ['fr', 'en', 'pt'] as const;
const long = (lang: string) => `Un contenu assez long pour la règle des cent caractères, sur le pylône de Thiès (${lang}). `.repeat(2);
const photo = (background: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    [format]()
    .toBuffer();
const DESCRIBED = { fr: 'Pylône de télécommunication à Thiès', en: 'Telecom mast in Thiès', pt: 'Torre de telecomunicações em Thiès' };

async function mediaNamed(request: APIRequestContext, nom: string) {
  const token = await adminToken(request);
  const answer = await request.get(`/api/v1/medias?q=${encodeURIComponent(nom)}`, { headers: { Authorization: `Bearer ${token}` } });
  const page = (await answer.json()) as { donnees: { _id: string; nom: string; url: string }[] };
  return page.donnees.find((m) => m.nom === nom)!;
}

test('an editor uploads, describes once, reuses, cannot delete while used, and replaces a picture of the library', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const id = stamp();
  const [pylone, baie] = [`pylone-${id}`, `baie-${id}`];
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Médiathèque' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();

  // Two photos in one upload.
  await page.getByLabel('Téléverser des images').setInputFiles([
    { name: `${pylone}.png`, mimeType: 'image/png', buffer: await photo('#2a6f97') },
    { name: `${baie}.jpg`, mimeType: 'image/jpeg', buffer: await photo('#8a5a44', 'jpeg') },
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 image(s) ajoutée(s) à la médiathèque.' })).toBeAttached();

  // Described once, in three languages: the first new picture's panel asks for it.
  const first = page.getByRole('dialog', { name: `Modifier « ${pylone} »` });
  for (const lang of LANGS) await first.getByLabel(`Texte alternatif (${lang.toUpperCase()})`).fill(DESCRIBED[lang]);
  await first.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Média enregistré : les contenus qui l’utilisent sont mis à jour.')).toBeAttached();
  // Then the second's, then done.
  await first.getByRole('button', { name: 'Image suivante' }).click();
  const second = page.getByRole('dialog', { name: `Modifier « ${baie} »` });
  await second.getByRole('button', { name: 'Fermer' }).click();
  await expect(second).toBeHidden();
  await page.getByLabel('Rechercher (nom, texte alternatif)').fill(id);
  await expect(page.locator('.bo-media-card')).toHaveCount(2);

  // A new published article takes it: its texts come with it.
  const titre = `Le pylône de Thiès ${id}`;
  await page.goto('/admin/articles/creer');
  for (const lang of LANGS) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(`${titre} (${lang})`);
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: `Contenu (${lang})` })
      .fill(long(lang));
  }
  await page.getByLabel('Télécom').check();
  await page.getByLabel('État').selectOption('publié');
  await page.getByRole('button', { name: 'Choisir dans la médiathèque' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir une image de la médiathèque' });
  await picker.getByLabel('Rechercher (nom, texte alternatif)').fill(pylone);
  await picker.getByRole('button', { name: `Choisir : ${pylone}` }).click();
  await expect(page.getByText(`Image de la médiathèque : ${pylone}`)).toBeVisible();
  for (const lang of LANGS) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await expect(page.getByLabel(`Texte alternatif (${lang})`)).toHaveValue(DESCRIBED[lang]);
  }
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/modifier\//);

  // A new realisation takes it too, as its cover.
  const projet = `Réseau de Thiès ${id}`;
  await page.goto('/admin/realisations/creer');
  for (const lang of LANGS) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(`${projet} (${lang})`);
  }
  await page.getByLabel('Secteur').selectOption({ index: 1 });
  await page.getByLabel('Année').fill('2025');
  await page.getByRole('button', { name: 'Choisir dans la médiathèque' }).click();
  await picker.getByLabel('Rechercher (nom, texte alternatif)').fill(pylone);
  await picker.getByRole('button', { name: `Choisir : ${pylone}` }).click();
  await expect(page.getByText('1 / 5 images')).toBeVisible();
  for (const lang of LANGS) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await expect(page.getByLabel(`Texte alternatif de l'image 1 (${lang})`)).toHaveValue(DESCRIBED[lang]);
  }
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/realisations\/modifier\//);

  // Where used: both; deleting is refused and names them.
  await page.goto('/admin/medias');
  await page.getByLabel('Rechercher (nom, texte alternatif)').fill(pylone);
  await page.getByRole('button', { name: `Modifier : ${pylone}` }).click();
  const editor = page.locator('.bo-media-editor');
  await expect(editor.getByRole('link', { name: `${titre} (fr)` })).toBeVisible();
  await expect(editor.getByRole('link', { name: `${projet} (fr)` })).toBeVisible();
  await editor.getByRole('button', { name: 'Supprimer' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'Suppression impossible : des éléments publiés ou en brouillon utilisent l’image. Ouvrez chacun ci-dessous pour la retirer ou la remplacer ; ceux de la corbeille la perdront avec elle.',
  );
  expect(await mediaNamed(request, pylone)).toBeTruthy();

  // A new file: every use keeps it, and the public article shows the new picture once rebuilt.
  const before = await mediaNamed(request, pylone);
  await editor
    .getByLabel('Remplacer le fichier')
    .setInputFiles({ name: 'nouveau.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b', 'jpeg') });
  await expect(page.getByText('Fichier remplacé : les pages qui l’utilisent montrent la nouvelle image.')).toBeVisible();
  const after = await mediaNamed(request, pylone);
  expect(after.url).not.toBe(before.url);
  const token = await adminToken(request);
  const articles = (await (
    await request.get(`/api/v1/articles/admin/all?q=${encodeURIComponent(titre)}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { donnees: { slug: { fr: string }; imagePrincipale: string }[] };
  const article = articles.donnees[0];
  expect(article.imagePrincipale).toBe(after.url);
  const name = (url: string) =>
    url
      .split('/')
      .pop()!
      .replace(/\.\w+$/, '');
  await expect.poll(async () => (await request.get(`/article/${article.slug.fr}`)).text(), { timeout: 180_000 }).toContain(name(after.url));
  const html = await (await request.get(`/article/${article.slug.fr}`)).text();
  expect(html).not.toContain(name(before.url));
});
