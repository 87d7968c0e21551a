// Builds hard-link unchanged pages from Astro's cache and write the same bytes once (scripts/linked-output.mjs):
// a link shares its content with the cache and the live site, so a later write must never reach through it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BYTES_ON_DISK,
  isInside,
  linkPreviousPages,
  linkUnchangedOutput,
  pathOf,
  removeUnbuiltLinks,
  wholeBuffer,
} from '../linked-output.mjs';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function folders() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'linked-output-'));
  const cache = path.join(root, 'cache');
  const live = path.join(root, 'builds', 'live');
  const out = path.join(root, 'builds', 'next');
  for (const dir of [path.join(cache, 'dist', 'article'), path.join(live, 'article'), path.join(out, 'article')])
    fs.mkdirSync(dir, { recursive: true });
  return { root, cache, live, out };
}

const inode = (file: string) => fs.statSync(file).ino;

describe('linkUnchangedOutput', () => {
  it('restores a page from the cache as a hard link, given paths or file: URLs as Astro passes them', async () => {
    const { cache, out } = folders();
    fs.writeFileSync(path.join(cache, 'dist', 'article', 'a.html'), 'A');
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    await fs.promises.copyFile(
      pathToFileURL(path.join(cache, 'dist', 'article', 'a.html')),
      pathToFileURL(path.join(out, 'article', 'a.html')),
    );
    expect(inode(path.join(out, 'article', 'a.html'))).toBe(inode(path.join(cache, 'dist', 'article', 'a.html')));
    expect(fs.readFileSync(path.join(out, 'article', 'a.html'), 'utf8')).toBe('A');
    // Over a file already there, too.
    fs.writeFileSync(path.join(out, 'b.html'), 'stale');
    await fs.promises.copyFile(path.join(cache, 'dist', 'article', 'a.html'), path.join(out, 'b.html'));
    expect(inode(path.join(out, 'b.html'))).toBe(inode(path.join(cache, 'dist', 'article', 'a.html')));
  });

  it('leaves the live build whole when the next build re-renders a page it shares with the cache', async () => {
    const { cache, live, out } = folders();
    const cached = path.join(cache, 'dist', 'article', 'a.html');
    fs.writeFileSync(cached, 'old');
    // The live build got its page from the cache by link in the previous build.
    restore = linkUnchangedOutput({ outDir: live, cacheDir: cache });
    await fs.promises.copyFile(cached, path.join(live, 'article', 'a.html'));
    restore();
    // The next build renders the page again: Astro writes the page and its new cache copy.
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    await fs.promises.writeFile(path.join(out, 'article', 'a.html'), 'new');
    await fs.promises.writeFile(pathToFileURL(cached), 'new');
    expect(fs.readFileSync(path.join(live, 'article', 'a.html'), 'utf8')).toBe('old');
    expect(fs.readFileSync(cached, 'utf8')).toBe('new');
    expect(fs.readFileSync(path.join(out, 'article', 'a.html'), 'utf8')).toBe('new');
  });

  it('copies files from elsewhere, and writes appends and files outside both folders as usual', async () => {
    const { root, cache, out } = folders();
    const other = path.join(root, 'other.txt');
    fs.writeFileSync(other, 'x');
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    await fs.promises.copyFile(other, path.join(out, 'copy.txt'));
    expect(inode(path.join(out, 'copy.txt'))).not.toBe(inode(other));
    await fs.promises.writeFile(path.join(out, 'copy.txt'), 'y', { flag: 'a' });
    expect(fs.readFileSync(path.join(out, 'copy.txt'), 'utf8')).toBe('xy');
    fs.linkSync(other, path.join(root, 'other-link.txt'));
    await fs.promises.writeFile(other, 'z');
    expect(fs.readFileSync(path.join(root, 'other-link.txt'), 'utf8')).toBe('z');
  });

  it('puts fs back', async () => {
    const { cache, out } = folders();
    const copyFile = fs.promises.copyFile;
    linkUnchangedOutput({ outDir: out, cacheDir: cache })();
    expect(fs.promises.copyFile).toBe(copyFile);
    expect((globalThis as Record<symbol, unknown>)[BYTES_ON_DISK]).toBeUndefined();
  });

  it('installs once: a second install (the integration under the runner) changes nothing and restores nothing', async () => {
    const { cache, out } = folders();
    const writeFile = fs.promises.writeFile;
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    const linked = fs.promises.writeFile;
    linkUnchangedOutput({ outDir: out, cacheDir: cache })();
    expect(fs.promises.writeFile).toBe(linked);
    restore();
    restore = undefined;
    expect(fs.promises.writeFile).toBe(writeFile);
  });
});

