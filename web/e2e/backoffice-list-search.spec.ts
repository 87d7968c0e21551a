// The back-office lists as an editor uses them every day, in French and English, on a laptop and a
// phone: the list answers as they type (the search stays in the address, without one history entry per
// key), a search that finds nothing says so and can be cleared, titles open their form, the filter
// controls are easy to hit (24 px at least, 44 px on a touch screen), and a page past the last comes back
// to the last. Every label is in the interface language: categories, the activity log's types, a
// contact request's sector and language, a partner's name.
import { expect, test } from './fixtures';
import { draftOffer, stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';

const TEXTS = {
  fr: {
    search: 'Rechercher',
    nothing: (q: string) => `Aucun résultat pour « ${q} ».`,
    clear: 'Effacer la recherche',
    status: 'Page 1 sur 1 · 2 élément(s)',
    edit: /^Modifier l’article « /,
  },
  en: {
    search: 'Search',
    nothing: (q: string) => `No results for “${q}”.`,
    clear: 'Clear the search',
    status: 'Page 1 of 1 · 2 item(s)',
    edit: /^Edit the article “/,
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });

      test('the list answers as the editor types, says when nothing is found, and opens a title’s form', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(60_000);
        const words = TEXTS[lang];
        const id = stamp();
        for (const name of ['Câble cuivre', 'Câble optique']) await createArticle(request, `${name} ${id}`);
        await signInAsAdministrator(page, '/admin/articles');
        const box = page.getByRole('searchbox', { name: words.search });
        await expect(box).toBeVisible();

        // Typed key by key, searched once it pauses; the address follows, replacing its entry.
        const entries = await page.evaluate(() => history.length);
        await box.pressSequentially(id, { delay: 20 });
        await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
        const rows = page.locator('tbody tr');
        await expect(rows).toHaveCount(2);
        expect(await page.evaluate(() => history.length)).toBe(entries);
        await expect(page.getByText(words.status)).toBeVisible();
        await shoot(page, testInfo, `list-searching-${lang}-${width.name}`);

        // The controls are easy to hit: 24 px at least, 44 px on a touch screen.
        const least = width.hasTouch ? 44 : 24;
        for (const control of [box, page.getByRole('combobox').first(), page.getByRole('button', { name: words.search, exact: true })]) {
          expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(least);
        }

        // Nothing found: said so, distinct from an empty list, with a way to clear the search.
        await box.pressSequentially('zzz');
        await expect(page.getByText(words.nothing(`${id}zzz`))).toBeVisible();
        await shoot(page, testInfo, `list-nothing-found-${lang}-${width.name}`);
        await page.getByRole('button', { name: words.clear }).click();
        await expect(box).toHaveValue('');
        await expect(page).not.toHaveURL(/[?&]q=/);

        // A page past the last (a bookmark) comes back to the last.
        await page.goto(`/admin/articles?q=${id}&page=7`);
        await expect(page).toHaveURL(new RegExp(`/admin/articles\\?q=${id}$`));
        await expect(page.getByText(words.status)).toBeVisible();

        // The title opens the item's form.
        await page.getByRole('link', { name: `Câble optique ${id} (${lang})`, exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/articles\/modifier\//);
        await expect(page.getByRole('heading', { level: 1, name: words.edit })).toBeVisible();
      });
    });
  }
}

test.describe('labels in the interface language', () => {
  const LABELS = {
    fr: {
      categories: ['Tous', 'IT', 'Études', 'Génie civil', 'Télécom', 'Câblage'],
      category: 'Catégorie',
      journal: "Journal d'activité",
      opportunity: 'Opportunité',
      inbox: 'Demandes de contact',
      sector: 'Télécommunications',
      language: 'Français',
      partners: 'Partenaires',
      name: 'Nom',
    },
    en: {
      categories: ['All', 'IT', 'Studies', 'Civil engineering', 'Telecom', 'Cabling'],
      category: 'Category',
      journal: 'Activity log',
      opportunity: 'Opportunity',
      inbox: 'Contact requests',
      sector: 'Telecommunications',
      language: 'French',
      partners: 'Partners',
      name: 'Name',
    },
  } as const;

  for (const { lang, locale } of LANGUAGES) {
    test.describe(lang, () => {
      test.use({ locale });

      test('categories, the activity log, contact requests and partners speak the interface language', async ({ page, request }) => {
        test.setTimeout(60_000);
        const words = LABELS[lang];
        const id = stamp();
        const offer = `Bobines ${id}`;
        await draftOffer(request, offer);
        const nom = `Demandeur ${id}`;
        const sent = await request.post('/api/v1/contact', {
          data: {
            nom,
            numero: '+221 77 123 45 67',
            email: 'demandeur@example.sn',
            description: 'Un devis, svp.',
            secteur: 'telecom',
            langue: 'fr',
          },
        });
        expect(sent.ok()).toBe(true);
        await signInAsAdministrator(page, '/admin/articles');
        const categories = page.getByRole('combobox', { name: words.category });
        await expect(categories.locator('option')).toHaveText([...words.categories]);

        await page.goto(`/admin/journal?q=${encodeURIComponent(offer)}`);
        await expect(page.getByRole('heading', { level: 1, name: words.journal })).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: offer }).first()).toContainText(words.opportunity);

        await page.goto(`/admin/demandes-contact?q=${encodeURIComponent(nom)}`);
        await expect(page.getByRole('heading', { level: 1, name: words.inbox })).toBeVisible();
        const contactRequest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nom }) });
        await expect(contactRequest.getByRole('definition')).toHaveText([/@/, /\+221/, words.sector, words.language]);

        await page.goto('/admin/partenaires');
        await expect(page.getByRole('heading', { level: 1, name: words.partners })).toBeVisible();
        await expect(page.getByRole('columnheader', { name: words.name, exact: true })).toBeVisible();
      });
    });
  }
});
