// The seeded demo administrator, signed in through the back-office form or through the API, and the
// small inputs the back-office specs share (a valid one-pixel image, a suffix that makes titles unique).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const ADMIN = { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' } as const;

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in through the French form and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/connexion');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.motDePasse);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // A password check is slow on purpose (a hash), and in `npm test` the CMS shares two cores with the whole suite.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 });
}

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
