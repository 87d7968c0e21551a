// Recovering from mistakes against the real stack: a deleted partner is found in the Corbeille and
// restored, then erased for good; a forgotten password is reset through the mail the CMS sends to the
// run's local SMTP sink (scripts/mail-sink.mjs), from the sign-in page to signing in again; a version
// restores from the Historique panel, and a restore that would break a published article's publishing
// rules is refused in the words publishing uses.
import { expect, test } from './fixtures';
import { PNG, adminToken, draftOffer, signInThroughForm, stamp } from './admin-session';
import { mailedLink } from './mailbox';
import { contenu, createArticle, signIn, storedArticle } from './backoffice-data';

/** The reset link of the latest mail to `to` in the run's mail folder, once it has come. */
const resetLinkFor = (to: string) => mailedLink(to, /https?:\/\/[^\s"<]+\/conseiller\/reinitialiser\?token=[0-9a-f]{64}/);

test('a deleted partner waits in the Corbeille, comes back with Restaurer, and is erased for good', async ({ page, request }) => {
  test.setTimeout(60_000);
  const nom = `Partenaire corbeille ${stamp()}`;
  const created = await request.post('/api/v1/partenaires', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: { nom, ordreAffichage: '50', actif: 'true', logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'admin', 'admin@demo.local', 'demo-admin-2025');
  await page.getByRole('navigation').getByRole('link', { name: 'Partenaires' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: nom })
    .getByRole('button', { name: `Supprimer ${nom}` })
    .click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: nom })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Corbeille' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corbeille' })).toBeVisible();
  // The retention the CMS applies (TRASH_RETENTION_DAYS, 30 by default), as its answer says.
  await expect(page.getByText('Les éléments supprimés restent ici 30 jours, puis sont effacés avec leurs images.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: nom });
  await expect(row).toContainText('Partenaire');
  await expect(row).toContainText('Aminata Diop');
  await row.getByRole('button', { name: `Restaurer : ${nom}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `« ${nom} » a été restauré.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nom })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Partenaires' }).click();
  const back = page.getByRole('row').filter({ hasText: nom });
  await expect(back.getByRole('img', { name: `Logo de ${nom}` })).toBeVisible();
  await back.getByRole('button', { name: `Supprimer ${nom}` }).click();
  await page.getByRole('dialog', { name: 'Confirmer la suppression ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('row').filter({ hasText: nom })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Corbeille' }).click();
  const again = page.getByRole('row').filter({ hasText: nom });
  await again.getByRole('button', { name: `Supprimer définitivement : ${nom}` }).click();
  const erase = page.getByRole('dialog', { name: `Supprimer définitivement « ${nom} » ?` });
  await expect(erase).toContainText('Cette action est irréversible.');
  await erase.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('status').filter({ hasText: `« ${nom} » a été supprimé définitivement.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nom })).toHaveCount(0);
});

test('an adviser resets a forgotten password through the mailed link and signs in with the new one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `oubli.${stamp()}@demo.local`;
  const made = await request.post('/api/v1/utilisateurs', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      prenom: 'Awa',
      nom: 'Oubli',
      email,
      motDePasse: 'ancien-mot-de-passe',
      confirmationMotDePasse: 'ancien-mot-de-passe',
      role: 'conseiller',
    },
  });
  expect(made.status()).toBe(201);

  await page.goto('/conseiller/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/conseiller\/mot-de-passe-oublie$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si un compte actif correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.',
  );

  const link = new URL(await resetLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret-2026');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('autre-chose-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas.');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('nouveau-secret-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText('Mot de passe changé. Vous pouvez vous connecter.');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^Nouveau mot de passe/).fill('encore-un-autre-2026');
  await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('encore-un-autre-2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Ce lien de réinitialisation n'est plus valide (déjà utilisé ou expiré). Demandez-en un nouveau.",
  );
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();

  await signInThroughForm(page, 'conseiller', email, 'nouveau-secret-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Awa Oubli' })).toBeVisible();
});

test('the Historique panel of an edit form compares a version with the current values and restores it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Lot de câbles ${stamp()}`;
  const id = await draftOffer(request, title);

  await signIn(page, 'admin', 'admin@demo.local', 'demo-admin-2025', `/admin/opportunites/modifier/${id}`);
  await expect(page.getByLabel(/^Titre \(fr\)/)).toHaveValue(`${title} (fr)`);
  await page.getByLabel(/^Titre \(fr\)/).fill(`${title} – renommé`);
  // "Enregistrer" keeps the form on screen; the history opens from its top and holds the new version.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a été enregistré' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/opportunites/modifier/${id}$`));
  await page.getByRole('button', { name: 'Historique' }).click();
  const panel = page.getByRole('region', { name: 'Historique' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText('Modifié : Titre');
  await expect(panel.getByRole('listitem').first()).toContainText('Aminata Diop');
  await expect(panel.getByRole('listitem').last()).toContainText('Création');

  await panel.getByRole('listitem').last().getByRole('button', { name: 'Comparer' }).click();
  const row = panel.getByRole('row', { name: /Titre \(fr\)/ });
  await expect(row).toContainText(`${title} (fr)`);
  await expect(row).toContainText(`${title} – renommé`);
  await expect(panel.getByRole('row')).toHaveCount(2);

  // A restore asks first: the item is a draft, and stays one; the version's content replaces the draft.
  await panel.getByRole('button', { name: 'Restaurer cette version' }).click();
  const dialog = page.getByRole('dialog', { name: /^Restaurer la version du / });
  await expect(dialog).toContainText(
    "L'élément reste un brouillon : le contenu de cette version remplacera le brouillon ; le site ne change pas.",
  );
  await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('Version restaurée.');
  await expect(page.getByLabel(/^Titre \(fr\)/)).toHaveValue(`${title} (fr)`);
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Restauré (version du ');
});

test('a restore that would leave a published article breaking a publishing rule is refused, in the words publishing uses', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await createArticle(request, `Article à compléter ${stamp()}`);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const english = contenu('en').trim();
  // A draft without its English content (publishing it is refused), then completed and published.
  expect((await request.patch(`/api/v1/articles/${id}`, { headers, multipart: { 'contenu[en]': '' } })).status()).toBe(200);
  const publishing = await request.patch(`/api/v1/articles/${id}`, {
    headers,
    multipart: { etat: 'publié', datePublication: '2025-02-01T10:30:00.000Z' },
  });
  expect(publishing.status()).toBe(400);
  const refusal = ((await publishing.json()) as { error: { message: string } }).error.message;
  const published = await request.patch(`/api/v1/articles/${id}`, {
    headers,
    multipart: { 'contenu[en]': english, etat: 'publié', datePublication: '2025-02-01T10:30:00.000Z' },
  });
  expect(published.status(), await published.text()).toBe(200);

  await signIn(page, 'admin', 'admin@demo.local', 'demo-admin-2025', `/admin/articles/modifier/${id}`);
  await page.getByRole('button', { name: 'Historique' }).click();
  const panel = page.getByRole('region', { name: 'Historique' });
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await entries.nth(1).getByRole('button', { name: 'Comparer' }).click();
  await panel.getByRole('button', { name: 'Restaurer cette version' }).click();
  const dialog = page.getByRole('dialog', { name: /^Restaurer la version du / });
  await expect(dialog).toContainText("L'élément est en ligne et le reste");
  await dialog.getByRole('button', { name: 'Restaurer', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(refusal);
  // Nothing was stored: the article keeps its English content, published.
  await expect(entries).toHaveCount(3);
  expect(await storedArticle(request, id)).toMatchObject({ etat: 'publié', contenu: { en: english } });
});
