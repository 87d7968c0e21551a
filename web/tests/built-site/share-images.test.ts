// Every page shares a card: og:image is a 1200×630 JPEG under 300 KB that the build wrote, with its size,
// type and alt text announced, and a large Twitter card. Detail pages each have their own.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allPages, dist, page } from './dist';

const publicPages = allPages().filter((p) => !/^\/(?:admin|conseiller)/.test(p));
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content');

describe('share images', () => {
  it('every page announces a 1200×630 card with its alt text and a large Twitter card', () => {
    for (const urlPath of publicPages) {
      const doc = page(urlPath);
      expect(meta(doc, 'og:image'), urlPath).toMatch(/^https?:\/\/[^/]+\/og\/.+\.jpg$/);
      expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height'), meta(doc, 'og:image:type')], urlPath).toEqual([
        '1200',
        '630',
        'image/jpeg',
      ]);
      expect(meta(doc, 'og:image:alt')?.trim(), urlPath).toBeTruthy();
      expect(meta(doc, 'twitter:card'), urlPath).toBe('summary_large_image');
    }
  });

  it('every card announced is a JPEG of exactly 1200×630 under 300 KB', async () => {
    const images = new Set(publicPages.map((p) => new URL(meta(page(p), 'og:image') as string).pathname));
    expect(images.size).toBeGreaterThan(10);
    for (const image of images) {
      const file = path.join(dist, image);
      expect(fs.existsSync(file), image).toBe(true);
      const { format, width, height } = await sharp(file).metadata();
      expect([format, width, height], image).toEqual(['jpeg', 1200, 630]);
      expect(fs.statSync(file).size, image).toBeLessThan(300 * 1024);
    }
  }, 120_000);

  it('each detail page has its own card, named after the page', () => {
    const details = publicPages.filter((p) => /\/(?:article|realisation|opportunite)\//.test(p));
    expect(details.length).toBeGreaterThan(0);
    for (const urlPath of details) expect(new URL(meta(page(urlPath), 'og:image') as string).pathname).toBe(`/og${urlPath}.jpg`);
  }, 60_000);
});
