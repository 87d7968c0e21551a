// The site search index (Pagefind), from the detail pages (articles, realisations, opportunities: the pages
// marked data-pagefind-body), in <site>/pagefind/.
//   node scripts/search-index.mjs [site]      (default: WEB_OUT_DIR, else web/dist; what `npm run build` runs)
// The index is cut into shards: the pages of one folder (article/, en/article/, …), split by a hash of
// their file name into groups of about SHARD_PAGES. Each shard is a whole Pagefind bundle in a folder named
// by its pages' contents, and pagefind-shards.json lists the shards of each language; the search page
// loads the first and merges the others (Pagefind's mergeIndex). A refresh indexes only the shards whose
// pages changed, were added or were removed, and keeps the others: a publication re-indexes three shards
// (its pages in fr, en and pt) instead of the whole site.
// The rebuild worker swaps a publication's pages in first, then refreshes the index (`refreshIndex`); until
// the refresh ends, the new build serves the previous index (`carryIndex`). The switch is one rename of
// pagefind-shards.json, the only file whose name is not a digest of its content.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..', 'web');
/** The list of shards by language: what the search page reads first. */
export const MANIFEST = 'pagefind-shards.json';
/** About how many pages a shard holds (a folder's shard count is a power of two, so it seldom changes). */
export const SHARD_PAGES = 256;
/** Bumped when the way a shard is written changes, so no shard written the old way is kept. */
const SHARD_FORMAT = 1;
/** Only the detail pages carry the searchable text. */
const DETAIL_FOLDERS = new Set(['article', 'realisation', 'opportunite']);
/** Pagefind's ready-made interfaces: the search page has its own, so shards leave them out. */
const UNUSED = new Set([
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]);

async function binary() {
  const { resolveBinaryPath } = await import(pathToFileURL(path.join(web, 'node_modules/pagefind/lib/resolveBinary.js')).href);
  return resolveBinaryPath(['pagefind_extended', 'pagefind']);
}

const pagefindVersion = () => JSON.parse(fs.readFileSync(path.join(web, 'node_modules/pagefind/package.json'), 'utf8')).version;

/** Every file under `dir`, as paths relative to it (with `/`). */
function filesUnder(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file, base) : [path.relative(base, file).split(path.sep).join('/')];
  });
}

/** Whether a site-relative path (with `/`) is a detail page: `<folder>/<page>.html` under an optional language folder. */
export function isDetailPage(file) {
  const parts = file.split('/');
  return parts.length >= 2 && parts.length <= 3 && parts.at(-1).endsWith('.html') && DETAIL_FOLDERS.has(parts.at(-2));
}

/** The detail pages of `site`, as site-relative paths. */
export function detailPages(site) {
  const found = [];
  const walk = (dir, rel, depth) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (depth < 2 && entry.name !== 'pagefind' && entry.name !== '_astro' && entry.name !== 'og')
          walk(path.join(dir, entry.name), file, depth + 1);
      } else if (isDetailPage(file)) found.push(file);
    }
  };
  walk(site, '', 0);
  return found.sort();
}

/** How many shards a folder of `count` pages is cut into: a power of two, about SHARD_PAGES pages each. */
export function shardCount(count, perShard = SHARD_PAGES) {
  let shards = 1;
  while (count > shards * perShard) shards *= 2;
  return shards;
}

const digest = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Cuts pages into shards. `pages`: [{ file, digest }] (site-relative path, digest of its content).
 * Returns [{ id, name, files }]: `id` the folder and group (`en-article-3`), `name` the id and a digest of
 * the shard's pages, their contents and the indexer's version, so a shard whose pages are unchanged keeps
 * its name (and is kept), and any change to one of them (or a page added or removed) gives a new one.
 */
export function planShards(pages, { version = '', perShard = SHARD_PAGES } = {}) {
  const folders = new Map();
  for (const page of pages) {
    const folder = path.posix.dirname(page.file);
    if (!folders.has(folder)) folders.set(folder, []);
    folders.get(folder).push(page);
  }
  const shards = [];
  for (const [folder, list] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const count = shardCount(list.length, perShard);
    const groups = Array.from({ length: count }, () => []);
    for (const page of list) groups[parseInt(digest(path.posix.basename(page.file)).slice(0, 8), 16) % count].push(page);
    groups.forEach((group, i) => {
      if (!group.length) return;
      group.sort((a, b) => (a.file < b.file ? -1 : 1));
      const id = `${folder.replaceAll('/', '-')}-${i}`;
      const sum = digest(JSON.stringify([SHARD_FORMAT, version, count, group.map((p) => [p.file, p.digest])])).slice(0, 16);
      shards.push({ id, name: `${id}.${sum}`, files: group.map((p) => p.file) });
    });
  }
  return shards;
}

