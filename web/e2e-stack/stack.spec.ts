// `npm start`'s stack on a fresh database: what an editor publishes goes live in the three languages, a
// scheduled article appears after its date, a rebuild without the CMS fails and leaves the last good site
// live, and the public pages work under the site's Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { fr } from '../src/i18n/fr';
import { expect, newContext, test } from '../e2e/fixtures';

declare global {
  interface Window {
    /** CSP violations the page saw (recorded by an init script). */
    __csp?: string[];
    __injected?: number;
  }
}

interface Stack {
  cmsUrl: string;
  cmsDir: string;
  workerUrl: string;
  rebuildToken: string;
  cmsPid: number;
  cmsEnv: Record<string, string>;
}
const stack: Stack = JSON.parse(process.env.E2E_STACK ?? '{}');
const ADMIN = { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWMQiVpAEmIY1RA1Gkoi2MIAADXkyoFVErBxAAAAAElFTkSuQmCC',
  'base64',
);
const LANGS = [
  ['fr', ''],
  ['en', '/en'],
  ['pt', '/pt'],
] as const;
/** A browser in each language, so the initial-language rule (docs/product.md §1) keeps the visitor on that language's pages. */
const LOCALES = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' } as const;

// The tests do not depend on each other's success. They run in the order written (the stack project has
// one worker): the last one stops the CMS.

let restartedCms: ChildProcess | null = null;
test.afterAll(() => {
  restartedCms?.kill('SIGTERM');
});

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/connexion', { data: ADMIN });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

async function createArticle(request: APIRequestContext, titre: string, extra: Record<string, string>) {
  const headers = await signIn(request);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    'categories[]': 'télécom',
    imagePrincipale: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
    ...extra,
  };
  for (const [lang] of LANGS) {
    multipart[`titre[${lang}]`] = `${titre} (${lang})`;
    multipart[`texteAlternatif[${lang}]`] = `Chantier de fibre (${lang})`;
    multipart[`contenu[${lang}]`] = `${titre}. `.repeat(6);
  }
  const res = await request.post('/api/v1/articles', { headers, multipart });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; slug: Record<string, string> };
}

/** Waits until the article page of each language, seen by a visitor in that language, shows its title (after the rebuild). */
async function expectLiveInEveryLanguage(browser: Browser, article: { slug: Record<string, string> }, titre: string, timeout: number) {
  for (const [lang, prefix] of LANGS) {
    const context = await newContext(browser, { locale: LOCALES[lang] });
    const page = await context.newPage();
    await expect(async () => {
      const res = await page.goto(`${prefix}/article/${article.slug[lang]}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${titre} (${lang})`, { timeout: 1000 });
    }).toPass({ timeout, intervals: [500] });
    await context.close();
  }
}

