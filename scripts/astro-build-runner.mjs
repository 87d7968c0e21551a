// `astro build` in a process started before it is needed. The rebuild worker keeps one waiting: it is
// started with this build's output folder (WEB_OUT_DIR) and settings (CMS_URL, WEB_CACHE_DIR…) and goes
// through everything that depends on the code only (Astro's start-up, the Vite bundles) at once; the
// build then waits at its content gate (web/src/lib/cms-content.ts) until the worker sends one line on
// its standard input when a build is due: a JSON object of environment variables for this build
// (WEB_CONTENT_DIGESTS…), added to those it was started with. Only then does it read the content from the
// CMS and render the pages, so what it builds is the content as it is at that moment.
// Without the line (the worker stopped), it exits without building.
// Unchanged pages are hard-linked from Astro's cache instead of copied (scripts/linked-output.mjs), and
// linked ahead: once the bundles are made and the build waits (Astro has emptied the output folder by
// then), every page of the previous build is linked into place, so the build only renders what changed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkPreviousPages, linkUnchangedOutput, removeUnbuiltLinks } from './linked-output.mjs';

const web = path.resolve(import.meta.dirname, '..', 'web');
process.chdir(web);
// The site's own Astro (a dependency of web/, not of the repository root).
const astro = createRequire(path.join(web, 'package.json')).resolve('astro/package.json');
const { build } = await import(pathToFileURL(path.join(path.dirname(astro), 'dist/index.js')).href);

const outDir = process.env.WEB_OUT_DIR ? path.resolve(web, process.env.WEB_OUT_DIR) : null;
const cacheDir = path.resolve(web, process.env.WEB_CACHE_DIR ?? 'node_modules/.astro');
// Called by the content reader when the build starts to wait (BUILD_WAITS in web/src/lib/cms-content.ts).
let linkedAhead = Promise.resolve(new Map());
globalThis[Symbol.for('teranga.buildWaits')] = () => {
  if (!outDir) return;
  const started = performance.now();
  linkedAhead = linkPreviousPages({ outDir, cacheDir }).then(
    (linked) => {
      console.log(
        `[build] ${linked.size} page(s) of the previous build linked ahead in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return linked;
    },
    (error) => {
      console.log(`[build] pages not linked ahead (${error.message}): Astro restores them`);
      return new Map();
    },
  );
};
// The gate the site's content reader waits on (the same symbol as BUILD_GATE in web/src/lib/cms-content.ts).
// It opens once the pages are linked, so no link is made while the build prunes the pages it dropped.
globalThis[Symbol.for('teranga.buildGate')] = new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => {
    text += chunk;
    if (!text.includes('\n')) return;
    process.stdin.destroy();
    Object.assign(process.env, JSON.parse(text.slice(0, text.indexOf('\n'))));
    console.log('[build] due: the content is read now');
    linkedAhead.then(() => resolve());
  });
  process.stdin.once('end', () => {
    if (!text.includes('\n')) process.exit(0);
  });
});
if (outDir) linkUnchangedOutput({ outDir, cacheDir });
try {
  await build({ root: web });
  if (outDir) {
    const removed = await removeUnbuiltLinks({ outDir, cacheDir, linked: await linkedAhead });
    if (removed) console.log(`[build] ${removed} page(s) linked ahead and no longer built removed`);
  }
  process.exit(0);
} catch (error) {
  console.error(error?.stack ?? String(error));
  process.exit(1);
}
