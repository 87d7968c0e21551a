// The back-office login against the real stack (demo accounts seeded by the CMS).
import { expect, test } from './fixtures';

const ADMIN = { email: 'admin@demo.local', password: 'demo-admin-2025', name: 'Aminata Diop' };

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('a protected deep link redirects to the login page; a wrong password shows the server message', async ({ page }) => {
  await page.goto('/admin/articles/modifier/123');
  await expect(page).toHaveURL(/\/admin\/connexion\?retour=%2Fadmin%2Farticles%2Fmodifier%2F123$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion administrateur' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await logIn(page, ADMIN.email, 'pas-le-bon-mot-de-passe');
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
  await expect(page).toHaveURL(/\/admin\/connexion\?retour=/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('an administrator logs in, is welcomed by name, logs out, and protected pages then redirect', async ({ page }) => {
  await page.goto('/admin/connexion');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${ADMIN.name}` })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Navigation du back-office' });
  for (const label of ['Tableau de bord', 'Réalisations', 'Articles', 'Utilisateurs', 'Opportunités', 'Partenaires', 'Déconnexion']) {
    await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => [!!localStorage.getItem('accessToken'), !!localStorage.getItem('refreshToken')])).toEqual([true, true]);

  // The session survives a reload at a deep link (the SPA fallback serves the shell there).
  await page.goto('/admin/utilisateurs');
  await expect(page.getByRole('link', { name: 'Utilisateurs', exact: true })).toHaveAttribute('aria-current', 'page');

  await sidebar.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/admin\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.goto('/admin/realisations');
  await expect(page).toHaveURL(/\/admin\/connexion\?retour=%2Fadmin%2Frealisations$/);
});

test('an adviser using the administrator login lands in the adviser space; an administrator is not an adviser', async ({ page }) => {
  await page.goto('/admin/connexion');
  await logIn(page, 'conseiller2@demo.local', 'demo-conseiller-2025');
  await expect(page).toHaveURL(/\/conseiller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Fatou Sarr' })).toBeVisible();
  const shortcuts = page.getByRole('region', { name: 'Accès rapides' }).getByRole('link');
  await expect(shortcuts).toHaveCount(3);
  expect(await shortcuts.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
    '/conseiller/realisations',
    '/conseiller/articles',
    '/conseiller/opportunites',
  ]);
  // Every link of the dashboard (its own work too) goes to a real adviser screen, never /conseiller/biens.
  await expect(page.getByRole('region', { name: /^Mes brouillons/ })).toBeVisible();
  const links = await page.locator('main a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  for (const href of links) expect(href).toMatch(/^\/conseiller\/(realisations|articles|opportunites)(\/|$)/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/connexion$/);
});

test('on a slow network the address and the screen agree: a screen still loading shows Chargement..., never the previous form', async ({
  page,
}) => {
  // Hold the code of the forgot-password screen, as a slow phone network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/MotDePasseOublieScreen[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/conseiller/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/conseiller\/mot-de-passe-oublie$/);
  // The sign-in form must not stay under the new address: what a user typed there would be lost.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Chargement...');

  release();
  await page.getByLabel('Email').fill('personne@demo.local');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('personne@demo.local');
});
