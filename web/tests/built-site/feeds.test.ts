// The RSS feeds of the built site, read with a real XML parser: one per language, announced in every
// page's head, items newest first with absolute links to the pages of that language.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LANGS, localizePath } from '../../src/lib/languages';
import { allPages, dist, exists, page } from './dist';

const feeds = Object.fromEntries(
  LANGS.map((lang) => {
    const file = path.join(dist, localizePath(lang, '/rss.xml').slice(1));
    const xml = fs.readFileSync(file, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'category' }).parse(xml).rss
      .channel;
    return [
      lang,
      { xml, channel, items: channel.item as Array<{ title: string; link: string; pubDate: string; description: string; guid: unknown }> },
    ];
  }),
) as unknown as Record<
  (typeof LANGS)[number],
  {
    xml: string;
    channel: { language: string; title: string };
    items: Array<{ title: string; link: string; pubDate: string; description: string }>;
  }
>;

describe('RSS feeds', () => {
  it.each(LANGS)('the %s feed is RSS 2.0 in its language with articles and realisations', (lang) => {
    const { xml, channel, items } = feeds[lang];
    expect(xml).toMatch(/<rss version="2.0"/);
    expect(channel.language).toBe(lang);
    expect(channel.title).toBeTruthy();
    expect(items.length).toBeGreaterThan(2);
    const kinds = new Set(items.map((i) => new URL(i.link).pathname.replace(/^\/(en|pt)/, '').split('/')[1]));
    expect(kinds).toEqual(new Set(['article', 'realisation']));
  });

  it.each(LANGS)(
    'the %s items are newest first, with absolute links to existing pages of that language and plain-text descriptions',
    (lang) => {
      const { items } = feeds[lang];
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const item of items) {
        const url = new URL(item.link);
        expect(url.protocol).toMatch(/^https?:$/);
        expect(url.pathname.startsWith(lang === 'fr' ? '/' : `/${lang}/`)).toBe(true);
        if (lang === 'fr') expect(url.pathname).not.toMatch(/^\/(en|pt)\//);
        expect(exists(url.pathname), url.pathname).toBe(true);
        expect(page(url.pathname).querySelector('h1')?.textContent?.trim()).toBe(item.title);
        expect(item.description).toBeTruthy();
        expect(item.description).not.toMatch(/[<>]/);
      }
    },
    60_000,
  );

  it('every page announces the feed of its language', () => {
    for (const urlPath of allPages().filter((p) => !p.startsWith('/admin') && !p.startsWith('/conseiller'))) {
      const lang = urlPath.match(/^\/(en|pt)(\/|$)/)?.[1] ?? 'fr';
      const link = page(urlPath).querySelector('head link[rel="alternate"][type="application/rss+xml"]');
      expect(link, urlPath).not.toBeNull();
      expect(new URL(link!.getAttribute('href') as string).pathname, urlPath).toBe(localizePath(lang as 'fr', '/rss.xml'));
    }
  }, 120_000);
});
