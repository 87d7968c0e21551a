// The formatted-text editor of the back-office forms (docs/product.md §5, "Formatted text"): a labelled
// toolbar whose toggles say their state, keyboard shortcuts, and the HTML the CMS stores.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { PNG, adminToken, signInAsAdmin, stamp } from './admin-session';

const long = (lang: string) => `Un contenu assez long pour la règle des cent caractères (${lang}) `.repeat(3).trim();

async function storedArticle(request: APIRequestContext, titre: string) {
  const token = await adminToken(request);
  const all = (await (await request.get('/api/v1/articles/admin/all', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    titre: { fr: string };
    contenu: Record<string, string>;
  }[];
  return all.find((a) => a.titre.fr === titre);
}

test('an editor formats an article with the toolbar and shortcuts, links a phrase (a refused address first), and the CMS stores the HTML', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const titre = `Article mis en forme ${stamp()}`;
  await signInAsAdmin(page, '/admin/articles/creer');

  const panel = page.getByRole('tabpanel');
  const editor = panel.getByRole('textbox', { name: 'Contenu (fr)' });
  await expect(editor).toBeVisible();
  const toolbar = panel.getByRole('toolbar', { name: 'Mise en forme' });
  const bold = toolbar.getByRole('button', { name: 'Gras' });
  const bullets = toolbar.getByRole('button', { name: 'Liste à puces' });
  for (const name of [
    'Gras',
    'Italique',
    'Titre de niveau 2',
    'Titre de niveau 3',
    'Liste à puces',
    'Liste numérotée',
    'Lien',
    'Citation',
    'Défaire',
    'Refaire',
  ]) {
    await expect(toolbar.getByRole('button', { name })).toBeVisible();
  }
  await expect(toolbar.getByRole('button', { name: 'Défaire' })).toBeDisabled();

  await page.getByLabel('Titre (fr)').fill(titre);
  await editor.click();
  await page.keyboard.type('Le chantier commence. ');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Très important');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' et la suite du texte, assez longue pour compter cent caractères au moins.');
  await page.keyboard.press('Enter');
  await bullets.click();
  await expect(bullets).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('étude');
  await page.keyboard.press('Enter');
  await page.keyboard.type('pose');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(bullets).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Voir le site');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('ControlOrMeta+k');
  const address = page.getByLabel('Adresse du lien (https://, mailto: ou tel:)');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Appliquer le lien' }).click();
  await expect(page.getByText('Adresse refusée')).toBeVisible();
  await address.fill('https://example.org/chantier');
  // A new address clears the refusal, as an editor sees before applying it.
  await expect(page.getByText('Adresse refusée')).toHaveCount(0);
  await page.getByRole('button', { name: 'Appliquer le lien' }).click();
  // The link as the editor's markup holds it.
  await expect(editor.locator('a', { hasText: 'Voir le site' })).toHaveAttribute('href', 'https://example.org/chantier');
  await expect(toolbar.getByRole('button', { name: 'Défaire' })).toBeEnabled();
  await expect(panel.getByText(/^\d+ caractères$/)).toBeVisible();

  for (const lang of ['en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(`${titre} ${lang}`);
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: `Contenu (${lang})` })
      .fill(long(lang));
  }
  await page.getByLabel('IT', { exact: true }).check();
  await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  for (const lang of ['fr', 'en', 'pt'] as const) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Texte alternatif (${lang})`).fill(`Un chantier (${lang})`);
  }
  await page.getByRole('button', { name: 'Créer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);

  const stored = await storedArticle(request, titre);
  expect(stored?.contenu.fr).toBe(
    '<p>Le chantier commence. <strong>Très important</strong> et la suite du texte, assez longue pour compter cent caractères au moins.</p>' +
      '<ul><li><p>étude</p></li><li><p>pose</p></li></ul><p><a href="https://example.org/chantier" rel="noopener">Voir le site</a></p>',
  );
  expect(stored?.contenu.en).toBe(`<p>${long('en')}</p>`);
});
