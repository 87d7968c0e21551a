// The local one-origin server (DESIGN.md section 2): serves web/dist on :4321 and proxies /api/v1 and
// /uploads to the CMS, with netlify.toml's security headers, its pretty URLs and the language 404s.
//   node scripts/site-server.mjs            (PORT=4321, HOST=127.0.0.1, CMS_URL=http://127.0.0.1:1337, DIST=web/dist)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The `for = "/*"` header values of netlify.toml, so both servers send the same headers. */
export function netlifyHeaders(tomlPath = path.join(root, 'netlify.toml')) {
  const headers = {};
  let inValues = false;
  for (const line of fs.readFileSync(tomlPath, 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[')) inValues = trimmed === '[headers.values]';
    const match = inValues && trimmed.match(/^([A-Za-z0-9-]+)\s*=\s*"(.*)"$/);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

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

export function notFoundFile(dist, urlPath) {
  const lang = urlPath.match(/^\/(en|pt)(\/|$)/)?.[1];
  const candidates = [lang && path.join(dist, `${lang}/404.html`), path.join(dist, '404.html')].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

function proxy(req, res, cmsUrl) {
  const target = new URL(req.url, cmsUrl);
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
  const immutable = req.url.startsWith('/_astro/');
  const head = {
    ...headers,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    vary: 'accept-encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) head['content-encoding'] = 'gzip';
  else head['content-length'] = fs.statSync(file).size;
  res.writeHead(status, head);
  if (req.method === 'HEAD') return res.end();
  const stream = fs.createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

export function createSiteServer({ dist = path.join(root, 'web/dist'), cmsUrl = 'http://127.0.0.1:1337' } = {}) {
  const headers = netlifyHeaders();
  const distDir = path.resolve(dist);
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://site');
    if (pathname.startsWith('/api/v1/') || pathname === '/api/v1' || pathname.startsWith('/uploads/')) {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      return proxy(req, res, cmsUrl);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' });
      return res.end();
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { ...headers, location: pathname.replace(/\/+$/, '') + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '') });
      return res.end();
    }
    const file = resolveFile(distDir, pathname);
    if (file) return sendFile(req, res, file, 200, headers);
    // Back-office SPA fallback, once the admin shell exists.
    const spa = pathname.match(/^\/(admin|conseiller)(\/|$)/) && resolveFile(distDir, `/${pathname.split('/')[1]}`);
    if (spa) return sendFile(req, res, spa, 200, headers);
    const missing = notFoundFile(distDir, pathname);
    if (missing) return sendFile(req, res, missing, 404, headers);
    res.writeHead(404, { ...headers, 'content-type': 'text/plain' });
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