describe('folders made once', () => {
  it('makes a folder once, and again after a removal under the two folders', async () => {
    const { cache, out } = folders();
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    const dir = path.join(out, 'realisation');
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.mkdir(dir, { recursive: true });
    expect(fs.statSync(dir).isDirectory()).toBe(true);
    await fs.promises.rm(dir, { recursive: true, force: true });
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'r.html'), 'ok');
    expect(fs.readFileSync(path.join(dir, 'r.html'), 'utf8')).toBe('ok');
  });
});

describe('the same bytes written once', () => {
  it("links a page's cache copy to the page just written, as Astro writes both from one buffer", async () => {
    const { cache, out } = folders();
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    // Astro's build: `Buffer.from(await response.arrayBuffer())`, a Buffer over the whole response.
    const body = Buffer.from(new TextEncoder().encode('<h1>Fibre</h1>').buffer);
    const page = path.join(out, 'article', 'a.html');
    const copy = path.join(cache, 'dist', 'article', 'a.html');
    await fs.promises.writeFile(page, body);
    await fs.promises.writeFile(pathToFileURL(copy), body);
    expect(inode(copy)).toBe(inode(page));
    expect(fs.readFileSync(copy, 'utf8')).toBe('<h1>Fibre</h1>');
  });

  it('links a buffer read from elsewhere (a cached share image) to its file, not a part of a buffer nor a stale file', async () => {
    const { root, cache, out } = folders();
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    const registry = (globalThis as Record<symbol, WeakMap<ArrayBufferLike, string>>)[BYTES_ON_DISK];
    const card = path.join(root, 'card.jpg');
    fs.writeFileSync(card, Buffer.alloc(65536, 7));
    // As a card read from its cache: a file of 60 KB is read into a buffer of its own.
    const data = fs.readFileSync(card);
    expect(wholeBuffer(data)).not.toBeNull();
    registry.set(wholeBuffer(data)!, card);
    await fs.promises.writeFile(path.join(out, 'card.jpg'), data);
    expect(inode(path.join(out, 'card.jpg'))).toBe(inode(card));
    // A view of part of a buffer is written: its bytes are not the file's.
    await fs.promises.writeFile(path.join(out, 'part.jpg'), data.subarray(0, 10));
    expect(inode(path.join(out, 'part.jpg'))).not.toBe(inode(card));
    expect(fs.statSync(path.join(out, 'part.jpg')).size).toBe(10);
    // The file was replaced by other bytes since: written, not linked.
    fs.rmSync(card);
    fs.writeFileSync(card, 'another card');
    await fs.promises.writeFile(path.join(out, 'again.jpg'), data);
    expect(inode(path.join(out, 'again.jpg'))).not.toBe(inode(card));
    expect(fs.readFileSync(path.join(out, 'again.jpg'))).toEqual(data);
  });

  it('a later write into a linked file replaces it: the file it was linked to keeps its bytes', async () => {
    const { cache, out } = folders();
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    const body = Buffer.from(new TextEncoder().encode('first').buffer);
    const page = path.join(out, 'article', 'a.html');
    const copy = path.join(cache, 'dist', 'article', 'a.html');
    await fs.promises.writeFile(page, body);
    await fs.promises.writeFile(copy, body);
    expect(inode(copy)).toBe(inode(page));
    await fs.promises.writeFile(page, 'second');
    expect(fs.readFileSync(copy, 'utf8')).toBe('first');
  });
});

