// The "Historique" of an edit form, in French and English, on a laptop and a phone: comparing the
// creation with the current values shows readable values (the title, the address, the state in words,
// a date in the interface language, formatted text rendered, pictures as thumbnails); restoring asks
// in a dialog of the page what it will do ("Annuler" cancels): the draft's content on the published
// item, which stays published; the restore is recorded as "Restauré (version du …)" in the history and
// in the activity log.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PNG, adminToken, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    history: 'Historique',
    compare: 'Comparer',
    titre: 'Titre (fr)',
    slug: 'Adresse de la page (fr)',
    etat: 'État',
    date: 'Date de publication',
    contenu: 'Contenu (fr)',
    image: 'Image principale',
    draft: 'Brouillon',
    published: 'Publié',
    month: 'févr.',
    restore: 'Restaurer cette version',
    dialog: (date: string) => `Restaurer la version du ${date} ?`,
    live: "L'élément est en ligne et le reste : le contenu de cette version sera en ligne dès la mise à jour du site.",
    address: "L'adresse de la page reste celle d'aujourd'hui.",
    cancel: 'Annuler',
    confirm: 'Restaurer',
    restored: 'Version restaurée.',
    entry: (date: string) => `Restauré (version du ${date})`,
    changed: 'Modifié :',
  },
  en: {
    history: 'History',
    compare: 'Compare',
    titre: 'Title (fr)',
    slug: 'Page address (fr)',
    etat: 'State',
    date: 'Publication date',
    contenu: 'Content (fr)',
    image: 'Main image',
    draft: 'Draft',
    published: 'Published',
    month: 'Feb',
    restore: 'Restore this version',
    dialog: (date: string) => `Restore the version of ${date}?`,
    live: "The item is live and stays live: this version's content will be online as soon as the site is updated.",
    address: 'The page address stays as it is today.',
    cancel: 'Cancel',
    confirm: 'Restore',
    restored: 'Version restored.',
    entry: (date: string) => `Restored (version of ${date})`,
    changed: 'Changed:',
  },
} as const;

const richContent = (lang: string) =>
  `<p>Un premier texte <strong>mis en forme</strong> pour la comparaison des versions, assez long pour la règle des cent caractères (${lang}).</p>`;

/**
 * The comparison's row of a field, by its heading cell; on a phone the stacked cells' names start with
 * their column's heading ("Champ Titre (fr)").
 */
const rowOf = (panel: Locator, page: Page, heading: string) =>
  panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`(^| )${heading.replace(/[()]/g, '\\$&')}$`) }) });

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('the history compares readable values, and a restore asks first and is recorded as one', async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        const words = TEXTS[lang];
        const titre = `Historique lisible ${stamp()}`;
        const id = await createArticle(request, titre, { contenu: richContent });
        // A second version: another title, address, state, date, text and picture.
        const edited = await request.patch(`/api/v1/articles/${id}`, {
          headers: { Authorization: `Bearer ${await adminToken(request)}` },
          multipart: {
            'titre[fr]': `${titre} remanié`,
            'slug[fr]': `adresse-remaniee-${id}`,
            'contenu[fr]': `<p>Un second texte <em>remanié</em> pour la comparaison des versions, assez long pour la règle des cent caractères.</p>`,
            etat: 'publié',
            datePublication: '2025-02-01T10:30:00.000Z',
            imagePrincipale: { name: 'autre.png', mimeType: 'image/png', buffer: PNG },
          },
        });
        expect(edited.status(), await edited.text()).toBe(200);
        const browserDialogs: string[] = [];
        page.on('dialog', (dialog) => {
          browserDialogs.push(dialog.message());
          void dialog.dismiss();
        });

        await signInAsAdministrator(page, `/admin/articles/modifier/${id}`);
        await page.getByRole('button', { name: words.history }).click();
        const panel = page.getByRole('region', { name: words.history });
        const entries = panel.getByRole('listitem');
        await expect(entries).toHaveCount(2);
        const creationDate = ((await entries.last().locator('span').first().textContent()) ?? '').split(' — ')[0];
        expect(creationDate).not.toBe('');
        await entries.last().getByRole('button', { name: words.compare }).click();

        // Each value as a reader knows it.
        await expect(rowOf(panel, page, words.titre)).toContainText(`${titre} (fr)`);
        await expect(rowOf(panel, page, words.titre)).toContainText(`${titre} remanié`);
        await expect(rowOf(panel, page, words.slug)).toContainText(`adresse-remaniee-${id}`);
        const etat = rowOf(panel, page, words.etat);
        await expect(etat.getByRole('cell').first()).toHaveText(words.draft);
        await expect(etat.getByRole('cell').last()).toHaveText(words.published);
        const date = rowOf(panel, page, words.date).getByRole('cell').last();
        await expect(date).toContainText(words.month);
        await expect(date).toContainText('2025');
        await expect(date).not.toContainText('T10');
        const contenu = rowOf(panel, page, words.contenu);
        await expect(contenu.locator('strong')).toHaveText('mis en forme');
        await expect(contenu.locator('em')).toHaveText('remanié');
        await expect(contenu).not.toContainText('<p>');
        const pictures = rowOf(panel, page, words.image).getByRole('img');
        await expect(pictures).toHaveCount(2);
        await expect(rowOf(panel, page, words.image)).not.toContainText('/uploads/');
        // Each thumbnail loads (a picture that does not exist would stay at 0 px wide).
        for (const picture of await pictures.all())
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        // A long address wraps in its cell: the page never gets wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await violations(page)).toEqual([]);
        await panel.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `history-compare-${lang}-${width.name}`);

        // Restoring asks first, in a dialog of the page; "Annuler" leaves everything as it is.
        await panel.getByRole('button', { name: words.restore }).click();
        const dialog = page.getByRole('dialog', { name: words.dialog(creationDate) });
        await expect(dialog).toBeVisible();
        // The item is published: a restore brings back the draft's content, not its state.
        await expect(dialog).toContainText(words.live);
        await expect(dialog).toContainText(words.address);
        expect(await violations(page)).toEqual([]);
        await shoot(page, testInfo, `history-dialog-${lang}-${width.name}`);
        await dialog.getByRole('button', { name: words.cancel }).click();
        await expect(dialog).toBeHidden();
        await expect(entries).toHaveCount(2);

        await panel.getByRole('button', { name: words.restore }).click();
        await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
        await expect(panel.getByRole('status')).toHaveText(words.restored);
        await expect(entries).toHaveCount(3);
        await expect(entries.first()).toContainText(words.entry(creationDate));
        await expect(entries.first()).not.toContainText(words.changed);
        await shoot(page, testInfo, `history-restored-${lang}-${width.name}`);
        // The creation's title, still published at its date.
        const stored = await request.get(`/api/v1/articles/admin/${id}`, {
          headers: { Authorization: `Bearer ${await adminToken(request)}` },
        });
        expect(await stored.json()).toMatchObject({
          titre: { fr: `${titre} (fr)` },
          etat: 'publié',
          datePublication: '2025-02-01T10:30:00.000Z',
        });

        // The activity log says the same.
        await page.goto(`/admin/journal?q=${encodeURIComponent(titre)}`);
        const line = page.getByRole('row').filter({ hasText: words.entry(creationDate) });
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(`${titre} (fr)`);
        expect(browserDialogs).toEqual([]);
      });
    });
  }
}
