// The administrator's users and contact inbox against the real stack: a user is created, found in
// the list and deleted after the confirmation; a contact request sent from the public API is marked
// handled in the inbox.
import { signInThroughForm } from './admin-session';
import { expect, newContext, test } from './fixtures';
import { mailedLink } from './mailbox';

// A valid 1×1 PNG: the CMS checks the bytes and Strapi reads the picture.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an administrator creates a user, finds it in the list, and deletes it after the confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  const id = stamp();
  const email = `test.${id}@demo.local`;
  await signInThroughForm(page, 'admin', 'admin@demo.local', 'demo-admin-2025');

  await page.getByRole('navigation').getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvel utilisateur' }).click();
  await expect(page).toHaveURL(/\/admin\/utilisateurs\/creer$/);

  // The client-side rules first: docs/product.md §5's words.
  await page.getByLabel(/^Prénom/).fill('Test');
  await page.getByLabel(/^Nom/).fill(`Utilisateur ${id}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill('mot-de-passe-2026');
  await page.getByLabel(/^Confirmation du mot de passe/).fill('autre-mot-de-passe');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(['Les mots de passe ne correspondent pas.']);

  await page.getByLabel(/^Confirmation du mot de passe/).fill('mot-de-passe-2026');
  await expect(page.getByLabel(/^Rôle/)).toHaveValue('conseiller');
  await page.getByRole('button', { name: 'Créer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/utilisateurs$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Conseiller');
  await expect(row).toContainText('Actif');

  // Declining the confirmation keeps the user; accepting deletes it.
  const dialog = page.getByRole('dialog', { name: 'Confirmer la suppression de cet utilisateur ?' });
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await expect(dialog).toContainText(`« Test Utilisateur ${id} » sera supprimé définitivement.`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Supprimer/ }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The deletion is in the activity log.
  await page.getByRole('navigation').getByRole('link', { name: "Journal d'activité" }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Test Utilisateur ${id}` })
      .filter({ hasText: 'Suppression' }),
  ).toBeVisible();
});

test('an administrator marks a new contact request handled, then back to handle', async ({ page, request }) => {
  const nom = `Demandeur ${stamp()}`;
  const sent = await request.post('/api/v1/contact', {
    data: {
      nom,
      numero: '+221 77 123 45 67',
      email: 'demandeur@example.sn',
      entreprise: 'Test SARL',
      description: 'Merci de me rappeler au sujet d’un devis.',
      secteur: 'telecom',
    },
  });
  expect(sent.ok()).toBe(true);
  await signInThroughForm(page, 'admin', 'admin@demo.local', 'demo-admin-2025');

  await page.getByRole('navigation').getByRole('link', { name: 'Demandes de contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes de contact' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nom }) });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: '+221 77 123 45 67' })).toHaveAttribute('href', 'tel:+221771234567');
  await item.getByRole('button', { name: 'Marquer comme traitée' }).click();
  await expect(item).toHaveCount(0);

  await page.getByRole('radio', { name: 'Traitées' }).check();
  const handled = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nom }) });
  await expect(handled).toContainText('Traitée le');

  // Closed too early: it goes back among the requests to handle.
  await handled.getByRole('button', { name: 'Remettre à traiter' }).click();
  await expect(handled).toHaveCount(0);
  await page.getByRole('radio', { name: 'À traiter' }).check();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nom }) })).toBeVisible();
});

test('an administrator sees a new newsletter subscription, confirmed through its mail, and exports the subscribers as a CSV file', async ({
  page,
  request,
  browser,
}) => {
  const email = `lecteur.${stamp()}@example.sn`;
  const sent = await request.post('/api/v1/newsletter', { data: { email, domaineInteret: 'Télécom' } });
  expect(sent.ok()).toBe(true);
  await signInThroughForm(page, 'admin', 'admin@demo.local', 'demo-admin-2025');

  await page.getByRole('navigation').getByRole('link', { name: 'Newsletter' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Télécom');
  // The stack has a mail server: the subscription waits until the reader opens the link mailed to them.
  await expect(row).toContainText('En attente de confirmation');
  const link = new URL(await mailedLink(email, /https?:\/\/[^\s"<]+\/newsletter\/confirmation\?jeton=[^\s"<]+/));
  const readerContext = await newContext(browser);
  const reader = await readerContext.newPage();
  await reader.goto(`${link.pathname}${link.search}`);
  await expect(reader.getByRole('status')).toHaveText('Votre inscription à la newsletter est confirmée. Merci !');
  await readerContext.close();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Confirmé');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter les abonnés confirmés (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(email);
});

test('an administrator creates a partner with a logo, edits it on its edit screen, and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  const nom = `Partenaire ${stamp()}`;
  await signInThroughForm(page, 'admin', 'admin@demo.local', 'demo-admin-2025');
  await page.getByRole('navigation').getByRole('link', { name: 'Partenaires' }).click();
  await page.getByRole('link', { name: 'Nouveau partenaire' }).click();
  await expect(page).toHaveURL(/\/admin\/partenaires\/creer$/);

  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(['Le nom est obligatoire.', 'Le logo est obligatoire.']);

  await page.getByLabel(/^Nom/).fill(nom);
  await page.getByLabel(/^Site web/).fill('https://partenaire.example');
  await page.getByLabel(/^Ordre d'affichage/).fill('40');
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Nouveau logo', { exact: true })).toBeVisible();
  // "Créer" opens the new partner in its own form, with the notice; "Créer et fermer" would go to the list.
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/partenaires\/modifier\/[^/]+$/);
  await expect(page.getByTestId('save-notice')).toHaveText(`« ${nom} » a été créé.`);
  await expect(page.getByText('Logo actuel', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/admin\/partenaires$/);
  const row = page.getByRole('row').filter({ hasText: nom });
  await expect(row.getByRole('img', { name: `Logo de ${nom}` })).toBeVisible();

  await row.getByRole('link', { name: `Modifier ${nom}` }).click();
  await expect(page).toHaveURL(/\/admin\/partenaires\/modifier\/[^/]+$/);
  await expect(page.getByText('Logo actuel', { exact: true })).toBeVisible();
  await page.getByLabel(/^Afficher ce partenaire/).uncheck();
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'nouveau.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enregistrer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/partenaires$/);
  await expect(page.getByTestId('save-notice')).toHaveText(`« ${nom} » a été enregistré.`);
  await expect(row.getByRole('button', { name: /^Afficher ce partenaire/ })).toHaveText('Masqué');

  await row.getByRole('button', { name: `Supprimer ${nom}` }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: nom })).toHaveCount(0);
});
