// The trilingual team's daily path (docs/product.md, "Drafts and publishing" and "Traductions"), in French
// and in English: an editor saves a draft with only a French title; the tabs say English and Portuguese
// are still to write; publishing is refused with what each language lacks; once the translations are
// written the article is published; a later change of the French text puts English and Portuguese to
// review, and each shows the French with the words that changed.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, shoot, signInAsAdministrator, storedArticle } from './backoffice-data';

const TEXTS = {
  fr: {
    title: (l: string) => `Titre (${l})`,
    content: (l: string) => `Contenu (${l})`,
    alt: (l: string) => `Texte alternatif (${l})`,
    state: 'État',
    create: 'Créer',
    save: 'Enregistrer',
    created: 'a été créé',
    saved: 'a été enregistré',
    titleRequired: (l: string) => `Le titre (${l}) est obligatoire.`,
    contentRequired: (l: string) => `Le contenu (${l}) est obligatoire.`,
    image: "L'image principale est obligatoire.",
    region: 'À revoir : Titre',
  },
  en: {
    title: (l: string) => `Title (${l})`,
    content: (l: string) => `Content (${l})`,
    alt: (l: string) => `Alternative text (${l})`,
    state: 'State',
    create: 'Create',
    save: 'Save',
    created: 'was created',
    saved: 'was saved',
    titleRequired: (l: string) => `The title (${l}) is required.`,
    contentRequired: (l: string) => `The content (${l}) is required.`,
    image: 'The main image is required.',
    region: 'To review: Title',
  },
} as const;

const BODY = {
  fr: 'Les équipes de terrain ont raccordé le quartier à la fibre, rue après rue, avec les habitants et la mairie.',
  en: 'The field teams connected the district to fibre, street after street, with the residents and the town hall.',
  pt: 'As equipas de terreno ligaram o bairro à fibra, rua após rua, com os moradores e a câmara municipal.',
} as const;

for (const { lang, locale } of LANGUAGES) {
  test.describe(lang, () => {
    test.use({ locale });

    test('a French-only draft is translated, published, then its French change puts English and Portuguese to review', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const words = TEXTS[lang];
      const key = stamp();
      const tab = (l: string) => page.getByRole('tab', { name: new RegExp(`\\(${l}\\)`) });
      const state = (l: string) => tab(l).locator('[data-etat]');
      const panel = page.getByRole('tabpanel');
      await signInAsAdministrator(page, '/admin/articles/creer');

      // A draft with only its French title.
      await page.getByLabel(words.title('fr')).fill(`Fibre à Keur Massar ${key}`);
      await page.getByRole('button', { name: words.create, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.created })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/articles\/modifier\//);
      const id = /modifier\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
      await expect(state('en')).toHaveAttribute('data-etat', 'incomplète');
      await expect(state('pt')).toHaveAttribute('data-etat', 'incomplète');
      expect(await storedArticle(request, id)).toMatchObject({ etat: 'brouillon', titre: { en: '', pt: '' } });

      // Publishing asks for every language, each named.
      await page.getByLabel(words.state, { exact: true }).selectOption('publié');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const summary = page.getByRole('alert').filter({ hasText: words.titleRequired('en') });
      await expect(summary).toContainText(words.titleRequired('pt'));
      await expect(summary).toContainText(words.contentRequired('fr'));
      await expect(summary).toContainText(words.image);
      await shoot(page, testInfo, `journey-publish-refused-${lang}`);
      expect((await storedArticle(request, id)).etat).toBe('brouillon');

      // The translations, the picture and a category: it is published.
      const picture = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      await page.locator('input[type=file]').setInputFiles({ name: 'fibre.png', mimeType: 'image/png', buffer: picture });
      await page.getByLabel('IT', { exact: true }).check();
      for (const l of ['fr', 'en', 'pt'] as const) {
        await tab(l).click();
        if (l !== 'fr')
          await page.getByLabel(words.title(l)).fill(`${l === 'en' ? 'Fibre in Keur Massar' : 'Fibra em Keur Massar'} ${key}`);
        await panel.getByRole('textbox', { name: words.content(l) }).fill(BODY[l]);
        await page.getByLabel(words.alt(l)).fill(`Fibre ${l}`);
      }
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
      await expect.poll(async () => (await storedArticle(request, id)).etat).toBe('publié');
      for (const l of ['fr', 'en', 'pt']) await expect(state(l)).toHaveAttribute('data-etat', 'complète');

      // The French title changes: English and Portuguese are to review, and show what changed.
      await tab('fr').click();
      await page.getByLabel(words.title('fr')).fill(`Fibre optique à Keur Massar ${key}`);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
      for (const l of ['en', 'pt']) {
        await expect(state(l)).toHaveAttribute('data-etat', 'à revoir');
        await tab(l).click();
        const review = page.getByRole('region', { name: words.region });
        await expect(review.locator('ins')).toHaveText('optique');
        await expect(review.locator('[lang=fr]')).toContainText(`Fibre optique à Keur Massar ${key}`);
        await review.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `journey-drift-${l}-${lang}`);
      }
      const traductions = (await storedArticle(request, id)).traductions as Record<string, unknown>;
      expect(traductions).toMatchObject({ en: { etat: 'à revoir', champs: ['titre'] }, pt: { etat: 'à revoir', champs: ['titre'] } });
    });
  });
}
