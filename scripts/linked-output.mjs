// Unchanged pages by hard link instead of copy: the rebuild worker's builds (scripts/astro-build-runner.mjs)
// and plain `astro build`s (the `linked-output` integration in web/astro.config.mjs).
// Astro's incremental build restores an unchanged page by copying it from its cache (fs.promises.copyFile
// from <cacheDir>/dist/… into the output folder): on the corpus that is some 11,000 files and 570 MB per
// publication, mostly share images. A hard link costs one directory entry instead. Linked files share
// their content with the cache and with the live build, so no file may ever be written in place again:
// every write Astro makes into the output folder or the cache (a re-rendered page, its new cache copy)
// first unlinks the path, so the write makes a new file and the live build keeps the old one whole.
// The same bytes are never written twice either: a write whose data is a buffer already on disk (the page
// just written into the output folder, now written again into the cache; a share image read from its own
// cache) links that file instead: on the corpus those copies were a third of a full build's system time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A path given to fs as a string or a file: URL, absolute; null for anything else (a file handle, a descriptor). */
export function pathOf(target) {
  if (typeof target === 'string') return path.resolve(target);
  if (target instanceof URL && target.protocol === 'file:') return fileURLToPath(target);
  return null;
}

/** Whether `file` (absolute) lies inside one of `dirs` (absolute). */
export function isInside(file, dirs) {
  return dirs.some((dir) => file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep));
}

/**
 * From now on in this process: a copy from `cacheDir` into `outDir` is a hard link (a copy when linking
 * fails, e.g. across file systems), and a write into either folder replaces the file rather than writing
 * through a link. Returns a function that puts fs back.
 */
/**
 * Where a buffer's bytes are on disk: ArrayBuffer → file, filled by the writes below and by whoever reads a
 * file it hands on whole (src/lib/og/cache.ts). Shared through globalThis because the site's code runs
 * from Vite's bundle, a module instance of its own. Present only while the linking is installed.
 */
export const BYTES_ON_DISK = Symbol.for('teranga.bytesOnDisk');

/** The ArrayBuffer `data` covers whole (a Buffer or view of all of it, or the buffer itself), else null. */
export function wholeBuffer(data) {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data) && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) return data.buffer;
  return null;
}

/** fs's options argument when it is an object (it may also be an encoding's name, or nothing). */
const optionsObject = (options) => (typeof options === 'object' && options !== null ? options : null);

/** Whether this process's fs already links (the rebuild worker's runner installs it before the build). */
const INSTALLED = Symbol.for('teranga.linkedOutput');

export function linkUnchangedOutput({ outDir, cacheDir }) {
  if (globalThis[INSTALLED]) return () => {};
  globalThis[INSTALLED] = true;
  const onDisk = new WeakMap();
  globalThis[BYTES_ON_DISK] = onDisk;
  const out = path.resolve(outDir);
  const cache = path.resolve(cacheDir);
  const promises = fs.promises;
  const { copyFile, writeFile } = promises;
  const unlinkIfThere = (file) =>
    promises.unlink(file).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });

  promises.copyFile = async function linkedCopy(src, dest, mode) {
    const from = pathOf(src);
    const to = pathOf(dest);
    if (from && to && isInside(from, [cache]) && isInside(to, [out])) {
      try {
        await promises.link(from, to).catch(async (error) => {
          if (error.code !== 'EEXIST') throw error;
          await promises.unlink(to);
          await promises.link(from, to);
        });
        return;
      } catch {
        // EXDEV, EPERM…: a plain copy still makes a correct build.
      }
    }
    return copyFile.call(promises, src, dest, mode);
  };
  // Which buffer each file written here holds (weakly: a build hands on 600 MB of them), so a file written
  // again no longer vouches for the old buffer.
  const written = new Map();
  /** Makes `target` anew, replacing whatever is there: `make(target)` fails with EEXIST first when it exists. */
  const replacing = async (target, make) => {
    try {
      return await make();
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      await unlinkIfThere(target);
      return make();
    }
  };
  /** Links the file that already holds `buffer`'s bytes to `target`; false when there is none or it fails. */
  const linkSameBytes = async (buffer, target) => {
    const source = buffer && onDisk.get(buffer);
    if (!source) return false;
    try {
      // A file from elsewhere (a share image's cache) may have been replaced since: its size tells, as
      // files are replaced, never written in place. This process's own files are known (`written`).
      if (written.get(source)?.deref() !== buffer && (await promises.stat(source)).size !== buffer.byteLength) return false;
      await replacing(target, () => promises.link(source, target));
      return true;
    } catch {
      return false; // gone, another file system: written as usual
    }
  };
  promises.writeFile = async function replacingWrite(file, data, options) {
    const target = pathOf(file);
    // Appending keeps the file (and nothing appends to pages).
    const flag = optionsObject(options)?.flag ?? 'w';
    const ours = target !== null && flag === 'w' && isInside(target, [out, cache]);
    if (!ours) return writeFile.call(promises, file, data, options);
    const previous = written.get(target)?.deref();
    if (previous) onDisk.delete(previous);
    written.delete(target);
    const buffer = wholeBuffer(data);
    if (await linkSameBytes(buffer, target)) return;
    // A new file, never a write through an existing one (which may be a link): exclusive create first,
    // the common case in a fresh folder, one call instead of an unlink that fails then the write.
    const exclusive = optionsObject(options) ? { ...options, flag: 'wx' } : { encoding: options, flag: 'wx' };
    await replacing(target, () => writeFile.call(promises, file, data, exclusive));
    if (buffer) {
      onDisk.set(buffer, target);
      written.set(target, new WeakRef(buffer));
    }
  };
  // Astro makes the folder of every page before writing it: each folder is made once.
  const { mkdir } = promises;
  const made = new Set();
  promises.mkdir = async function mkdirOnce(target, options) {
    const dir = pathOf(target);
    const recursive = optionsObject(options)?.recursive === true;
    if (!recursive || !dir || !isInside(dir, [out, cache])) return mkdir.call(promises, target, options);
    if (made.has(dir)) return undefined;
    const first = await mkdir.call(promises, target, options);
    made.add(dir);
    return first;
  };
  // A page the cache drops (its route no longer lists it) leaves the output folder too: it may have been
  // linked there ahead of the build (linkPreviousPages).
  const { rm } = promises;
  promises.rm = async function rmBoth(target, options) {
    const file = pathOf(target);
    const cached = path.join(cache, 'dist');
    if (file && isInside(file, [cached])) await rm.call(promises, path.join(out, path.relative(cached, file)), { force: true });
    made.clear(); // it may have been a folder: made again when asked
    return rm.call(promises, target, options);
  };
  return () => {
    promises.copyFile = copyFile;
    promises.writeFile = writeFile;
    promises.rm = rm;
    promises.mkdir = mkdir;
    delete globalThis[BYTES_ON_DISK];
    delete globalThis[INSTALLED];
  };
}

