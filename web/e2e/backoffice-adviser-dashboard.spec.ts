// The adviser's dashboard, in French on a laptop and in English on a phone: their drafts, their
// scheduled articles with the hour they go online, and the views of what they published, each linked to
// its form; someone else's item answers "introuvable" with the way back to the list.
import { expect, test } from './fixtures';
import { stamp } from './admin-session';
import { ADVISER_PASSWORD, WIDTHS, createAdviser, createArticle, shoot, signIn } from './backoffice-data';

const CASES = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    width: WIDTHS[0],
    drafts: 'Mes brouillons (1)',
    scheduled: 'Planifiés (1)',
    at: 'en ligne le 15 mars 2030, 08:00 (heure de Dakar)',
    views: 'Vues de mes contenus publiés',
    total: '1 vue(s) sur 1 contenu publié.',
    notFound: 'Article introuvable',
    back: 'Retour aux articles',
    heading: 'Mes Articles',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    width: WIDTHS[1],
    drafts: 'My drafts (1)',
    scheduled: 'Scheduled (1)',
    at: 'online on 15 Mar 2030, 08:00 (Dakar time)',
    views: 'Views of my published content',
    total: '1 view(s) across 1 published item.',
    notFound: 'Article not found',
    back: 'Back to the articles',
    heading: 'My articles',
  },
] as const;

for (const c of CASES) {
  test.describe(`${c.lang} at ${c.width.name} px`, () => {
    test.use({ locale: c.locale, viewport: c.width.viewport, hasTouch: c.width.hasTouch, isMobile: c.width.isMobile });

    test('an adviser finds their drafts, scheduled articles and views on their dashboard; another’s item offers the way back', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const id = stamp();
      const adviser = await createAdviser(request, id);
      const draft = await createArticle(request, `Brouillon ${id}`, { token: adviser.token });
      await createArticle(request, `Planifié ${id}`, {
        token: adviser.token,
        etat: 'planifié',
        datePublication: '2030-03-15T08:00:00.000Z',
      });
      const published = await createArticle(request, `Publié ${id}`, {
        token: adviser.token,
        etat: 'publié',
        datePublication: '2026-01-05T08:00:00.000Z',
      });
      // One visitor's view of the published article (the detail page's beacon).
      expect((await request.post(`/api/v1/vues/articles/${published}`)).status()).toBe(204);
      // An administrator's article: not the adviser's.
      const others = await createArticle(request, `Autre ${id}`);

      await signIn(page, 'conseiller', adviser.email, ADVISER_PASSWORD);
      const drafts = page.getByRole('region', { name: c.drafts });
      await expect(drafts.getByRole('link', { name: `Brouillon ${id} (${c.lang})` })).toHaveAttribute(
        'href',
        `/conseiller/articles/modifier/${draft}`,
      );
      const scheduled = page.getByRole('region', { name: c.scheduled });
      await expect(scheduled.getByRole('listitem')).toHaveText([
        new RegExp(`Planifié ${id} \\(${c.lang}\\).*${c.at.replace(/[()]/g, '\\$&')}`),
      ]);
      const views = page.getByRole('region', { name: c.views });
      await expect(views).toContainText(c.total);
      await expect(views.getByRole('link', { name: `Publié ${id} (${c.lang})` })).toBeVisible();
      await shoot(page, testInfo, `adviser-dashboard-${c.lang}-${c.width.name}`);

      await page.goto(`/conseiller/articles/modifier/${others}`);
      await expect(page.getByRole('alert')).toHaveText(c.notFound);
      await page.getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(/\/conseiller\/articles$/);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    });
  });
}
