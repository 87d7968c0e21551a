// axe-core (WCAG 2.2 A and AA) on every template of the public site, in each language, at a phone's and
// a desktop's width, once every island has hydrated.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TEMPLATES = [
  '/',
  '/qui-sommes-nous',
  '/telecom',
  '/contact',
  '/realisations',
  '/actualites',
  '/opportunites',
  '/recherche',
  '/contact/merci',
  '/newsletter/merci',
  '/newsletter/confirmation',
  '/page-qui-n-existe-pas',
];
// Detail pages are reached from the first card of their list.
const DETAILS = [
  ['/realisations', '/realisation/'],
  ['/actualites', '/article/'],
  ['/opportunites', '/opportunite/'],
] as const;
const LANGS = [
  ['fr', '', 'fr-FR'],
  ['en', '/en', 'en-GB'],
  ['pt', '/pt', 'pt-PT'],
] as const;
const WIDTHS = [390, 1280];

async function hydrate(page: Page) {
  // Islands hydrate when visible, or (the footer's newsletter form) when the visitor reaches for them:
  // bring every one into view and point at it, then wait until none is left unhydrated.
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded().catch(() => {});
    await island.dispatchEvent('pointerover').catch(() => {});
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
}

async function scan(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

// Each page is loaded and hydrated once, then scanned at a phone's width and, resized, at a desktop's: no
// island reads the window's width when it hydrates (the widths differ by CSS alone), so the resized page is
// the one a desktop loads. Six independent tests (a language, half of its pages each), spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The detail pages a list page's first card leads to, found while the list page is scanned. */
const detailOf = (path: string) => DETAILS.find(([list]) => path.endsWith(list))?.[1];
const HALVES = [TEMPLATES.filter((_, i) => i % 2 === 0), TEMPLATES.filter((_, i) => i % 2 === 1)];

for (const [lang, prefix, locale] of LANGS) {
  for (const [half, templates] of HALVES.entries()) {
    test.describe(`${lang}, pages ${half + 1} of 2`, () => {
      test.use({ locale });
      test(`axe finds nothing on its templates in ${lang} at ${WIDTHS.join(' and ')}px (half ${half + 1})`, async ({ page }) => {
        test.setTimeout(240_000);
        const paths = templates.map((p) => `${prefix}${p === '/' ? '' : p}` || '/');
        const found: string[] = [];
        for (let i = 0; i < paths.length; i += 1) {
          const path = paths[i];
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          await page.goto(path);
          await hydrate(page);
          const detail = detailOf(path);
          if (detail) {
            const href = await page.locator(`main a[href*="${detail}"]`).first().getAttribute('href');
            expect(href, `${path} links to a ${detail} page`).toBeTruthy();
            paths.push(href!);
          }
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            found.push(...(await scan(page)).map((v) => `${path} at ${width}px: ${v}`));
          }
        }
        expect(found).toEqual([]);
      });
    });
  }
}