/** Records CSP violations of the page (securitypolicyviolation events and the console's reports). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp = [...(window.__csp ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return async () => [...violations, ...((await page.evaluate(() => window.__csp ?? [])) as string[])];
}

test('an article an administrator publishes through the API goes live in fr, en and pt', async ({ browser, page, request }) => {
  const titre = 'Mise en service de la fibre à Diamniadio';
  const article = await createArticle(request, titre, { etat: 'publié' });
  await expectLiveInEveryLanguage(browser, article, titre, 60_000);
  await page.goto('/articles');
  await expect(page.getByText(`${titre} (fr)`).first()).toBeVisible();
  const status = await request.get('/api/v1/site/build', { headers: await signIn(request) });
  expect((await status.json()).donnees).toMatchObject({ etat: 'a_jour', raison: null });
});

test('an article an administrator publishes in the back-office goes live in fr, en and pt, and the dashboard says the site is up to date', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const titre = 'Raccordement du parc industriel de Sandiara';
  await page.goto('/admin/connexion');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.motDePasse);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/articles/creer');
  for (const [lang] of LANGS) {
    await page.getByRole('tab', { name: new RegExp(`\\(${lang}\\)`) }).click();
    await page.getByLabel(`Titre (${lang})`).fill(`${titre} (${lang})`);
    await page.getByLabel(`Contenu (${lang})`).fill(`${titre}. `.repeat(6));
    await page.getByLabel(`Texte alternatif (${lang})`).fill(`Zone industrielle de Sandiara (${lang})`);
  }
  await page.getByLabel('Télécom').check();
  await page.getByLabel('État').selectOption('publié');
  await page.locator('input[type=file]').setInputFiles({ name: 'sandiara.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Créer et fermer' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);

  const headers = await signIn(request);
  const all = (await (await request.get('/api/v1/articles/admin/all', { headers })).json()) as {
    titre: Record<string, string>;
    slug: Record<string, string>;
  }[];
  const article = all.find((item) => item.titre.fr === `${titre} (fr)`);
  expect(article, 'the article the back-office created').toBeTruthy();
  await expectLiveInEveryLanguage(browser, article!, titre, 60_000);

  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Site public' }).getByRole('status')).toContainText('À jour', { timeout: 20_000 });
});

test('the public pages work under the Content-Security-Policy: home, a realisation with its map, the contact form', async ({ page }) => {
  const violations = await watchCsp(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("object-src 'none'");
  await expect(page.locator('astro-island').first()).toBeAttached();

  await page.goto('/realisations');
  await page
    .locator('.card')
    .first()
    .getByRole('link', { name: new RegExp(fr['common.viewProject']) })
    .click();
  await page.getByRole('region', { name: fr['common.location'] }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.scrollIntoViewIfNeeded();
  // The form is an island hydrated when visible: fill it once React has taken it over.
  await expect(page.locator('astro-island', { has: form })).not.toHaveAttribute('ssr');
  await form.getByLabel(fr['form.nom']).fill('Awa Ndiaye');
  await form.getByLabel(fr['form.numero']).fill('+221 77 123 45 67');
  await form.getByLabel(fr['form.email']).fill('awa.ndiaye@example.sn');
  await form.getByLabel(fr['form.description']).fill('Une question sur vos offres de câblage.');
  await form.locator('select[name="secteur"]').selectOption('logistique');
  await form.getByRole('button', { name: fr['form.submit'] }).click();
  await expect(page.getByTestId('contact-success').or(form.getByRole('alert'))).toContainText(fr['form.success.title']);
  expect(await violations()).toEqual([]);

  // The watch does see a violation: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
  });
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
});

test("npm start serves the editors' preview: a draft's unsaved title at /apercu, signed by the CMS, noindex", async ({
  request,
  baseURL,
}) => {
  const origin = { origin: new URL(baseURL ?? '').origin };
  const headers = await signIn(request);
  const draft = await createArticle(request, `Brouillon à prévisualiser ${Date.now()}`, { etat: 'brouillon' });
  const issued = await request.post(`/api/v1/articles/admin/${draft._id}/apercu?lang=en`, {
    headers,
    multipart: { 'titre[en]': 'Seen in the preview only' },
  });
  expect(issued.status()).toBe(200);
  const { jeton } = (await issued.json()).donnees;
  const shown = await request.post('/apercu?lang=en', { form: { jeton }, headers: origin });
  expect(shown.status()).toBe(200);
  expect(shown.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await shown.text()).toContain('Seen in the preview only');
  expect((await request.post('/apercu?lang=en', { form: { jeton: `${jeton}x` }, headers: origin })).status()).toBe(403);
});

test('an article planifié a few seconds ahead appears after its date', async ({ browser, page, request }) => {
  const titre = 'Inauguration planifiée du centre de Thiès';
  const date = new Date(Date.now() + 5_000);
  const article = await createArticle(request, titre, { etat: 'planifié', datePublication: date.toISOString() });
  expect((await page.goto(`/article/${article.slug.fr}`))?.status()).toBe(404);
  // The cron publishes it at its first tick after the date (every second on this stack: SCHEDULER_RULE,
  // scripts/web-e2e.mjs), then the site rebuilds.
  await expectLiveInEveryLanguage(browser, article, titre, 180_000);
  expect(Date.now()).toBeGreaterThanOrEqual(date.getTime());
});

test('with the CMS stopped, a rebuild fails, the last good site stays live, and the status shows the failure', async ({
  page,
  request,
}) => {
  const before = await (await request.get('/api/v1/articles')).json();
  await page.goto('/articles');
  const newest = (await page.locator('.card .card-title').first().innerText()).trim();
  expect(newest).not.toBe('');
  process.kill(stack.cmsPid, 'SIGTERM');
  await expect
    .poll(
      () =>
        fetch(`${stack.cmsUrl}/api/v1/secteurs`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 20_000 },
    )
    .toBe('down');

  const workerStatus = async () =>
    (await fetch(`${stack.workerUrl}/status`, { headers: { authorization: `Bearer ${stack.rebuildToken}` } })).json();
  // The newest build, by its moment (the history keeps a bounded number of builds, so not by their count).
  const lastAt = async () => (await workerStatus()).history.at(-1)?.at as string | undefined;
  await expect.poll(async () => (await workerStatus()).building, { timeout: 120_000 }).toBe(false);
  const previous = await lastAt();
  const asked = await fetch(`${stack.workerUrl}/rebuild`, { method: 'POST', headers: { authorization: `Bearer ${stack.rebuildToken}` } });
  expect(asked.status).toBe(202);
  await expect
    .poll(
      async () => {
        const s = await workerStatus();
        return !s.building && s.history.at(-1)?.at !== previous;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  const last = (await workerStatus()).history.at(-1);
  expect(last).toMatchObject({ ok: false, reason: expect.stringContaining('CMS unreachable') });

  // The last good build is still served, its newest article included.
  expect((await page.goto('/'))?.status()).toBe(200);
  expect((await page.goto('/articles'))?.status()).toBe(200);
  await expect(page.getByText(newest).first()).toBeVisible();

  // Once the CMS is back, the administrator reads the failure (the worker sends it again until it is taken).
  restartedCms = spawn(process.execPath, ['--disable-proto=delete', 'scripts/serve.js'], {
    cwd: stack.cmsDir,
    stdio: 'ignore',
    env: { ...process.env, ...stack.cmsEnv },
  });
  await expect
    .poll(
      () =>
        fetch(`${stack.cmsUrl}/api/v1/secteurs`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
  // The restarted CMS serves the articles it served before it stopped.
  const ids = (list: Array<{ _id: string }>) => list.map((item) => item._id).sort();
  expect(ids(await (await request.get('/api/v1/articles')).json())).toEqual(ids(before));
  const headers = await signIn(request);
  await expect
    .poll(async () => (await (await request.get('/api/v1/site/build', { headers })).json()).donnees, { timeout: 20_000 })
    .toMatchObject({ etat: 'echec', raison: expect.stringContaining('CMS unreachable'), derniereReussite: expect.any(String) });
});
