// "Aperçu à côté" (docs/backoffice.md, "Aperçu"): the preview panel beside a content form follows the form
// without loading its page again (its window and its scroll stay), shows the language tab in view, takes
// the editor to the field a click in the page comes from, outlines a broken link there, and is the only
// page of the site another page may frame, from the site's own origin only. In French and English, at a
// laptop's and a phone's width; axe finds nothing on the screen.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { PNG, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    toggle: 'Aperçu à côté',
    form: 'Formulaire',
    preview: 'Aperçu',
    title: (l: string) => `Titre (${l})`,
    current: 'Aperçu à jour',
    desktop: 'Ordinateur',
    edit: 'Modifier : Titre (EN)',
  },
  en: {
    toggle: 'Preview alongside',
    form: 'Form',
    preview: 'Preview',
    title: (l: string) => `Title (${l})`,
    current: 'Preview up to date',
    desktop: 'Desktop',
    edit: 'Edit: Title (EN)',
  },
} as const;

/** A page of the site that does not exist. */
const broken = (site: string, lang: string) => `${site}/article/page-qui-n-existe-pas-${lang}`;

/** Content long enough to scroll, with a link to a page the site does not have. */
const contenuWithLink = (site: string) => (lang: string) =>
  `<p>Premier paragraphe du contenu, assez long pour la règle des cent caractères (${lang}).</p>` +
  `<p>Voir <a href="${broken(site, lang)}">cette page</a> pour la suite (${lang}).</p>` +
  Array.from({ length: 12 }, (_, i) => `<p>Paragraphe ${i + 3} qui allonge la page pour qu’elle défile (${lang}).</p>`).join('');

