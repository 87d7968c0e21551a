// The site search index (Pagefind): one index per language, from the detail pages (articles, realisations,
// opportunities: the pages marked data-pagefind-body), in <site>/pagefind/.
//   node scripts/search-index.mjs [site]      (default: WEB_OUT_DIR, else web/dist; what `npm run build` runs)
// The rebuild worker swaps a publication's pages in first, then refreshes the index (`refreshIndex`):
// Pagefind rebuilds a whole index each time (seconds on a large site), so the page does not wait for it.
// Until the new index is ready, the new build serves the previous one (`carryIndex`); the switch is one
// rename of pagefind-entry.json, the only file whose name is not a digest of its content.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..', 'web');
const ENTRY = 'pagefind-entry.json';
/** Only the detail pages carry the searchable text; the glob spares Pagefind reading the other pages. */
const GLOB = '**/{article,realisation,opportunite}/*.html';

async function binary() {
  const { resolveBinaryPath } = await import(pathToFileURL(path.join(web, 'node_modules/pagefind/lib/resolveBinary.js')).href);
  return resolveBinaryPath(['pagefind_extended', 'pagefind']);
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, base) : [path.relative(base, file)];
  });
}

/**
 * Runs Pagefind on `site` and writes the bundle into `output`. Resolves to { ok, reason }; `signal` stops it.
 */
export async function writeIndex(site, output, { signal, onSpawn = () => {} } = {}) {
  fs.rmSync(output, { recursive: true, force: true });
  const child = spawn(await binary(), ['--site', site, '--output-path', output, '--glob', GLOB, '--quiet'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
  });
  onSpawn(child);
  let log = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      log = (log + chunk).slice(-2000);
    });
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, reason: error.name === 'AbortError' ? 'stopped' : error.message }));
    child.on('exit', (code, sig) =>
      resolve(
        code === 0 ? { ok: true } : { ok: false, reason: sig ? 'stopped' : log.trim().split('\n').slice(-2).join(' ') || `exit ${code}` },
      ),
    );
  });
}

/**
 * Moves a bundle written by `writeIndex` into `<site>/pagefind`: the files named by their content first,
 * then the entry file, in one rename, so a visitor's search uses either index whole. Returns the files.
 */
export function installIndex(bundle, site) {
  const target = path.join(site, 'pagefind');
  const files = filesUnder(bundle);
  for (const file of files.filter((f) => f !== ENTRY).concat(files.includes(ENTRY) ? [ENTRY] : [])) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.renameSync(path.join(bundle, file), path.join(target, file));
  }
  fs.rmSync(bundle, { recursive: true, force: true });
  return files;
}

/**
 * Copies the live index into `into` (a folder the new build will rename to its pagefind/) by hard links,
 * never copies: index files are never written to afterwards (installIndex renames over them). `files` are
 * the live index's (when known; else all of the live pagefind/). Runs while the new build renders.
 * Resolves to false when the live site has no index.
 */
export async function carryIndex(liveSite, into, files) {
  const from = path.join(liveSite, 'pagefind');
  fs.rmSync(into, { recursive: true, force: true });
  if (!fs.existsSync(path.join(from, ENTRY))) return false;
  const list = files ?? filesUnder(from);
  for (const dir of new Set(list.map((file) => path.dirname(file)))) fs.mkdirSync(path.join(into, dir), { recursive: true });
  const link = (file) =>
    fs.promises.link(path.join(from, file), path.join(into, file)).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // a file of an older index no longer there: skipped
    });
  for (let i = 0; i < list.length; i += 64) await Promise.all(list.slice(i, i + 64).map(link));
  return true;
}

/** Writes the index of `site` beside it, then installs it. */
export async function refreshIndex(site, { work = `${site}.search`, signal } = {}) {
  const result = await writeIndex(site, work, { signal });
  if (!result.ok) {
    fs.rmSync(work, { recursive: true, force: true });
    return result;
  }
  return { ok: true, files: installIndex(work, site) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = path.resolve(process.argv[2] ?? process.env.WEB_OUT_DIR ?? path.join(web, 'dist'));
  const started = Date.now();
  const result = await refreshIndex(site);
  if (!result.ok) {
    console.error(`search index: Pagefind failed on ${site}: ${result.reason}`);
    process.exit(1);
  }
  console.log(
    `search index: ${result.files.length} files in ${path.join(site, 'pagefind')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
