// The seeded demo administrator, signed in through the API as the back-office's form does, and the
// small inputs the back-office specs share (a valid one-pixel image, a suffix that makes titles unique).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { ACCESS_KEY, REFRESH_KEY } from '../src/backoffice/session/tokens';

export const ADMIN = { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' } as const;

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Signs in as the sign-in screen does, through `POST /api/v1/auth/connexion`, with the tokens kept where
 * the screen keeps them, then opens `path` (the dashboard by default). The form itself is
 * backoffice-login.spec's subject; here it would cost every test a screen and a dashboard it does not read.
 */
export async function signIn(page: Page, area: 'admin' | 'conseiller', email: string, password: string, path = `/${area}`) {
  const answer = await page.request.post('/api/v1/auth/connexion', { data: { email, motDePasse: password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, tokenRafraichissement } = (await answer.json()) as { token: string; tokenRafraichissement: string };
  // Local storage belongs to the origin: a small file of the site opens it.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([keys, values]) => keys.forEach((key, i) => localStorage.setItem(key, values[i])),
    [
      [ACCESS_KEY, REFRESH_KEY],
      [token, tokenRafraichissement],
    ],
  );
  await page.goto(path);
}

/** Through the French sign-in form, for the specs whose subject includes it; waits for the dashboard. */
export async function signInThroughForm(page: Page, area: 'admin' | 'conseiller', email: string, password: string) {
  await page.goto(`/${area}/connexion`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // A password check is slow on purpose (a hash), and in `npm test` the CMS shares two cores with the whole suite.
  await expect(page).toHaveURL(new RegExp(`/${area}/?$`), { timeout: 15_000 });
}

/** Signs the administrator in (signIn above) and opens `path`, the dashboard by default. */
export const signInAsAdmin = (page: Page, path?: string) => signIn(page, 'admin', ADMIN.email, ADMIN.motDePasse, path);

/** A bearer token of the administrator, for preparing data through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/connexion', { data: ADMIN });
  return ((await response.json()) as { token: string }).token;
}

/** A draft opportunity with a picture and its texts in fr, en and pt, created as the administrator; its `_id`. */
export async function draftOffer(request: APIRequestContext, title: string): Promise<string> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    categorie: 'Vente',
    pays: 'Sénégal',
    statut: 'actif',
    etat: 'brouillon',
    image: { name: 'offre.png', mimeType: 'image/png', buffer: PNG },
  };
  for (const lang of ['fr', 'en', 'pt']) {
    multipart[`titre[${lang}]`] = `${title} (${lang})`;
    multipart[`description[${lang}]`] = `Lot de câbles (${lang}).`;
    multipart[`texteAlternatif[${lang}]`] = `Bobines de câble (${lang})`;
  }
  const created = await request.post('/api/v1/opportunites', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}
