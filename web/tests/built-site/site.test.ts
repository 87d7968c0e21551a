// Walks the built site (run after `pnpm build`; WEB_OUT_DIR when built elsewhere): every route in each language exists, with the right
// <html lang>, canonical, reciprocal hreflang alternates, title/description/Open Graph, and no raw i18n key.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { LANGS, localizePath, type Lang } from '../../src/lib/languages';
import { STATIC_PAGES } from '../../src/lib/routes';

const dist = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../../dist'));
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No built site in ${dist}: run \`pnpm --filter web build\` first.`);

const fileFor = (urlPath: string) => path.join(dist, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
const read = (urlPath: string) => fs.readFileSync(fileFor(urlPath), 'utf8');
const langOfPath = (urlPath: string): Lang => (urlPath.match(/^\/(en|pt)(\/|$)/)?.[1] as Lang) ?? 'fr';
const pathOf = (href: string) => new URL(href).pathname;

function head(html: string) {
  const attr = (re: RegExp) => html.match(re)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2])]),
  );
  return {
    lang: attr(/<html lang="(\w+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    alternates,
  };
}

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^<>]+>/g, ' ');
const keys = Object.keys(fr);

const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1]));
const detailPaths = sitemapPaths.filter((p) => /\/(?:article|realisation|opportunite)\//.test(p));
// Pages 2… of long lists (/actualites/2, /en/realisations/3…): none with the demo content, thousands of items in a corpus build.
const laterListPaths = sitemapPaths.filter((p) => /\/(?:actualites|realisations|opportunites)\/\d+$/.test(p));
const pagePaths = [
  ...STATIC_PAGES.flatMap((p) => LANGS.map((lang) => localizePath(lang, p))),
  ...LANGS.map((lang) => localizePath(lang, '/articles')),
  ...laterListPaths,
  ...detailPaths,
];

describe('built site', () => {
  it('holds every public route in each language, with details of each kind', () => {
    for (const kind of ['article', 'realisation', 'opportunite']) {
      for (const lang of LANGS) {
        expect(
          detailPaths.some((p) => langOfPath(p) === lang && p.includes(`/${kind}/`)),
          `${kind} in ${lang}`,
        ).toBe(true);
      }
    }
    const missing = pagePaths.filter((p) => !fs.existsSync(fileFor(p)));
    expect(missing).toEqual([]);
  });

  it.each(pagePaths)('%s has its language, canonical, metadata and reciprocal alternates', (urlPath) => {
    const html = read(urlPath);
    const meta = head(html);
    const lang = langOfPath(urlPath);
    expect(meta.lang).toBe(lang);
    expect(meta.title?.trim()).toBeTruthy();
    expect(meta.description?.trim()).toBeTruthy();
    expect(meta.ogTitle?.trim()).toBeTruthy();
    expect(meta.canonical).toBeTruthy();
    expect(Object.keys(meta.alternates).sort()).toEqual(['en', 'fr', 'pt', 'x-default']);
    expect(meta.alternates[lang]).toBe(urlPath);
    expect(meta.alternates['x-default']).toBe(meta.alternates.fr);
    for (const other of LANGS) {
      const target = meta.alternates[other];
      expect(fs.existsSync(fileFor(target)), `${urlPath} → ${target}`).toBe(true);
      expect(head(read(target)).alternates, `${target} points back`).toEqual(meta.alternates);
    }
  });

  it.each(pagePaths)('%s shows no raw i18n key', (urlPath) => {
    const text = visibleText(read(urlPath));
    const leaked = keys.filter((key) => text.includes(key));
    expect(leaked).toEqual([]);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
  });

  it('has a 404 page per language with the spec text', () => {
    expect(visibleText(fs.readFileSync(path.join(dist, 'en/404.html'), 'utf8'))).toContain(
      'Oops! The page you are looking for does not exist.',
    );
    for (const file of ['404.html', 'en/404.html', 'pt/404.html']) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(html).toContain('404');
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  it('has the newsletter landing pages and robots.txt', () => {
    for (const lang of LANGS) {
      for (const action of ['confirmation', 'desabonnement'])
        expect(fs.existsSync(fileFor(localizePath(lang, `/newsletter/${action}`)))).toBe(true);
    }
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });

  it('lists every page of the sitemap with its three alternates', () => {
    expect(sitemapPaths.length).toBe(pagePaths.length - LANGS.length);
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(sitemapPaths.length);
  });
});