for (const width of WIDTHS) {
  for (const { lang, locale } of LANGUAGES) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('the panel follows the form without a reload, in the tab’s language, and a click in it edits', async ({
        page,
        request,
        baseURL,
      }, testInfo) => {
        test.setTimeout(120_000);
        const words = TEXTS[lang];
        const narrow = width.name === '390';
        const titre = `Aperçu à côté ${stamp()}`;
        const site = new URL(baseURL ?? '').origin;
        const id = await createArticle(request, titre, { contenu: contenuWithLink(site) });
        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
        await expect(page.getByLabel(words.title('fr'))).toHaveValue(`${titre} (fr)`);

        const toggle = page.getByRole('button', { name: words.toggle });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        const frameElement = page.getByTestId('apercu-frame');
        const frame = page.frameLocator('[data-testid="apercu-frame"]');
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${titre} (fr)`);
        await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.getByTestId('apercu-status')).toHaveText(words.current);
        // Side by side from 1,280 px; below, the panel alone, the form one switch away.
        if (narrow) await expect(page.getByLabel(words.title('fr'))).toBeHidden();
        else await expect(page.getByLabel(words.title('fr'))).toBeVisible();
        await shoot(page, testInfo, `apercu-panel-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        // A mark on the page's window and a scroll: both stay through the next render.
        await frameElement.evaluate((element: HTMLIFrameElement) => {
          (element.contentWindow as Window & { marker?: string }).marker = 'same page';
          element.contentWindow!.scrollTo({ top: 300, behavior: 'instant' });
        });
        const scrolled = await frameElement.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollY);
        expect(scrolled).toBe(300);

        if (narrow) await page.getByRole('button', { name: words.form, exact: true }).click();
        const typed = `${titre} modifié (fr)`;
        await page.getByLabel(words.title('fr')).fill(typed);
        if (narrow) await page.getByRole('button', { name: words.preview, exact: true }).click();
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed);
        expect(
          await frameElement.evaluate((element: HTMLIFrameElement) => (element.contentWindow as Window & { marker?: string }).marker),
        ).toBe('same page');
        expect(await frameElement.evaluate((element: HTMLIFrameElement) => element.contentWindow!.scrollY)).toBe(scrolled);

        // The page's broken link is outlined, from the checks before publishing.
        await expect(frame.locator(`a[href="${broken(site, 'fr')}"]`)).toHaveAttribute('data-apercu-controle', 'contenu.fr');

        // The English tab shows the English page.
        if (narrow) await page.getByRole('button', { name: words.form, exact: true }).click();
        await page.getByRole('tab', { name: /\(en\)/ }).click();
        if (narrow) await page.getByRole('button', { name: words.preview, exact: true }).click();
        await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${titre} (en)`);

        // The page at a desktop's width, scaled down to the panel.
        await page.getByRole('button', { name: words.desktop, exact: true }).click();
        await expect(frameElement).toHaveCSS('width', '1280px');
        expect(await frameElement.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth)).toBe(1280);
        const box = await frameElement.boundingBox();
        expect(box!.width).toBeLessThan(width.viewport.width);

        // Hovering names the field; a click on the title focuses it, a paragraph the content editor (the form shows again).
        await frame.getByRole('heading', { level: 1 }).hover();
        await expect(frame.locator('.apercu-etiquette')).toHaveText(words.edit);
        await frame.getByRole('heading', { level: 1 }).click();
        await expect(page.getByLabel(words.title('en'))).toBeFocused();
        if (narrow) await page.getByRole('button', { name: words.preview, exact: true }).click();
        await frame.getByText('Premier paragraphe du contenu').click();
        await expect(page.locator('[contenteditable="true"][data-field="contenu.en"]')).toBeFocused();

        // A picture chosen and not uploaded shows from the browser's own copy.
        await page.locator('input[type=file]').first().setInputFiles({ name: 'nouvelle.png', mimeType: 'image/png', buffer: PNG });
        if (narrow) await page.getByRole('button', { name: words.preview, exact: true }).click();
        await expect(frame.locator('img.detail-image')).toHaveAttribute('src', /^blob:/);
        expect(
          await frameElement.evaluate((element: HTMLIFrameElement) => (element.contentWindow as Window & { marker?: string }).marker),
        ).toBe('same page');
      });
    });
  }
}

test('the preview may be framed by the site itself only; every other page refuses any frame', async ({ page, request, baseURL }) => {
  const preview = await request.get('/apercu?lang=fr');
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-frame-options']).toBe('DENY');

  // A page of another origin (another loopback port) that frames the preview: the browser refuses.
  const target = new URL('/apercu?lang=fr', baseURL).href;
  const other = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Elsewhere</title><iframe id="f" src="${target}"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to display/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    // The refused frame shows nothing of the preview's page.
    expect(await framed?.evaluate(() => document.title).catch(() => '')).not.toMatch(/Aperçu|Preview/);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

test('while the values are refused the panel keeps the last good page and links the field; the choice is remembered', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const titre = `Aperçu refusé ${stamp()}`;
  const id = await createArticle(request, titre, { contenu: contenuWithLink(new URL(baseURL ?? '').origin) });
  await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
  await page.getByRole('button', { name: 'Aperçu à côté' }).click();
  const frame = page.frameLocator('[data-testid="apercu-frame"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${titre} (fr)`);

  // A summary over its 200 characters: a rule is broken, the page stays as it was last rendered.
  await page.getByLabel('Titre (fr)').fill(`${titre} trop long`);
  await page.getByLabel('Résumé (fr)').fill('Un résumé bien trop long. '.repeat(10));
  await expect(page.getByTestId('apercu-status')).toContainText('garde la dernière page valable');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${titre} (fr)`);
  const refusal = page.getByTestId('apercu-refusal').getByRole('button').first();
  await expect(refusal).toBeVisible();
  await refusal.click();
  await expect(page.getByLabel('Résumé (fr)')).toBeFocused();

  // The page's search snippet, as a search engine lists it, leads to its field.
  await page.getByTestId('apercu-snippet').getByRole('button').first().click();
  const focused = () => page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? '');
  await expect.poll(focused).toBe('referencementTitre.fr');

  // The panel opens again with the form, for the same person.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/admin/articles/modifier/${id}`);
  await expect(page.getByRole('button', { name: 'Aperçu à côté' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${titre} (fr)`);
});
