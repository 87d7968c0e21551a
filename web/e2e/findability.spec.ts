// What makes the site findable and its offers answerable, in the browser: the view beacon counted once a
// day, the feeds and structured data a crawler reads, the share card, and open and closed offers.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import { builtArticle } from './built-site';
import { stamp } from './admin-session';
import { createArticle, storedArticle } from './backoffice-data';

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/connexion', { data: { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function viewsOf(request: APIRequestContext, token: string, id: string) {
  const body = await (await request.get(`/api/v1/articles/admin/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  return (body.donnees ?? body.data ?? body).nombreVues as number;
}

/** Opens `path` as a visitor with its own browser, and waits for the page's view beacon to be answered. */
async function visit(browser: Browser, userAgent: string, path: string, times = 1) {
  const context = await newContext(browser, { userAgent });
  const page = await context.newPage();
  for (let i = 0; i < times; i++) {
    const beacon = page.waitForResponse((r) => r.url().includes('/api/v1/vues/'));
    await (i === 0 ? page.goto(path) : page.reload());
    expect((await beacon).status()).toBe(204);
  }
  await context.close();
}

test('a detail page counts one view per address and day, whatever the browser says, without a cookie', async ({ browser, request }) => {
  // An article of this test's own, published and built: no other spec's visits count on it. Its build
  // queues behind those of the other specs' publications (the polls below allow 120 s each).
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const id = await createArticle(request, `Un article dont on compte les vues ${stamp()}`, { token, etat: 'publié' });
  const article = (await storedArticle(request, id)) as { slug: Record<string, string> };
  await expect.poll(async () => (await request.get(`/article/${article.slug.fr}`)).status(), { timeout: 120_000 }).toBe(200);
  await expect.poll(async () => (await request.get(`/en/article/${article.slug.en}`)).status(), { timeout: 120_000 }).toBe(200);
  expect(await viewsOf(request, token, id)).toBe(0);
  await visit(browser, 'E2E visitor A (views)', `/article/${article.slug.fr}`, 3);
  expect(await viewsOf(request, token, id)).toBe(1);
  // Another browser name from the same address is the same visitor: a client chooses its User-Agent.
  await visit(browser, 'E2E visitor B (views)', `/en/article/${article.slug.en}`);
  expect(await viewsOf(request, token, id)).toBe(1);
});

test('the beacon sets no cookie and the page works without it', async ({ page, context }) => {
  const article = await builtArticle(page.request);
  const beacon = page.waitForResponse((r) => r.url().includes('/api/v1/vues/'));
  await page.goto(`/pt/article/${article.slug.pt}`);
  const answer = await beacon;
  expect(await answer.headerValue('set-cookie')).toBeNull();
  expect(await context.cookies()).toEqual([]);
});

const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '')));

// A visitor whose browser speaks the page's language stays on it (the initial-language rule).
test.describe('in English', () => {
  test.use({ locale: 'en-GB' });
  test('an English article: its feed, its structured data and its 1200×630 share card', async ({ page }) => {
    const article = await builtArticle(page.request);
    await page.goto(`/en/article/${article.slug.en}`);
    const types = (await jsonLd(page)).map((d) => d['@type']);
    expect(types.sort()).toEqual(['Article', 'BreadcrumbList']);

    const feed = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    const items = await page.evaluate(async (href) => {
      const xml = new DOMParser().parseFromString(await (await fetch(href!)).text(), 'application/xml');
      if (xml.querySelector('parsererror')) throw new Error('the feed is not XML');
      return [...xml.querySelectorAll('item')].map((i) => ({
        title: i.querySelector('title')?.textContent,
        link: i.querySelector('link')?.textContent,
      }));
    }, feed);
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) expect(new URL(item.link!).pathname).toMatch(/^\/en\/(article|realisation)\//);

    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = new URL(src!).pathname;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, card);
    expect(size).toEqual([1200, 630]);
  });
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });
  test('offers in Portuguese: the home page organization, an open job to apply to, a closed offer without a call to action', async ({
    page,
  }) => {
    await page.goto('/pt');
    expect((await jsonLd(page)).map((d) => d['@type'])).toContain('Organization');

    const all = await (await page.request.get('/api/v1/opportunites?inclureFermees=true')).json();
    const job = all.find((o: { categorie: string; statut: string }) => o.categorie === 'Recrutement' && o.statut === 'actif');
    await page.goto(`/pt/opportunite/${job.slug.pt}`);
    expect((await jsonLd(page)).map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'JobPosting']);
    const cta = page.getByTestId('offer-answer');
    await expect(cta).toHaveText('Candidatar-se');
    const href = new URL((await cta.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe(await page.getByRole('heading', { level: 1 }).innerText());

    // The seed's withdrawn offer, the oldest: the back-office tests withdraw offers of their own after the
    // site was built, and the built site rightly does not know about those until its next build.
    const withdrawn = all
      .filter((o: { statut: string }) => o.statut === 'retiré')
      .sort((a: { dateModification: string }, b: { dateModification: string }) => a.dateModification.localeCompare(b.dateModification))[0];
    await page.goto(`/pt/opportunite/${withdrawn.slug.pt}`);
    await expect(page.getByTestId('offer-closed')).toContainText('Esta oferta foi retirada');
    await expect(page.getByTestId('offer-answer')).toHaveCount(0);
    await page.goto('/pt/opportunites');
    await expect(page.getByRole('link', { name: withdrawn.titre.pt })).toHaveCount(0);
  });
});
