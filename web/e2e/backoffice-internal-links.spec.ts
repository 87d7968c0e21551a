// Internal links by reference (docs/product.md, "Liens internes"): in the formatted-text editor's link
// dialog, an editor finds a published page of the site by its title, in the language of the text, and
// links to it; the link is stored with its reference, and once the target's address changes the built
// page of the linking article leads to the new address (no 301 on the way).
import { expect, test } from './fixtures';
import { adminToken, stamp } from './admin-session';
import { createArticle, shoot, signInAsAdministrator, storedArticle } from './backoffice-data';

const TEXTS = {
  fr: {
    content: 'Contenu (fr)',
    link: 'Lien',
    search: 'Ou trouver une page du site (fr), par son titre',
    found: '1 page trouvée',
    kind: 'Article',
    save: 'Enregistrer',
  },
  en: {
    content: 'Content (fr)',
    link: 'Link',
    search: 'Or find a page of the site (fr) by its title',
    found: '1 page found',
    kind: 'Article',
    save: 'Save',
  },
} as const;

const CASES = [
  { lang: 'fr', locale: 'fr-FR', width: { name: '1280', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false } },
  { lang: 'en', locale: 'en-GB', width: { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const { lang, locale, width } of CASES) {
  test.describe(`${lang} at ${width.name} px`, () => {
    test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

    test('an editor links to a page of the site found by its title, and the link follows its address', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const words = TEXTS[lang];
      const mark = stamp();
      const targetId = await createArticle(request, `Pont de Kaolack ${mark}`, { etat: 'publié' });
      const id = await createArticle(request, `Voir aussi ${mark}`);
      await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);

      const editor = page.getByRole('tabpanel').getByRole('textbox', { name: words.content });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' ');
      await page.getByRole('toolbar').getByRole('button', { name: words.link, exact: true }).click();
      const search = page.getByLabel(words.search);
      await search.fill(mark);
      await expect(page.getByRole('status').filter({ hasText: words.found })).toBeVisible();
      const results = page.getByRole('list', { name: /./ }).filter({ has: page.getByRole('button', { name: new RegExp(mark) }) });
      await expect(results.getByRole('button')).toHaveText(`Pont de Kaolack ${mark} (fr) ${words.kind}`);
      await shoot(page, testInfo, `internal-link-${lang}-${width.name}`);
      await results.getByRole('button').click();

      // Without selected text, the page's title becomes the link's text.
      const link = editor.locator(`a[data-ref="article:${targetId}"]`);
      await expect(link).toHaveText(`Pont de Kaolack ${mark} (fr)`);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expect
        .poll(async () => ((await storedArticle(request, id)).contenu as Record<string, string>).fr)
        .toContain(`data-ref="article:${targetId}"`);
      if (lang !== 'fr') return;

      // Published, the linking article leads to the target's page; once the target alone moves, to its new address.
      const headers = { Authorization: `Bearer ${await adminToken(request)}` };
      expect((await request.patch(`/api/v1/articles/${id}`, { headers, multipart: { etat: 'publié' } })).status()).toBe(200);
      const slug = ((await storedArticle(request, id)).slug as Record<string, string>).fr;
      const target = ((await storedArticle(request, targetId)).slug as Record<string, string>).fr;
      const builtLink = async () => {
        const response = await request.get(`/article/${slug}`);
        return response.ok() ? /href="([^"]+)"[^>]*>Pont de Kaolack/.exec(await response.text())?.[1] : response.status();
      };
      await expect.poll(builtLink, { timeout: 60_000 }).toBe(`/article/${target}`);
      const moved = `pont-de-kaolack-nouvelle-adresse-${mark}`;
      expect((await request.patch(`/api/v1/articles/${targetId}`, { headers, multipart: { 'slug[fr]': moved } })).status()).toBe(200);
      await expect.poll(builtLink, { timeout: 60_000 }).toBe(`/article/${moved}`);
    });
  });
}
