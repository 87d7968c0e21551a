// `astro build` in a process started before it is needed: the rebuild worker keeps one waiting, with
// Astro already loaded (loading it takes longer than building a publication's pages), and sends one line
// on its standard input when a build is due: a JSON object of environment variables for this build
// (WEB_OUT_DIR, WEB_CONTENT_DIGESTS), added to those it was started with (CMS_URL, WEB_CACHE_DIR…). The
// build reads them as `astro build` does. Without the line (the worker stopped), it exits without building.
// Unchanged pages are hard-linked from Astro's cache instead of copied (scripts/linked-output.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { linkUnchangedOutput } from './linked-output.mjs';

const web = path.resolve(import.meta.dirname, '..', 'web');
process.chdir(web);
// The site's own Astro (a dependency of web/, not of the repository root).
const astro = createRequire(path.join(web, 'package.json')).resolve('astro/package.json');
const { build } = await import(pathToFileURL(path.join(path.dirname(astro), 'dist/index.js')).href);

const line = await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => {
    text += chunk;
    if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
  });
  process.stdin.once('end', () => resolve(null));
});
if (line === null) process.exit(0);
process.stdin.destroy();
Object.assign(process.env, JSON.parse(line));
if (process.env.WEB_OUT_DIR) {
  linkUnchangedOutput({
    outDir: path.resolve(web, process.env.WEB_OUT_DIR),
    cacheDir: path.resolve(web, process.env.WEB_CACHE_DIR ?? 'node_modules/.astro'),
  });
}
try {
  await build({ root: web });
  process.exit(0);
} catch (error) {
  console.error(error?.stack ?? String(error));
  process.exit(1);
}
