// Unchanged pages by hard link instead of copy, for the rebuild worker's builds (scripts/astro-build-runner.mjs).
// Astro's incremental build restores an unchanged page by copying it from its cache (fs.promises.copyFile
// from <cacheDir>/dist/… into the output folder): on the corpus that is some 11,000 files and 570 MB per
// publication, mostly share images. A hard link costs one directory entry instead. Linked files share
// their content with the cache and with the live build, so no file may ever be written in place again:
// every write Astro makes into the output folder or the cache (a re-rendered page, its new cache copy)
// first unlinks the path, so the write makes a new file and the live build keeps the old one whole.
// Plain `astro build` (Netlify, the corpus bench's full build) does not load this: it keeps copies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
export function linkUnchangedOutput({ outDir, cacheDir }) {
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
  promises.writeFile = async function replacingWrite(file, data, options) {
    const target = pathOf(file);
    // Appending keeps the file (and nothing appends to pages).
    const flag = typeof options === 'object' && options !== null ? (options.flag ?? 'w') : 'w';
    if (target && flag === 'w' && isInside(target, [out, cache])) await unlinkIfThere(target);
    return writeFile.call(promises, file, data, options);
  };
  return () => {
    promises.copyFile = copyFile;
    promises.writeFile = writeFile;
  };
}