/** The manifest: for each language, the shards that hold it (`<name>/`), in a stable order. */
export function manifestOf(shards) {
  const languages = {};
  for (const { name, languages: langs } of [...shards].sort((a, b) => (a.name < b.name ? -1 : 1)))
    for (const lang of langs) (languages[lang] ??= []).push(`${name}/`);
  return { languages };
}

/**
 * The content digest of each page, read again only for files whose identity changed: `known` maps
 * `dev:ino:size:mtime` to a digest (the rebuild worker keeps it between refreshes; unchanged pages of its
 * builds are hard links to the same file). Returns the pages and the map for the next call.
 */
export async function pageDigests(site, files, known = new Map()) {
  const next = new Map();
  const pages = [];
  for (let i = 0; i < files.length; i += 64) {
    const batch = await Promise.all(
      files.slice(i, i + 64).map(async (file) => {
        const full = path.join(site, file);
        const stat = await fs.promises.stat(full, { bigint: true });
        const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
        const sum = known.get(key) ?? digest(await fs.promises.readFile(full));
        next.set(key, sum);
        return { file, digest: sum };
      }),
    );
    pages.push(...batch);
  }
  return { pages, known: next };
}

/** Runs Pagefind on `site` into `output`. Resolves to { ok, reason }; `signal` stops it. */
function runPagefind(bin, site, output, { signal, onSpawn }) {
  const child = spawn(bin, ['--site', site, '--output-path', output, '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'], signal });
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

/** A file of the site placed in a shard's own site folder: a hard link (a copy across file systems). */
function place(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if (error.code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
  }
}

/** Writes one shard's bundle into `output`: Pagefind over a folder holding that shard's pages only. */
async function writeShard(bin, site, shard, output, options) {
  const pages = `${output}.pages`;
  fs.rmSync(pages, { recursive: true, force: true });
  fs.rmSync(output, { recursive: true, force: true });
  for (const file of shard.files) place(path.join(site, file), path.join(pages, file));
  const result = await runPagefind(bin, pages, output, options);
  fs.rmSync(pages, { recursive: true, force: true });
  if (!result.ok) return result;
  for (const file of fs.readdirSync(output)) if (UNUSED.has(file)) fs.rmSync(path.join(output, file));
  return { ok: true };
}

/** The languages a shard's bundle holds (Pagefind reads them from each page's <html lang>). */
const bundleLanguages = (bundle) => Object.keys(JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')).languages);

/**
 * Writes the shards of `site` that its index lacks into `work`. `known`: page digests from the last call
 * (see pageDigests). Resolves to { ok, reason } or { ok, plan, written, known }: `plan` every shard with
 * its languages, `written` the names written into `work`.
 */
export async function writeIndex(site, work, { signal, onSpawn = () => {}, known, concurrency = 2, perShard } = {}) {
  const index = path.join(site, 'pagefind');
  const read = await pageDigests(site, detailPages(site), known);
  const plan = planShards(read.pages, { version: pagefindVersion(), perShard });
  const missing = plan.filter((shard) => !fs.existsSync(path.join(index, shard.name, 'pagefind-entry.json')));
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const bin = missing.length ? await binary() : null;
  let failure = null;
  const queue = [...missing];
  // `onSpawn` learns how much of the index is written (the worker lowers the priority of large refreshes).
  const spawned = (child) => onSpawn(child, { writing: missing.length, shards: plan.length });
  const next = async () => {
    for (let shard = queue.shift(); shard && !failure; shard = queue.shift()) {
      const result = await writeShard(bin, site, shard, path.join(work, shard.name), { signal, onSpawn: spawned });
      if (!result.ok) failure ??= result;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, next));
  if (failure) return failure;
  for (const shard of plan) shard.languages = bundleLanguages(path.join(missing.includes(shard) ? work : index, shard.name));
  return { ok: true, plan, written: missing.map((s) => s.name), known: read.known };
}

/**
 * Installs what `writeIndex` wrote for `plan` into `<site>/pagefind`: the new shards' folders first (named
 * by their contents, so nothing a visitor's search reads changes under it), then the manifest, in one rename.
 * Returns the index's files (site/pagefind-relative), or null when a shard the plan keeps is not in this
 * site's index (a newer build went live meanwhile without it: the next refresh writes it).
 */
export function installIndex(work, site, plan) {
  const index = path.join(site, 'pagefind');
  fs.mkdirSync(index, { recursive: true });
  for (const shard of plan) {
    const target = path.join(index, shard.name);
    const written = path.join(work, shard.name);
    // A folder already there has the same pages (its name says so): it stays as visitors read it.
    if (fs.existsSync(written) && !fs.existsSync(path.join(target, 'pagefind-entry.json'))) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(written, target);
    }
  }
  if (plan.some((shard) => !fs.existsSync(path.join(index, shard.name, 'pagefind-entry.json')))) return null;
  const temporary = path.join(index, `.${MANIFEST}.${process.pid}`);
  fs.writeFileSync(temporary, JSON.stringify(manifestOf(plan)));
  fs.renameSync(temporary, path.join(index, MANIFEST));
  fs.rmSync(work, { recursive: true, force: true });
  return [...plan.flatMap((shard) => filesUnder(path.join(index, shard.name)).map((file) => `${shard.name}/${file}`)), MANIFEST];
}

