// The local one-origin server (docs/architecture.md §2): serves web/dist on :4321 with netlify.toml's rules
// (proxies of /api/v1 and /uploads to the CMS, SPA fallbacks, language 404s, headers) and Netlify's pretty URLs.
//   node scripts/site-server.mjs            (PORT=4321, HOST=127.0.0.1, CMS_URL=http://127.0.0.1:1337, DIST=web/dist)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CACHE_CONTROL, headersFor, loadSiteRules, routeFor } from './site-rules.mjs';
import { headersWithOrigins, requestOrigin } from './site-origin.mjs';

const root = path.resolve(import.meta.dirname, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** URL path → file in dist: `/` → index.html, `/en/telecom` → en/telecom.html. */
export function resolveFile(dist, urlPath) {
  let decoded;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '') || '/';
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(dist, candidate);
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function proxy(req, res, url) {
  const target = new URL(url);
  const upstream = http.request(target, {
    method: req.method,
    headers: {
      ...req.headers,
      host: target.host,
      'x-forwarded-for': req.socket.remoteAddress ?? '',
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
    },
  }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: 'CMS unreachable', details: {} } }));
  });
  req.pipe(upstream);
}

function sendFile(req, res, file, status, headers) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const head = { 'cache-control': DEFAULT_CACHE_CONTROL, ...lowerCase(headers), 'content-type': type, vary: 'accept-encoding' };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) head['content-encoding'] = 'gzip';
  else head['content-length'] = fs.statSync(file).size;
  res.writeHead(status, head);
  if (req.method === 'HEAD') return res.end();
  const stream = fs.createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

const lowerCase = (headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * Serves `dist` as Netlify would with netlify.toml's rules (scripts/site-rules.mjs): proxies to `cmsUrl`,
 * SPA fallbacks and 404 pages from its redirects, its headers on every file served. `dist` may be swapped
 * while the server runs (the rebuild worker renames folders): every request resolves files afresh.
 */
export function createSiteServer({ dist = path.join(root, 'web/dist'), cmsUrl = 'http://127.0.0.1:1337', rules = loadSiteRules() } = {}) {
  const distDir = path.resolve(dist);
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    // The site's own origin in the rules (the CSP's script-src) is the one this request came to.
    const headers = headersWithOrigins(headersFor(rules, pathname), [requestOrigin(req.headers.host)]);
    const route = routeFor(rules, pathname, (p) => Boolean(resolveFile(distDir, p)), cmsUrl);
    // Netlify applies custom headers only to what it serves itself: a proxied answer keeps the CMS's.
    if (route?.proxy) return proxy(req, res, route.target + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...lowerCase(headers), allow: 'GET, HEAD' });
      return res.end();
    }
    // Netlify's pretty URLs: one address per page, without the trailing slash (trailingSlash: 'never').
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { ...lowerCase(headers), location: pathname.replace(/\/+$/, '') + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '') });
      return res.end();
    }
    if (route && [301, 302, 303, 307, 308].includes(route.rule.status)) {
      res.writeHead(route.rule.status, { ...lowerCase(headers), location: route.target });
      return res.end();
    }
    const file = resolveFile(distDir, route ? route.target : pathname);
    if (file) return sendFile(req, res, file, route ? route.rule.status : 200, headers);
    res.writeHead(404, { ...lowerCase(headers), 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  const dist = process.env.DIST ?? path.join(root, 'web/dist');
  createSiteServer({ dist, cmsUrl }).listen(port, host, () => {
    console.log(`site: http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (dist ${path.relative(root, dist) || dist}, API and uploads → ${cmsUrl})`);
  });
}
