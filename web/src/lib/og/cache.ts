// A persistent cache of rendered share images, keyed by the hash of everything a card is drawn from
// (renderer version, texts, picture address), so a build renders only the cards whose inputs changed.
// Files are written whole then renamed: two builds at once (the rebuild worker) never read half a file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ogCacheDir = () => process.env.OG_CACHE_DIR || path.join(process.cwd(), 'node_modules/.astro/og-images');

export function cacheKey(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 40);
}

/**
 * Tells a build that links repeated writes (scripts/linked-output.mjs) that `data` is the content of
 * `file`: the card's copy in the output folder is then a link to its cached file, not 60 KB written again.
 */
function onDisk(data: Buffer, file: string): void {
  const registry = (globalThis as Record<symbol, WeakMap<ArrayBufferLike, string> | undefined>)[Symbol.for('teranga.bytesOnDisk')];
  if (registry && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) registry.set(data.buffer, file);
}

export function readCached(dir: string, key: string): Buffer | null {
  const file = path.join(dir, `${key}.jpg`);
  try {
    const data = fs.readFileSync(file);
    onDisk(data, file);
    // Used again: pruning goes by modification time.
    const now = new Date();
    fs.utimes(file, now, now, () => {});
    return data;
  } catch {
    return null;
  }
}

export function writeCached(dir: string, key: string, data: Buffer): void {
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${key}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, path.join(dir, `${key}.jpg`));
  onDisk(data, path.join(dir, `${key}.jpg`));
}

/** Removes the images no build has used for `maxAgeDays` (items deleted or changed long ago); returns how many. */
export function pruneCache(dir: string, maxAgeDays = 30, now = Date.now()): number {
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > maxAgeDays * 86_400_000) {
        fs.rmSync(file);
        removed += 1;
      }
    } catch {
      /* removed by another build meanwhile */
    }
  }
  return removed;
}

/** What a stale entry's cacheKey becomes: no page's key (a digest) can be equal to it. */
export const STALE_KEY = 'drawn without its picture';

/**
 * Marks the cards of `outputFiles` stale in Astro's incremental-build manifest (`manifestFile`, written
 * before the build's end), so the next build renders them instead of copying them. Returns how many
 * entries it marked; a missing or unreadable manifest marks nothing (the next build renders everything).
 */
export function markStale(manifestFile: string, outputFiles: ReadonlySet<string>): number {
  if (outputFiles.size === 0) return 0;
  let manifest: { routes?: Record<string, { paths?: Record<string, { cacheKey?: string; outputFile?: string }> }> };
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    return 0;
  }
  let marked = 0;
  for (const route of Object.values(manifest.routes ?? {})) {
    for (const entry of Object.values(route.paths ?? {})) {
      if (entry.outputFile && outputFiles.has(entry.outputFile.replace(/^\/+/, ''))) {
        entry.cacheKey = STALE_KEY;
        marked += 1;
      }
    }
  }
  if (marked) {
    const temp = `${manifestFile}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(manifest));
    fs.renameSync(temp, manifestFile);
  }
  return marked;
}