/**
 * Copies the live index into `into` (a folder the new build will rename to its pagefind/) by hard links,
 * never copies: index files are never written to afterwards (shards are new folders, the manifest is
 * renamed over). `files` are the live index's (when known; else all of the live pagefind/). Runs while
 * the new build renders. Resolves to false when the live site has no index.
 */
export async function carryIndex(liveSite, into, files) {
  const from = path.join(liveSite, 'pagefind');
  fs.rmSync(into, { recursive: true, force: true });
  if (!fs.existsSync(path.join(from, MANIFEST))) return false;
  const list = files ?? filesUnder(from);
  for (const dir of new Set(list.map((file) => path.dirname(file)))) fs.mkdirSync(path.join(into, dir), { recursive: true });
  const link = (file) =>
    fs.promises.link(path.join(from, file), path.join(into, file)).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // a file of an older index no longer there: skipped
    });
  for (let i = 0; i < list.length; i += 64) await Promise.all(list.slice(i, i + 64).map(link));
  return true;
}

/** Whether `site` has a search index. */
export const hasIndex = (site) => fs.existsSync(path.join(site, 'pagefind', MANIFEST));

/**
 * Brings the index of `site` up to date (shards written beside it in `work`, then installed). Resolves to
 * { ok, reason } or { ok, files, written, shards, known }.
 */
export async function refreshIndex(site, { work = `${site}.search`, signal, onSpawn, known, perShard } = {}) {
  // A folder read may vanish under it (the worker prunes builds older than the previous one).
  const result = await writeIndex(site, work, { signal, onSpawn, known, perShard }).catch((error) => ({
    ok: false,
    reason: error.message,
  }));
  if (!result.ok) {
    fs.rmSync(work, { recursive: true, force: true });
    return result;
  }
  const files = installIndex(work, site, result.plan);
  if (!files) {
    fs.rmSync(work, { recursive: true, force: true });
    return { ok: false, reason: 'the live build changed during the refresh' };
  }
  return { ok: true, files, written: result.written.length, shards: result.plan.length, known: result.known };
}

/**
 * What a visitor's search of `lang` finds for `query` on the site served at `origin` whose folder is
 * `site`: the result pages' URLs, from Pagefind's own search script and the index as served (the manifest,
 * then the first shard with the others merged, as the search page does), as paths. For the tests and the benchmark.
 */
export async function searchSite({ site, origin, lang, query }) {
  const response = await fetch(`${origin}/pagefind/${MANIFEST}`, { cache: 'no-store' });
  if (!response.ok) return [];
  const shards = (await response.json()).languages[lang] ?? [];
  if (!shards.length) return [];
  // A module per shard folder: its state (the index loaded) is dropped at the end.
  const pagefind = await import(pathToFileURL(path.join(site, 'pagefind', shards[0], 'pagefind.js')).href);
  try {
    await pagefind.options({ basePath: `${origin}/pagefind/${shards[0]}` });
    for (const shard of shards.slice(1)) await pagefind.mergeIndex(`${origin}/pagefind/${shard}`);
    const found = await pagefind.search(query);
    return (await Promise.all(found.results.map((result) => result.data()))).map((data) => new URL(data.url, origin).pathname);
  } finally {
    await pagefind.destroy();
  }
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
    `search index: ${result.shards} shards (${result.written} written) in ${path.join(site, 'pagefind')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
