// `pnpm --filter web bench` (part): the back-office SPA's weight, gzip.
//   1. builds web/src/backoffice/main.tsx with the Vite that Astro uses (same aliases, minified,
//      with a manifest) into a temporary folder;
//   2. initial JS = the entry and every chunk it imports statically (what /admin loads first);
//   3. each lazy chunk (a screen) with the shared chunks it pulls in beyond the initial ones;
//   4. checks the entry's budget: initial JS at most 100 KB gzip (the sign-in screen's own budget, which
//      bench/backoffice-load.mjs measures in Chromium); exits 1 when over.
// The temporary folder is removed, also on failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { backofficeI18n } from '../integrations/backoffice-i18n.mjs';
import { syncExternalStoreAlias } from '../integrations/sync-external-store.mjs';

export const INITIAL_BUDGET_BYTES = 100 * 1024;
const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ENTRY = 'src/backoffice/main.tsx';

/** Vite as Astro resolves it (web/ has no direct dependency on it). */
async function loadVite() {
  const fromAstro = createRequire(createRequire(path.join(web, 'package.json')).resolve('astro/package.json'));
  return import(pathToFileURL(fromAstro.resolve('vite')).href);
}

async function buildBackoffice(outDir) {
  const vite = await loadVite();
  await vite.build({
    root: web,
    configFile: false,
    logLevel: 'error', // the editor libraries' "use client" directive warnings are noise here
    mode: 'production',
    plugins: [backofficeI18n()],
    resolve: { dedupe: ['react', 'react-dom'], alias: [syncExternalStoreAlias] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      minify: true,
      assetsInlineLimit: 0,
      rollupOptions: { input: path.join(web, ENTRY) },
    },
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Static closure of a manifest entry: the chunk and everything it imports without `import()`. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The initial set and, for each lazy chunk, what it adds on top of it. */
export function splitChunks(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the manifest');
  const initial = staticClosure(manifest, entryKey);
  const lazy = new Set();
  for (const key of Object.keys(manifest)) for (const dep of manifest[key].dynamicImports ?? []) lazy.add(dep);
  const screens = [...lazy]
    .filter((key) => !initial.has(key))
    .map((key) => ({ key, chunks: [...staticClosure(manifest, key)].filter((k) => !initial.has(k)) }));
  return { entryKey, initial: [...initial], screens };
}

const gzip = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-size-'));
  try {
    const started = Date.now();
    const manifest = await buildBackoffice(outDir);
    const size = new Map(Object.entries(manifest).map(([key, chunk]) => [key, gzip(path.join(outDir, chunk.file))]));
    const { initial, screens } = splitChunks(manifest);
    const total = (keys) => keys.reduce((sum, key) => sum + size.get(key), 0);
    const initialBytes = total(initial);
    const css = Object.values(manifest).flatMap((c) => c.css ?? []);
    console.log(`\nBack-office bundle (gzip, level 9), built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `  initial JS: ${kb(initialBytes)} in ${initial.length} file(s), budget ${kb(INITIAL_BUDGET_BYTES)}: ${initialBytes <= INITIAL_BUDGET_BYTES ? 'ok' : 'OVER'}`,
    );
    for (const key of initial) console.log(`    ${manifest[key].file.padEnd(48)} ${kb(size.get(key)).padStart(9)}`);
    console.log(`  screens (lazy chunks, loaded on first visit; with the shared chunks each adds):`);
    const STRINGS = 'virtual:backoffice-i18n/';
    const rows = screens
      .filter((s) => !s.key.startsWith(STRINGS))
      .map((s) => ({ name: s.key.replace(/^src\/backoffice\//, ''), own: size.get(s.key), added: total(s.chunks) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const row of rows) console.log(`    ${row.name.padEnd(48)} ${kb(row.own).padStart(9)}  (+shared ${kb(row.added - row.own)})`);
    // The interface strings: one file per namespace and language (integrations/backoffice-i18n.mjs).
    const strings = new Map();
    for (const { key } of screens.filter((s) => s.key.startsWith(STRINGS))) {
      const [name, lang] = key.slice(STRINGS.length).split('/');
      strings.set(name, { ...strings.get(name), [lang]: size.get(key) });
    }
    console.log('  strings (one file per namespace and language, loaded when a screen needs them), fr / en / pt:');
    for (const [name, langs] of [...strings].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`    ${name.padEnd(48)} ${['fr', 'en', 'pt'].map((lang) => kb(langs[lang] ?? 0)).join(' / ')}`);
    if (css.length) console.log(`  CSS imported by scripts: ${[...new Set(css)].join(', ')}`);
    if (initialBytes > INITIAL_BUDGET_BYTES) {
      console.error(`Initial back-office JS is ${kb(initialBytes)}, over the ${kb(INITIAL_BUDGET_BYTES)} budget.`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