/** The output files an Astro incremental-build manifest lists (URL-encoded, relative to the output folder). */
async function manifestOutputs(cacheDir) {
  let manifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(path.resolve(cacheDir), 'incremental-build.json'), 'utf8'));
  } catch {
    return [];
  }
  return Object.values(manifest?.routes ?? {})
    .flatMap((route) => Object.values(route?.paths ?? {}).map((entry) => entry?.outputFile))
    .filter((file) => typeof file === 'string' && file !== '');
}

/**
 * Links every page Astro's cache holds for the previous build (each path of its manifest, from
 * <cacheDir>/dist) into `outDir`, ahead of the build: Astro then finds an unchanged page already in
 * place and only records it, instead of restoring it when the build is due. A page to render again is
 * replaced (the writes unlink first, above); a page no route lists any more is pruned from the cache by
 * Astro and so from `outDir` (the rm above), and `removeUnbuiltLinks` catches whatever else this build
 * did not make its own. A file already in `outDir` is left as it is. Resolves to the links made (output
 * file → inode); a cache without a manifest links nothing.
 */
export async function linkPreviousPages({ outDir, cacheDir }) {
  const out = path.resolve(outDir);
  const cached = path.join(path.resolve(cacheDir), 'dist');
  const files = await manifestOutputs(cacheDir);
  // Astro's own resolution of a manifest path (URL-encoded, relative to the folder).
  const under = (dir, file) => fileURLToPath(new URL(file, pathToFileURL(`${dir}${path.sep}`)));
  const made = new Set();
  const linked = new Map();
  const linkOne = async (file) => {
    const from = under(cached, file);
    const to = under(out, file);
    if (!isInside(from, [cached]) || !isInside(to, [out])) return;
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      await fs.promises.mkdir(dir, { recursive: true });
      made.add(dir);
    }
    try {
      await fs.promises.link(from, to);
      linked.set(file, (await fs.promises.stat(to)).ino);
    } catch {
      // Missing from the cache (Astro restores or renders it), or already there: left to Astro.
    }
  };
  // A few at a time: thousands of links, done while the build waits.
  for (let i = 0; i < files.length; i += 64) await Promise.all(files.slice(i, i + 64).map(linkOne));
  return linked;
}

/**
 * After the build: removes each page linked ahead that the build neither kept (its new manifest lists it)
 * nor wrote again (the file is still the link), so a page the build no longer makes never survives in
 * `outDir`, whatever Astro made of the previous manifest (e.g. none at all after a configuration change).
 * Resolves to the number removed.
 */
export async function removeUnbuiltLinks({ outDir, cacheDir, linked }) {
  const kept = new Set(await manifestOutputs(cacheDir));
  const out = path.resolve(outDir);
  let removed = 0;
  for (const [file, ino] of linked) {
    if (kept.has(file)) continue;
    const target = fileURLToPath(new URL(file, pathToFileURL(`${out}${path.sep}`)));
    const stat = await fs.promises.lstat(target).catch(() => null);
    if (stat?.ino === ino) {
      await fs.promises.unlink(target);
      removed += 1;
    }
  }
  return removed;
}
