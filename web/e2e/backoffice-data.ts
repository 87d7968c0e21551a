// What the back-office specs of the editor's daily work share: signing in whatever the interface
// language, the widths they look at, items made through the API with unique titles, and screenshots
// kept in the test output.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { PNG, adminToken, signIn } from './admin-session';

export const ADVISER_PASSWORD = 'demo-conseiller-2025';

/** The two widths the editor's screens are checked at: a laptop and a phone (a touch screen). */
export const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

/** The back-office in French and in English: the browser's language chooses it. */
export const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-GB' },
] as const;

export { signIn };

export const signInAsAdministrator = (page: Page, path?: string) => signIn(page, 'admin', 'admin@demo.local', 'demo-admin-2025', path);

type Part = string | { name: string; mimeType: string; buffer: Buffer };

/** A multipart body with the localized fields in fr, en and pt (`value(lang)`). */
function localized(fields: Record<string, (lang: string) => string>): Record<string, Part> {
  const out: Record<string, Part> = {};
  for (const [field, value] of Object.entries(fields)) for (const lang of ['fr', 'en', 'pt']) out[`${field}[${lang}]`] = value(lang);
  return out;
}

export const contenu = (lang: string) => `Un contenu assez long pour la règle des cent caractères (${lang}). `.repeat(3);

/** An article made through the API as `token`'s owner; its `_id`. Titles are `${titre} (lang)`. */
export async function createArticle(
  request: APIRequestContext,
  titre: string,
  options: { token?: string; etat?: string; datePublication?: string; categories?: string[]; contenu?: (lang: string) => string } = {},
): Promise<string> {
  const multipart: Record<string, Part> = {
    etat: options.etat ?? 'brouillon',
    ...localized({
      titre: (l) => `${titre} (${l})`,
      contenu: options.contenu ?? contenu,
      texteAlternatif: (l) => `Fibre posée à Thiès (${l})`,
    }),
    imagePrincipale: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
  };
  if (options.datePublication) multipart.datePublication = options.datePublication;
  // One `categories[]` part per category: the form field holds one value per name.
  const categories = options.categories ?? ['télécom'];
  multipart['categories[]'] = categories[0];
  const response = await request.post('/api/v1/articles', {
    headers: { Authorization: `Bearer ${options.token ?? (await adminToken(request))}` },
    multipart,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The stored article, as the back-office reads it. */
export async function storedArticle(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/v1/articles/admin/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A new adviser account (unique email) and its bearer token. */
export async function createAdviser(request: APIRequestContext, stampValue: string): Promise<{ email: string; token: string }> {
  const email = `conseiller.${stampValue}@demo.local`;
  const made = await request.post('/api/v1/utilisateurs', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      prenom: 'Fatou',
      nom: `Sarr ${stampValue}`,
      email,
      motDePasse: ADVISER_PASSWORD,
      confirmationMotDePasse: ADVISER_PASSWORD,
      role: 'conseiller',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const login = await request.post('/api/v1/auth/connexion', { data: { email, motDePasse: ADVISER_PASSWORD } });
  return { email, token: ((await login.json()) as { token: string }).token };
}

/** A screenshot in the test's output folder; its path (the note lists them). */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  console.log(`screenshot: ${path}`);
  return path;
}

/** The sticky bar's bottom edge, in the viewport. */
export async function barBottom(page: Page): Promise<number> {
  const box = await page.locator('.bo-topbar').boundingBox();
  if (!box) throw new Error('no top bar');
  return box.y + box.height;
}

/** Whether the element's top is below the sticky bar and inside the viewport (not covered by the bar). */
export async function clearOfBar(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= (await barBottom(page)) - 1 && box.y < viewport.height;
}
