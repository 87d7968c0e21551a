// Translating in the form (docs/product.md, "Traductions"), in French and English, on a laptop and a
// phone: after the French title and content change, the English tab says "à revoir"; each field to
// review shows the French text with the words changed since the translation marked (<ins>, <del>) and
// "Marquer comme à jour", which confirms that field only (the tab turns "complète", and the next save is
// no conflict); "Côte à côte" shows the French texts beside the English fields.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator, storedArticle } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    title: (l: string) => `Titre (${l})`,
    content: (l: string) => `Contenu (${l})`,
    save: 'Enregistrer',
    saved: 'a été enregistré',
    review: 'à revoir',
    done: 'complète',
    region: (f: string) => `À revoir : ${f}`,
    titre: 'Titre',
    contenu: 'Contenu',
    changed: 'Le texte français a changé depuis cette traduction :',
    confirm: 'Marquer comme à jour',
    sideBySide: 'Côte à côte',
    source: 'Texte source (Français)',
    sourceLanguage: 'Langue source',
  },
  en: {
    title: (l: string) => `Title (${l})`,
    content: (l: string) => `Content (${l})`,
    save: 'Save',
    saved: 'was saved',
    review: 'to review',
    done: 'complete',
    region: (f: string) => `To review: ${f}`,
    titre: 'Title',
    contenu: 'Content',
    changed: 'The French text changed since this translation:',
    confirm: 'Mark as up to date',
    sideBySide: 'Side by side',
    source: 'Source text (Français)',
    sourceLanguage: 'Source language',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('a French change puts English to review, shows what changed, is confirmed field by field; side by side shows the French', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(90_000);
        const words = TEXTS[lang];
        const key = stamp();
        const id = await createArticle(request, `Chantier de fibre ${key}`);
        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);

        // The French title and content change, and are saved.
        const english = page.getByRole('tab', { name: /\(en\)/ });
        await expect(english.locator('[data-etat]')).toHaveAttribute('data-etat', 'complète');
        await page.getByLabel(words.title('fr')).fill(`Chantier de cuivre ${key} (fr)`);
        await page
          .getByRole('tabpanel')
          .getByRole('textbox', { name: words.content('fr') })
          .fill('Un contenu revu par la rédaction, assez long pour la règle des cent caractères, et relu une seconde fois (fr).');
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();

        // The English tab is to review, on both fields.
        await expect(english.locator('[data-etat]')).toHaveAttribute('data-etat', 'à revoir');
        await expect(english.locator('.bo-tab-state-text')).toHaveText(words.review);
        await english.click();
        const titre = page.getByRole('region', { name: words.region(words.titre) });
        const contenu = page.getByRole('region', { name: words.region(words.contenu) });
        await expect(titre).toContainText(words.changed);
        await expect(titre.locator('del')).toHaveText('fibre');
        await expect(titre.locator('ins')).toHaveText('cuivre');
        await expect(titre.locator('[lang=fr]')).toHaveText(`Chantier de fibrecuivre ${key} (fr)`);
        await expect(contenu.locator('ins').first()).toBeVisible();
        await titre.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `translations-review-${lang}-${width.name}`);
        await contenu.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `translations-review-content-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        // "Marquer comme à jour" confirms the title only; then the content, and the tab is complete.
        await titre.getByRole('button', { name: words.confirm }).click();
        await expect(titre).toHaveCount(0);
        await expect(english.locator('[data-etat]')).toHaveAttribute('data-etat', 'à revoir');
        await contenu.getByRole('button', { name: words.confirm }).click();
        await expect(contenu).toHaveCount(0);
        await expect(english.locator('[data-etat]')).toHaveAttribute('data-etat', 'complète');
        await expect(english.locator('.bo-tab-state-text')).toHaveText(words.done);
        expect(((await storedArticle(request, id)).traductions as { en: unknown }).en).toEqual({ etat: 'complète', champs: [] });

        // The next save goes over the confirmation's version: no conflict.
        await page.getByLabel(words.title('en')).fill(`Copper site ${key} (en)`);
        await page.getByRole('button', { name: words.save, exact: true }).click();
        await expect.poll(async () => ((await storedArticle(request, id)).titre as { en: string }).en).toBe(`Copper site ${key} (en)`);

        // Side by side: the French texts, read-only, beside the English fields.
        await page.getByRole('button', { name: words.sideBySide }).click();
        await expect(page.getByRole('button', { name: words.sideBySide })).toHaveAttribute('aria-pressed', 'true');
        const source = page.getByRole('complementary', { name: words.source });
        await expect(source).toContainText(`Chantier de cuivre ${key} (fr)`);
        await expect(source.getByLabel(words.sourceLanguage)).toHaveValue('fr');
        // The three tabs stay in sight in the narrower half (below the source on a phone).
        await page.getByRole('tablist').scrollIntoViewIfNeeded();
        for (const code of ['fr', 'en', 'pt'])
          await expect(page.getByRole('tab', { name: new RegExp(`\\(${code}\\)`) })).toBeInViewport({ ratio: 1 });
        const field = page.getByLabel(words.title('en'));
        await expect(field).toHaveValue(`Copper site ${key} (en)`);
        const sourceBox = await source.boundingBox();
        const fieldBox = await field.boundingBox();
        if (!sourceBox || !fieldBox) throw new Error('not laid out');
        // Side by side on a laptop, one above the other on a phone.
        if (width.name === '1280') expect(sourceBox.x + sourceBox.width).toBeLessThanOrEqual(fieldBox.x);
        else expect(sourceBox.y + sourceBox.height).toBeLessThanOrEqual(fieldBox.y);
        await source.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `translations-side-by-side-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}
