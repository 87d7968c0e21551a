import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ogImageKey, ogImagePath } from '../../src/lib/og/paths';
import { escapeMarkup, fitTitle } from '../../src/lib/og/text';
import { fetchUrl, pickSource } from '../../src/lib/og/source';
import { STALE_KEY, cacheKey, markStale, pruneCache, readCached, writeCached } from '../../src/lib/og/cache';
import { ogImage, ogIncomplete } from '../../src/lib/og/image';
import { preparePicture, renderCard } from '../../src/lib/og/render';
import { coverCrop, significantFocal } from '../../src/lib/og/crop';

describe('ogImageKey', () => {
  it('gives the static and detail pages their own card, in their language', () => {
    expect(ogImagePath('/')).toBe('/og/index.jpg');
    expect(ogImagePath('/en')).toBe('/og/en/index.jpg');
    expect(ogImagePath('/telecom')).toBe('/og/telecom.jpg');
    expect(ogImagePath('/pt/contact')).toBe('/og/pt/contact.jpg');
    expect(ogImagePath('/article/la-fibre')).toBe('/og/article/la-fibre.jpg');
    expect(ogImagePath('/en/opportunite/tender')).toBe('/og/en/opportunite/tender.jpg');
  });
  it("gives later list pages their list's card and the other pages their home page's", () => {
    expect(ogImageKey('/actualites/3')).toBe('actualites');
    expect(ogImageKey('/en/realisations/2')).toBe('en/realisations');
    expect(ogImageKey('/articles')).toBe('actualites');
    expect(ogImageKey('/404')).toBe('index');
    expect(ogImageKey('/pt/newsletter/confirmation')).toBe('pt/index');
    expect(ogImageKey('/enfin')).toBe('index');
  });
});