describe('linkPreviousPages', () => {
  /** A cache as Astro leaves it: its manifest (URL-encoded paths) and a copy of each keyed page. */
  function cacheWith(cache: string, files: Record<string, string>) {
    const paths: Record<string, { cacheKey: string; outputFile: string }> = {};
    for (const [file, body] of Object.entries(files)) {
      const target = path.join(cache, 'dist', file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
      paths[`/${file}`] = { cacheKey: 'k', outputFile: encodeURI(file) };
    }
    fs.writeFileSync(
      path.join(cache, 'incremental-build.json'),
      JSON.stringify({ version: 1, routes: { 'src/pages/x.astro': { dependencyHash: 'h', paths } } }),
    );
  }

  it('links every page of the previous build into the output folder, leaving a file already there alone', async () => {
    const { cache, out } = folders();
    cacheWith(cache, { 'article/a.html': 'A', 'pt/artigo/ção.html': 'Ç', 'og/a.jpg': 'J' });
    fs.writeFileSync(path.join(out, 'article', 'a.html'), 'rendered meanwhile');
    expect((await linkPreviousPages({ outDir: out, cacheDir: cache })).size).toBe(2);
    expect(fs.readFileSync(path.join(out, 'article', 'a.html'), 'utf8')).toBe('rendered meanwhile');
    expect(inode(path.join(out, 'pt', 'artigo', 'ção.html'))).toBe(inode(path.join(cache, 'dist', 'pt', 'artigo', 'ção.html')));
    expect(inode(path.join(out, 'og', 'a.jpg'))).toBe(inode(path.join(cache, 'dist', 'og', 'a.jpg')));
  });

  it('links nothing without a manifest, and nothing outside the two folders', async () => {
    const { root, cache, out } = folders();
    expect((await linkPreviousPages({ outDir: out, cacheDir: cache })).size).toBe(0);
    fs.writeFileSync(path.join(root, 'secret.txt'), 's');
    fs.writeFileSync(
      path.join(cache, 'incremental-build.json'),
      JSON.stringify({ routes: { r: { paths: { '/x': { outputFile: '../../secret.txt' } } } } }),
    );
    expect((await linkPreviousPages({ outDir: out, cacheDir: cache })).size).toBe(0);
    expect(fs.readdirSync(path.join(root, 'builds'))).toEqual(['live', 'next']);
  });

  it('a page the build drops from its cache leaves the output folder too', async () => {
    const { cache, out } = folders();
    cacheWith(cache, { 'article/gone.html': 'G', 'article/kept.html': 'K' });
    await linkPreviousPages({ outDir: out, cacheDir: cache });
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    // Astro's pruning of a page no route lists any more (IncrementalBuildCache.deleteOutputFile).
    await fs.promises.rm(new URL('article/gone.html', pathToFileURL(path.join(cache, 'dist') + path.sep)), { force: true });
    expect(fs.existsSync(path.join(out, 'article', 'gone.html'))).toBe(false);
    expect(fs.existsSync(path.join(cache, 'dist', 'article', 'gone.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'article', 'kept.html'), 'utf8')).toBe('K');
  });
});

describe('removeUnbuiltLinks', () => {
  it('removes the pages linked ahead that the build neither kept nor wrote again, whatever became of the manifest', async () => {
    const { cache, out } = folders();
    const write = (file: string, body: string) => {
      fs.mkdirSync(path.dirname(path.join(cache, 'dist', file)), { recursive: true });
      fs.writeFileSync(path.join(cache, 'dist', file), body);
    };
    for (const file of ['article/kept.html', 'article/gone.html', 'sitemap.xml']) write(file, file);
    const manifest = (files: string[]) =>
      fs.writeFileSync(
        path.join(cache, 'incremental-build.json'),
        JSON.stringify({
          version: 1,
          routes: { r: { dependencyHash: 'h', paths: Object.fromEntries(files.map((f) => [`/${f}`, { cacheKey: 'k', outputFile: f }])) } },
        }),
      );
    manifest(['article/kept.html', 'article/gone.html', 'sitemap.xml']);
    const linked = await linkPreviousPages({ outDir: out, cacheDir: cache });
    expect(linked.size).toBe(3);
    // The build: the sitemap written again without a key, gone.html no longer made, kept.html kept.
    restore = linkUnchangedOutput({ outDir: out, cacheDir: cache });
    await fs.promises.writeFile(path.join(out, 'sitemap.xml'), 'new sitemap');
    manifest(['article/kept.html']);
    expect(await removeUnbuiltLinks({ outDir: out, cacheDir: cache, linked })).toBe(1);
    expect(fs.existsSync(path.join(out, 'article', 'gone.html'))).toBe(false);
    expect(fs.readFileSync(path.join(out, 'article', 'kept.html'), 'utf8')).toBe('article/kept.html');
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toBe('new sitemap');
  });
});

describe('path helpers', () => {
  it('reads strings and file: URLs, nothing else', () => {
    expect(pathOf('/a/b')).toBe('/a/b');
    expect(pathOf(pathToFileURL('/a/b c'))).toBe('/a/b c');
    expect(pathOf(3)).toBeNull();
  });

  it('tells a file inside a folder from a sibling folder with the same prefix', () => {
    expect(isInside('/s/dist/a.html', ['/s/dist'])).toBe(true);
    expect(isInside('/s/dist-old/a.html', ['/s/dist'])).toBe(false);
  });
});
