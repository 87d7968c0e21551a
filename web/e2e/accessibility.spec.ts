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

// Six independent scans: spread over the workers rather than run one after the other on one.
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  for (const [lang, prefix, locale] of LANGS) {
    test.describe(`${lang} at ${width}px`, () => {
      test.use({ locale });
      test(`axe finds nothing on any template in ${lang} at ${width}px`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        const paths = TEMPLATES.map((p) => `${prefix}${p === '/' ? '' : p}` || '/');
        for (const [list, detail] of DETAILS) {
          await page.goto(`${prefix}${list}`);
          const href = await page.locator(`main a[href*="${detail}"]`).first().getAttribute('href');
          expect(href, `${list} links to a ${detail} page`).toBeTruthy();
          paths.push(href!);
        }
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          await hydrate(page);
          found.push(...(await scan(page)).map((v) => `${path}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    });
  }
}