describe('share card text', () => {
  it('escapes Pango markup', () => {
    expect(escapeMarkup('R&D <b>"x"</b>')).toBe('R&amp;D &lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });
  it('cuts long titles on a word with an ellipsis', () => {
    expect(fitTitle('  Un   titre court ')).toBe('Un titre court');
    const cut = fitTitle('mot '.repeat(60), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/mot…$/);
    expect(fitTitle('x'.repeat(200), 50)).toBe(`${'x'.repeat(49)}…`);
  });
});

describe('pickSource', () => {
  const media = {
    url: '/uploads/big.jpg',
    width: 4000,
    height: 2500,
    alt: '',
    formats: {
      small: { url: '/uploads/small_big.jpg', width: 640, height: 400 },
      large: { url: '/uploads/large_big.jpg', width: 1280, height: 800 },
      medium: { url: '/uploads/medium_big.jpg', width: 960, height: 600 },
    },
  };
  it('takes the smallest format that covers the slot', () => {
    expect(pickSource(media, null, 540, 630)).toBe('/uploads/large_big.jpg');
    expect(pickSource(media, null, 300, 300)).toBe('/uploads/small_big.jpg');
    expect(pickSource(media, null, 5000, 5000)).toBe('/uploads/big.jpg');
  });
  it('falls back on the path, and on nothing', () => {
    expect(pickSource(null, '/uploads/x.png', 1, 1)).toBe('/uploads/x.png');
    expect(pickSource(null, null, 1, 1)).toBeNull();
  });
});

describe('fetchUrl', () => {
  const origins = { cms: 'http://127.0.0.1:1337/' };
  it('fetches uploads from the CMS, or from the bucket as the CDN proxies them', () => {
    expect(fetchUrl('/uploads/a.jpg', origins)).toBe('http://127.0.0.1:1337/uploads/a.jpg');
    expect(fetchUrl('/uploads/a.jpg', { ...origins, uploads: 'https://bucket.example/site/' })).toBe('https://bucket.example/site/a.jpg');
    expect(fetchUrl('http://127.0.0.1:1337/uploads/a.jpg', origins)).toBe('http://127.0.0.1:1337/uploads/a.jpg');
  });
  it('never fetches from a host an editor typed', () => {
    expect(fetchUrl('https://evil.example/a.jpg', origins)).toBeNull();
    expect(fetchUrl('//evil.example/a.jpg', origins)).toBeNull();
    expect(fetchUrl('file:///etc/passwd', origins)).toBeNull();
    expect(fetchUrl('not a url', origins)).toBeNull();
  });
});

describe('share image cache', () => {
  it('keys by every input, and keeps, finds and prunes cards', () => {
    expect(cacheKey({ a: 1, t: 'x' })).toBe(cacheKey({ a: 1, t: 'x' }));
    expect(cacheKey({ a: 1, t: 'x' })).not.toBe(cacheKey({ a: 1, t: 'y' }));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-'));
    expect(readCached(dir, 'k')).toBeNull();
    writeCached(dir, 'k', Buffer.from('jpeg'));
    expect(readCached(dir, 'k')?.toString()).toBe('jpeg');
    expect(fs.readdirSync(dir)).toEqual(['k.jpg']);
    expect(pruneCache(dir, 30)).toBe(0);
    expect(pruneCache(dir, 30, Date.now() + 31 * 86_400_000)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });

  it('tells a build that links repeated writes where a card it hands on is on disk (scripts/linked-output.mjs)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-'));
    const registry = new WeakMap<ArrayBufferLike, string>();
    const key = Symbol.for('teranga.bytesOnDisk');
    (globalThis as Record<symbol, unknown>)[key] = registry;
    try {
      const drawn = Buffer.from(new Uint8Array(65536).fill(7).buffer);
      writeCached(dir, 'drawn', drawn);
      expect(registry.get(drawn.buffer)).toBe(path.join(dir, 'drawn.jpg'));
      const read = readCached(dir, 'drawn')!;
      expect(registry.get(read.buffer)).toBe(path.join(dir, 'drawn.jpg'));
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('a card drawn without its picture', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    ogIncomplete.clear();
  });

  it('is kept by neither cache: the build names it, and the manifest entry of its file no longer matches', async () => {
    // A CMS that has lost the picture (or cannot answer for it right now).
    const server = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-incomplete-'));
    try {
      vi.stubEnv('CMS_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const cards = path.join(dir, 'cards');
      vi.stubEnv('OG_CACHE_DIR', cards);
      const card = { title: 'Fibre à Keur Massar', kicker: 'Actualités', footer: 'Teranga Services' };
      const image = await ogImage({ key: 'article/fibre', card, picture: '/uploads/medium_fibre.png' });
      expect((await sharp(image).metadata()).width).toBe(1200);
      expect(fs.existsSync(cards) ? fs.readdirSync(cards) : []).toEqual([]);
      expect([...ogIncomplete]).toEqual(['og/article/fibre.jpg']);

      const manifest = path.join(dir, 'incremental-build.json');
      const entry = (file: string) => ({ cacheKey: 'k', outputFile: file });
      fs.writeFileSync(
        manifest,
        JSON.stringify({
          version: 1,
          routes: {
            'src/pages/og/[...path].jpg.ts': {
              paths: { '/og/article/fibre.jpg': entry('og/article/fibre.jpg'), '/og/index.jpg': entry('og/index.jpg') },
            },
            'src/pages/article/[slug].astro': { paths: { '/article/fibre': entry('article/fibre.html') } },
          },
        }),
      );
      expect(markStale(manifest, ogIncomplete)).toBe(1);
      const routes = JSON.parse(fs.readFileSync(manifest, 'utf8')).routes;
      expect(routes['src/pages/og/[...path].jpg.ts'].paths['/og/article/fibre.jpg'].cacheKey).toBe(STALE_KEY);
      expect(routes['src/pages/og/[...path].jpg.ts'].paths['/og/index.jpg'].cacheKey).toBe('k');
      expect(routes['src/pages/article/[slug].astro'].paths['/article/fibre'].cacheKey).toBe('k');
      // No manifest (a first build): nothing to mark.
      expect(markStale(path.join(dir, 'missing.json'), ogIncomplete)).toBe(0);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('renderCard', () => {
  const card = {
    title: 'Recrutement : 12 techniciens fibre optique et radio pour Dakar et les régions, ça démarre',
    kicker: 'Opportunités',
    footer: 'Teranga Services · example.sn',
  };

  it('draws a 1200×630 JPEG under 300 KB from a detailed photo', async () => {
    // Noise is the worst case for JPEG size.
    const noise = Buffer.alloc(1600 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 1600, height: 1000, channels: 3 } })
      .jpeg()
      .toBuffer();
    const image = await renderCard(card, photo);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(image.length).toBeLessThan(300 * 1024);
  });

  it('draws the card without a picture, and with a very long title', async () => {
    const image = await renderCard({ ...card, title: 'Anticonstitutionnellement '.repeat(12) }, null);
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('refuses a picture that is not an image', async () => {
    await expect(renderCard(card, Buffer.from('<html>not an image</html>'))).rejects.toThrow();
  });
});

describe('coverCrop', () => {
  it('fills the frame and places it as CSS object-position would', () => {
    // 2000×1000 into 540×630: scaled to 1260×630, 720 px to spare across.
    expect(coverCrop({ width: 2000, height: 1000 }, { width: 540, height: 630 }, null)).toEqual({
      width: 1260,
      height: 630,
      left: 360,
      top: 0,
    });
    expect(coverCrop({ width: 2000, height: 1000 }, { width: 540, height: 630 }, { x: 0, y: 50 }).left).toBe(0);
    expect(coverCrop({ width: 2000, height: 1000 }, { width: 540, height: 630 }, { x: 100, y: 50 }).left).toBe(720);
    expect(coverCrop({ width: 2000, height: 1000 }, { width: 540, height: 630 }, { x: 25, y: 90 })).toEqual({
      width: 1260,
      height: 630,
      left: 180,
      top: 0,
    });
    // A tall picture moves up and down; out-of-range points are held to the edges.
    expect(coverCrop({ width: 600, height: 1800 }, { width: 540, height: 630 }, { x: 50, y: 100 })).toEqual({
      width: 540,
      height: 1620,
      left: 0,
      top: 990,
    });
    expect(coverCrop({ width: 600, height: 1800 }, { width: 540, height: 630 }, { x: -20, y: 140 }).top).toBe(990);
  });

  it('keys a card by its focal point only when it moves the crop', () => {
    expect(significantFocal({ x: 50, y: 50 })).toBeUndefined();
    expect(significantFocal(null)).toBeUndefined();
    expect(significantFocal({ x: 20, y: 50 })).toEqual({ x: 20, y: 50 });
  });
});

describe('a share card with a focal point', () => {
  it('shows the part of the picture the editor chose', async () => {
    // Red on the left half, blue on the right: the right edge of the card shows one or the other.
    const width = 2000;
    const pixels = Buffer.alloc(width * 630 * 3);
    for (let i = 0; i < width * 630; i++) pixels.set(i % width < width / 2 ? [220, 20, 20] : [20, 20, 220], i * 3);
    const photo = await sharp(pixels, { raw: { width, height: 630, channels: 3 } })
      .png()
      .toBuffer();
    const edge = async (focal: { x: number; y: number } | null) => {
      const card = await renderCard(
        { title: 'Pylône', kicker: 'Réalisations', footer: 'Teranga Services' },
        await preparePicture(photo, 'Teranga Services', focal),
      );
      const { data } = await sharp(card).extract({ left: 1180, top: 300, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return data[0] > data[2] ? 'red' : 'blue';
    };
    expect(await edge({ x: 0, y: 50 })).toBe('red');
    expect(await edge({ x: 100, y: 50 })).toBe('blue');
    expect(await edge(null)).toBe('blue');
  });
});
