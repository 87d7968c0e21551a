// Whether two builds made the same site: the same files with the same bytes. For a change meant to make
// the build faster without changing what it makes: build the corpus before and after it (web/README.md,
// "Where a full build's time goes"), then
//   node bench/compare-builds.mjs <output before> <output after> [<cache before> <cache after>]
// Astro's incremental-build manifest (incremental-build.json, in the cache) is compared as data: its
// entries come in the order the pages finished, and its keyDigest is the digest of the key Astro makes for
// each build. Exits 1 and lists the differences (the first 20 of each kind) when there are any.
import fs from 'node:fs';
import path from 'node:path';

const MANIFEST = 'incremental-build.json';

/** Every file under `dir`, relative, with forward slashes, sorted. */
export function filesUnder(dir, base = dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full, base));
    else files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.sort();
}

/** The data of Astro's manifest that says what was built: keys sorted, the build's own key digest left out. */
export function manifestData(text) {
  const sorted = (value) =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted(value[key])]),
          )
        : value;
  const { keyDigest: _keyDigest, ...rest } = JSON.parse(text);
  return JSON.stringify(sorted(rest));
}

/** The files only in `a`, only in `b`, and in both with different contents. */
export function compareBuilds(a, b) {
  const [filesA, filesB] = [filesUnder(a), filesUnder(b)];
  const inB = new Set(filesB);
  const inA = new Set(filesA);
  const differ = [];
  for (const file of filesA) {
    if (!inB.has(file)) continue;
    const [bytesA, bytesB] = [fs.readFileSync(path.join(a, file)), fs.readFileSync(path.join(b, file))];
    const same =
      path.basename(file) === MANIFEST ? manifestData(bytesA.toString()) === manifestData(bytesB.toString()) : bytesA.equals(bytesB);
    if (!same) differ.push(file);
  }
  return {
    files: filesA.length,
    onlyA: filesA.filter((file) => !inB.has(file)),
    onlyB: filesB.filter((file) => !inA.has(file)),
    differ,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (dirs.length !== 2 && dirs.length !== 4) {
    console.error('usage: node bench/compare-builds.mjs <output before> <output after> [<cache before> <cache after>]');
    process.exit(2);
  }
  let status = 0;
  for (let i = 0; i < dirs.length; i += 2) {
    const [a, b] = [dirs[i], dirs[i + 1]];
    const { files, onlyA, onlyB, differ } = compareBuilds(a, b);
    const ok = !onlyA.length && !onlyB.length && !differ.length;
    console.log(`${a} → ${b}: ${files} files, ${ok ? 'the same' : 'DIFFERENT'}`);
    for (const [label, list] of [
      [`only in ${a}`, onlyA],
      [`only in ${b}`, onlyB],
      ['different bytes', differ],
    ])
      if (list.length) console.log(`  ${label} (${list.length}): ${list.slice(0, 20).join(', ')}`);
    if (!ok) status = 1;
  }
  process.exit(status);
}
