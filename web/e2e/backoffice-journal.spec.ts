// The activity log, in French and English, on a laptop and a phone: filtered by person, content type,
// action and days (the server filters; the address keeps them), and each title a link to its item.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { LANGUAGES, WIDTHS, createArticle, shoot, signInAsAdministrator } from './backoffice-data';
import { violations } from './axe';

const TEXTS = {
  fr: {
    filters: 'Filtrer le journal',
    person: 'Personne',
    type: 'Contenu',
    action: 'Action',
    from: 'Du',
    to: 'Au',
    article: 'Article',
    created: 'Création',
    admin: 'Aminata Diop',
    title: 'Titre (fr)',
  },
  en: {
    filters: 'Filter the log',
    person: 'Person',
    type: 'Content',
    action: 'Action',
    from: 'From',
    to: 'To',
    article: 'Article',
    created: 'Created',
    admin: 'Aminata Diop',
    title: 'Title (fr)',
  },
} as const;

for (const { lang, locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, hasTouch: width.hasTouch, isMobile: width.isMobile });
      const words = TEXTS[lang];

      test('the log filters by person, type, action and days, and a title opens its item', async ({ page, request }, testInfo) => {
        test.setTimeout(60_000);
        const titre = `Journal ${stamp()}`;
        const id = await createArticle(request, titre);
        await signInAsAdministrator(page, `/admin/journal?q=${encodeURIComponent(titre)}`);
        const filters = page.getByRole('group', { name: words.filters });
        await expect(filters.getByRole('option', { name: words.admin })).toBeAttached();
        await filters.getByLabel(words.person, { exact: true }).selectOption({ label: words.admin });
        await filters.getByLabel(words.type, { exact: true }).selectOption({ label: words.article });
        await filters.getByLabel(words.action, { exact: true }).selectOption({ label: words.created });
        const today = new Date().toISOString().slice(0, 10);
        await filters.getByLabel(words.from, { exact: true }).fill(today);
        await filters.getByLabel(words.to, { exact: true }).fill(today);
        await expect(page).toHaveURL(/action=cr%C3%A9ation/);
        const url = new URL(page.url());
        expect(url.searchParams.get('type')).toBe('Article');
        expect(url.searchParams.get('du')).toBe(today);
        expect(url.searchParams.get('au')).toBe(today);
        expect(url.searchParams.get('q')).toBe(titre);

        const link = page.getByRole('link', { name: `${titre} (fr)` });
        await expect(link).toHaveCount(1);
        await shoot(page, testInfo, `journal-${lang}-${width.name}`);
        expect(await violations(page)).toEqual([]);

        // Nothing of that article was deleted: the same filters with that action find nothing.
        await filters.getByLabel(words.action, { exact: true }).selectOption('suppression');
        await expect(page.getByRole('link', { name: `${titre} (fr)` })).toHaveCount(0);
        await filters.getByLabel(words.action, { exact: true }).selectOption('création');

        await page.getByRole('link', { name: `${titre} (fr)` }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/articles/modifier/${id}$`));
        await expect(page.getByLabel(words.title)).toHaveValue(`${titre} (fr)`);
      });
    });
  }
}
