// The built site as the tests of tests/built-site read it: files by URL path, pages as parsed documents.
import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

export const dist = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../../dist'));
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No built site in ${dist}: run \`pnpm --filter web build\` first.`);

export const fileFor = (urlPath: string) => path.join(dist, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
export const exists = (urlPath: string) => fs.existsSync(fileFor(urlPath));

const window = new Window();
const parsed = new Map<string, Document>();
/** The page at `urlPath`, parsed once (no script runs). */
export function page(urlPath: string): Document {
  let doc = parsed.get(urlPath);
  if (!doc) {
    doc = new window.DOMParser().parseFromString(fs.readFileSync(fileFor(urlPath), 'utf8'), 'text/html') as unknown as Document;
    parsed.set(urlPath, doc);
  }
  return doc;
}

/** Every built HTML page's URL path (`/`, `/en/article/x`…). */
export function allPages(dir = dist): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...allPages(full));
    else if (entry.name.endsWith('.html')) {
      const rel = path
        .relative(dist, full)
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '');
      found.push(rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`);
    }
  }
  return found;
}

export const sitemapPaths = () =>
  [...fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
