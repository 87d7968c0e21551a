// The back-office shells in the built site: client-only pages at /admin and /conseiller, never
// indexed nor in the sitemap, with absolute asset URLs (the SPA fallback serves them at any depth);
// and no public page loads any back-office code.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../../dist'));

/** Strings only the back-office's own modules contain (api/client.ts, session/AuthProvider.tsx). */
const BACKOFFICE_MARKERS = ['useAuth doit être utilisé dans AuthProvider', '/auth/rafraichir'];

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The JS a page can load: module scripts, inline imports, modulepreloads, island components and renderers. */
function scriptsOf(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]+\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
    ...[...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [
      ...m[1].matchAll(/(?:from\s*|import\s*(?:\(\s*)?)["'](\/_astro\/[^"']+\.js)["']/g),
    ]),
  ].map((m) => m[1]);
  return [...new Set(urls.filter((url) => url.startsWith('/_astro/')))];
}

const closureCache = new Map<string, Set<string>>();
/** Every file a script reaches through static or dynamic imports. */
function closure(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const file = path.join(dist, url);
  if (!fs.existsSync(file)) return seen;
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s*)["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g)) {
    closure(new URL(m[1], `http://x${url}`).pathname, seen);
  }
  // Vite's preload helper lists lazy dependencies as plain strings.
  for (const m of code.matchAll(/["'](_astro\/[^"']+\.js|\.\/[^"']+\.js)["']/g))
    closure(new URL(m[1].startsWith('_astro') ? `/${m[1]}` : m[1], `http://x${url}`).pathname, seen);
  return seen;
}
function loadedCode(html: string): string {
  const files = new Set<string>();
  for (const url of scriptsOf(html)) {
    if (!closureCache.has(url)) closureCache.set(url, closure(url));
    for (const f of closureCache.get(url)!) files.add(f);
  }
  return [...files].map((f) => (fs.existsSync(path.join(dist, f)) ? fs.readFileSync(path.join(dist, f), 'utf8') : '')).join('\n');
}

describe('the back-office shells', () => {
  for (const [file, title] of [
    ['admin.html', 'Administration'],
    ['conseiller.html', 'Espace conseiller'],
  ] as const) {
    it(`${file}: client-only, noindex, a loading text, absolute asset URLs, the app's code`, () => {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).toContain(`<title>${title} — Teranga Services</title>`);
      expect(html).toMatch(/<div id="bo-root">\s*<p[^>]*>Chargement\.\.\.<\/p>/);
      expect(html).not.toContain('<header class="site-header');
      expect(html).not.toContain('class="curtain"');
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]))
        expect(src, `${file}: ${src}`).toMatch(/^(\/|https?:|#|data:)/);
      const code = loadedCode(html);
      for (const marker of BACKOFFICE_MARKERS) expect(code).toContain(marker);
    });
  }

  it('are the SPA fallback of every path under /admin and /conseiller (netlify.toml)', async () => {
    const { loadSiteRules, routeFor } = await import('../../../scripts/site-rules.mjs');
    const rules = loadSiteRules();
    const exists = (p: string) => fs.existsSync(path.join(dist, p === '/' ? 'index.html' : `${p.slice(1)}.html`));
    for (const [deep, shell] of [
      ['/admin/articles/modifier/abc', '/admin.html'],
      ['/conseiller/realisations/creer', '/conseiller.html'],
    ]) {
      const hit = routeFor(rules, deep, exists);
      expect(hit?.target, deep).toBe(shell);
      expect(hit?.rule.status, deep).toBe(200);
      expect(fs.existsSync(path.join(dist, shell.slice(1))), shell).toBe(true);
    }
  });

  it('are not in the sitemap', () => {
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\/(admin|conseiller)([</"])/);
  });

  it('no public page loads back-office code', () => {
    const pages = htmlFiles(dist).filter((f) => !/\/(?:admin|conseiller)\.html$/.test(f));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const code = loadedCode(fs.readFileSync(page, 'utf8'));
      for (const marker of BACKOFFICE_MARKERS)
        expect(code.includes(marker), `${path.relative(dist, page)} loads back-office code`).toBe(false);
    }
  });
});
