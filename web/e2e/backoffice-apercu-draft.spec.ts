// "Aperçu" of an item that is not published, in French and English: the page says it previews a draft,
// or when a scheduled item will be published, never "Publié le" (an article's date line, an offer's
// details).
import { expect, test } from './fixtures';
import { draftOffer, stamp } from './admin-session';
import { LANGUAGES, createArticle, signInAsAdministrator } from './backoffice-data';

const TEXTS = {
  fr: {
    preview: 'Aperçu (FR)',
    draft: 'Aperçu d’un brouillon : pas encore publié',
    scheduled: 'Aperçu d’un contenu planifié : publication prévue le 10 janvier 2027',
    published: 'Publié le',
    etat: 'État',
    date: 'Date de publication',
  },
  en: {
    preview: 'Preview (FR)',
    draft: 'Preview of a draft: not published yet',
    scheduled: 'Preview of a scheduled item: to be published on 10 January 2027',
    published: 'Published on',
    etat: 'State',
    date: 'Publication date',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('the preview of a draft or a scheduled item never says it is published', async ({ page, context, request }) => {
      test.setTimeout(60_000);
      const words = TEXTS[lang];
      const articleId = await createArticle(request, `Brouillon à prévisualiser ${stamp()}`);
      const offerId = await draftOffer(request, `Offre à prévisualiser ${stamp()}`);
      await signInAsAdministrator(page);

      // A draft article: its date line says what the preview is of.
      await page.goto(`/admin/articles/modifier/${articleId}`);
      const [draft] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: words.preview }).click()]);
      // The preview page is in the language of the tab shown (French here), whatever the interface's.
      await expect(draft.locator('.detail .date')).toHaveText(TEXTS.fr.draft);
      await expect(draft.locator('main')).not.toContainText(TEXTS.fr.published);
      await draft.close();

      // Scheduled (not saved): the date it will go online.
      await page.getByLabel(words.etat).selectOption('planifié');
      await page.getByLabel(words.date).fill('2027-01-10T09:00');
      const [scheduled] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: words.preview }).click()]);
      await expect(scheduled.locator('.detail .date')).toHaveText(TEXTS.fr.scheduled);
      await scheduled.close();

      // A draft offer: its details say the same, in place of "Publié le".
      await page.goto(`/admin/opportunites/modifier/${offerId}`);
      const [offer] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: words.preview }).click()]);
      await expect(offer.locator('.meta-list')).toContainText(TEXTS.fr.draft);
      await expect(offer.locator('.meta-list')).not.toContainText(TEXTS.fr.published);
      await offer.close();

      // The English tab's preview speaks English.
      await page.getByRole('tab', { name: /\(en\)/ }).click();
      const [english] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: words.preview.replace('FR', 'EN') }).click(),
      ]);
      await expect(english.locator('.meta-list')).toContainText(TEXTS.en.draft);
      await expect(english.locator('.meta-list')).not.toContainText(TEXTS.en.published);
      await english.close();
    });
  });
}
