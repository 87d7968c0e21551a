// The rebuild worker's builds hard-link unchanged pages from Astro's cache (scripts/linked-output.mjs): a
// link shares its content with the cache and the live site, so a later write must never reach through it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isInside, linkUnchangedOutput, pathOf } from '../linked-output.mjs';

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
