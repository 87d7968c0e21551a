// The local one-origin server (docs/architecture.md §2): serves web/dist on :4321 with netlify.toml's rules
// (proxies of /api/v1 and /uploads to the CMS, SPA fallbacks, language 404s, headers), the build's own
// redirects (dist/_redirects: former addresses) and Netlify's pretty URLs,
// and the editors' preview at /apercu through the preview build's render function (scripts/preview-build.mjs).
//   node scripts/site-server.mjs   (PORT=4321, HOST=127.0.0.1, CMS_URL=http://127.0.0.1:1337, DIST=web/dist,
//                                   PREVIEW_DIR=a preview build, PREVIEW_SECRET=the CMS's)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { DEFAULT_CACHE_CONTROL, headersFor, loadSiteRules, parseRedirectsFile, routeFor } from './site-rules.mjs';
import { headersWithOrigins, localOrigins } from './site-origin.mjs';
import { previewDir, previewSecret } from './preview-build.mjs';
import { withoutTrailing } from './strings.mjs';

const root = path.resolve(import.meta.dirname, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml)|image\/svg)/;

/** URL path → file in dist: `/` → index.html, `/en/telecom` → en/telecom.html. */
export function resolveFile(dist, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = withoutTrailing(path.posix.normalize(decoded), '/') || '/';
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(dist, candidate);
    if (file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

// A fresh connection per proxied request. Reusing idle ones races the CMS's keep-alive timeout: a request
// sent on a connection the CMS is closing fails, and a POST cannot be sent again (its body is streamed),
// so a visitor's or editor's form got a 502 now and then. On loopback a connection costs a fraction of a ms.
const upstreamAgent = new http.Agent({ keepAlive: false });
// Hop-by-hop headers are about the browser's connection to this server, not ours to the CMS.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

function proxy(req, res, url) {
  const target = new URL(url);
  const upstream = http.request(
    target,
    {
      method: req.method,
      agent: upstreamAgent,
      headers: {
        ...endToEnd(req.headers),
        host: target.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
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

/** The preview's page and its bundles (web/astro.preview.config.mjs: `build.assets` is `_apercu`). */
export const PREVIEW_PATH = '/apercu';
const PREVIEW_ASSETS = '/_apercu/';

/** The largest body the preview takes: a signed item, rich text in three languages included. */
const PREVIEW_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The preview build's `renderPreview(request, locals)` (web/integrations/preview-entry.mjs), imported on
 * first use; null when there is no preview build, which the server then answers with a 503.
 */
function previewRenderer(dir) {
  let loaded = null;
  return () => {
    const entry = dir && path.join(dir, 'server', 'entry.mjs');
    if (!entry || !fs.existsSync(entry)) return Promise.resolve(null);
    loaded ??= import(pathToFileURL(entry).href).then((module) => module.renderPreview);
    return loaded;
  };
}

/** Node's request as a standard Request (what the preview's entry takes), its body read in full, at one of the site's origins. */
async function toRequest(req, origins) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > PREVIEW_BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // The origin the request came to when it is one of the site's, else the first of them: never a made-up Host.
  const origin = origins.find((o) => new URL(o).host === req.headers.host) ?? origins[0];
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function servePreview(req, res, headers, renderer, secret, origins) {
  // The site's headers (netlify.toml's rules for /apercu: its CSP); the page adds noindex and no-store itself.
  for (const [name, value] of Object.entries(lowerCase(headers))) res.setHeader(name, value);
  const render = await renderer();
  if (!render || !secret) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(render ? 'Preview unavailable: PREVIEW_SECRET is not set' : 'Preview unavailable: no preview build');
  }
  const request = await toRequest(req, origins);
  if (!request) {
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('Preview body too large');
  }
  const response = await render(request, { previewSecret: secret });
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.writeHead(response.status);
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

/**
 * netlify.toml's rules with, before them (Netlify reads `_redirects` first), the site's own redirects of
 * dist/_redirects: a page's former addresses. Its proxy lines (written at deploy time) are left out: this
 * server proxies to its own CMS. Read again when the file changes (the rebuild worker swaps dist).
 */
function withDistRedirects(rules, distDir) {
  let seen = null;
  let merged = rules;
  return () => {
    const file = path.join(distDir, '_redirects');
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const key = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (key !== seen) {
      seen = key;
      const own = stat ? parseRedirectsFile(fs.readFileSync(file, 'utf8')).filter((r) => r.to.startsWith('/')) : [];
      merged = { ...rules, redirects: [...own, ...rules.redirects] };
    }
    return merged;
  };
}

const lowerCase = (headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** A server for `siteHandler(options)`. */
export const createSiteServer = (options) => http.createServer(siteHandler(options));

/**
 * Serves `dist` as Netlify would with netlify.toml's rules (scripts/site-rules.mjs): proxies to `cmsUrl`,
 * SPA fallbacks and 404 pages from its redirects, its headers on every file served. `dist` may be swapped
 * while the server runs (the rebuild worker renames folders): every request resolves files afresh.
 * `origins`: where the site is seen, written into the policy's own-origin sources (the CSP's script-src);
 * by default the loopback addresses of the port it listens on (`localOrigins`).
 */
export function siteHandler({
  dist = path.join(root, 'web/dist'),
  cmsUrl = 'http://127.0.0.1:1337',
  rules = loadSiteRules(),
  preview = { dir: null, secret: '' },
  origins = undefined,
} = {}) {
  const distDir = path.resolve(dist);
  const previewClient = preview.dir ? path.join(path.resolve(preview.dir), 'client') : null;
  const renderer = previewRenderer(preview.dir && path.resolve(preview.dir));
  const currentRules = withDistRedirects(rules, distDir);
  return (req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    // The port the server listens on (its socket's, never the request's Host header).
    const siteOrigins = origins ?? localOrigins(req.socket.localPort);
    const headers = headersWithOrigins(headersFor(rules, pathname), siteOrigins);
    // The editors' preview, rendered on demand (a form post carries its token).
    if (preview.dir && pathname === PREVIEW_PATH && ['GET', 'HEAD', 'POST'].includes(req.method)) {
      return servePreview(req, res, headers, renderer, preview.secret, siteOrigins).catch((error) => {
        console.error(`site: preview: ${error.stack ?? error}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Preview failed');
      });
    }
    if (pathname.startsWith(PREVIEW_ASSETS) && previewClient && (req.method === 'GET' || req.method === 'HEAD')) {
      const file = resolveFile(previewClient, pathname);
      if (file) return sendFile(req, res, file, 200, headers);
    }
    const route = routeFor(currentRules(), pathname, (p) => Boolean(resolveFile(distDir, p)), cmsUrl);
    // Netlify applies custom headers only to what it serves itself: a proxied answer keeps the CMS's.
    if (route?.proxy) return proxy(req, res, route.target + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...lowerCase(headers), allow: 'GET, HEAD' });
      return res.end();
    }
    // Netlify's pretty URLs: one address per page, without the trailing slash (trailingSlash: 'never').
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, {
        ...lowerCase(headers),
        location: withoutTrailing(pathname, '/') + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''),
      });
      return res.end();
    }
    if (route && [301, 302, 303, 307, 308].includes(route.rule.status)) {
      // Netlify passes the query string on to the target.
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(route.rule.status, { ...lowerCase(headers), location: route.target + query });
      return res.end();
    }
    const file = resolveFile(distDir, route ? route.target : pathname);
    if (file) return sendFile(req, res, file, route ? route.rule.status : 200, headers);
    res.writeHead(404, { ...lowerCase(headers), 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? '127.0.0.1';
  const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
  const dist = process.env.DIST ?? path.join(root, 'web/dist');
  const preview = { dir: process.env.PREVIEW_DIR ?? previewDir(root), secret: previewSecret(root) };
  createSiteServer({ dist, cmsUrl, preview, origins: localOrigins(port, process.env.SITE_URL) }).listen(port, host, () => {
    console.log(
      `site: http://${host === '127.0.0.1' ? 'localhost' : host}:${port} (dist ${path.relative(root, dist) || dist}, API and uploads → ${cmsUrl})`,
    );
  });
}
