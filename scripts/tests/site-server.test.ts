// The local one-origin server applies netlify.toml's rules as Netlify does: for every redirect and every
// header rule of the file, a request through the server gets what the rule says.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, resolveFile } from '../site-server.mjs';
import { CMS_PLACEHOLDER, cspDirective, loadSiteRules } from '../site-rules.mjs';
import { localOrigins, withSiteOrigins } from '../site-origin.mjs';

const rules = loadSiteRules();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
const FILES = [
  'index.html',
  'telecom.html',
  'en.html',
  'en/telecom.html',
  '404.html',
  'en/404.html',
  'pt/404.html',
  'admin.html',
  'conseiller.html',
  '_astro/a.js',
];
for (const file of FILES) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), `file:${file}`);
}

let cms: http.Server;
let site: http.Server;
let base = '';
let port = 0;
beforeAll(async () => {
  // A stand-in CMS that says which path it was asked for.
  cms = http.createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain', 'x-from': 'cms' }).end(`cms:${req.method} ${req.url}`),
  );
  await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
  site = createSiteServer({ dist, cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}` });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  port = (site.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  cms?.close();
  site?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A request path the pattern matches and no file answers (`*` → a made-up rest). */
const sample = (pattern: string) => pattern.replace(/\*$/, 'parity/check');
/**
 * What netlify.toml says a header should be for a path: the last matching rule that sets it (Netlify's
 * order), with `origins` for the site's own origins where the file writes its placeholder.
 */
function expectedHeader(pathname: string, name: string, origins?: string[]): string | undefined {
  let value: string | undefined;
  for (const rule of rules.headers) {
    const prefix = rule.for.replace(/\*$/, '');
    const matches = rule.for.endsWith('*') ? pathname.startsWith(prefix) || pathname === prefix.replace(/\/$/, '') : pathname === rule.for;
    if (matches && name in rule.values) value = rule.values[name];
  }
  return value !== undefined && origins ? withSiteOrigins(value, origins) : value;
}

describe('netlify.toml', () => {
  it('has the build command, the publish folder and the Node version', () => {
    expect(rules.build).toMatchObject({ publish: 'web/dist', environment: { NODE_VERSION: expect.stringMatching(/^24\./) } });
    expect(String(rules.build.command)).toContain('npm run build');
  });

  it('proxies the API and the uploads to the CMS, and falls back to the SPA shells and the language 404s', () => {
    const byFrom = Object.fromEntries(rules.redirects.map((r) => [r.from, r]));
    expect(byFrom['/api/v1/*']).toEqual({ from: '/api/v1/*', to: `${CMS_PLACEHOLDER}/api/v1/:splat`, status: 200, force: true });
    expect(byFrom['/uploads/*']).toEqual({ from: '/uploads/*', to: `${CMS_PLACEHOLDER}/uploads/:splat`, status: 200, force: true });
    expect(byFrom['/admin/*']).toMatchObject({ to: '/admin.html', status: 200 });
    expect(byFrom['/conseiller/*']).toMatchObject({ to: '/conseiller.html', status: 200 });
    expect(byFrom['/en/*']).toMatchObject({ to: '/en/404.html', status: 404 });
    expect(byFrom['/pt/*']).toMatchObject({ to: '/pt/404.html', status: 404 });
  });

  it('sends a CSP, HSTS, nosniff, a referrer policy, and geolocation only to the back-office', () => {
    const csp = expectedHeader('/', 'Content-Security-Policy') ?? '';
    for (const part of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
      'https://*.tile.openstreetmap.org',
    ])
      expect(csp).toContain(part);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Scripts from the site's own /_astro/ only (and the inline hashes): not from /uploads or /api.
    const scripts = cspDirective(csp, 'script-src');
    expect(scripts.filter((source: string) => !source.startsWith("'sha256-"))).toEqual(['https://site-url.invalid/_astro/']);
    expect(expectedHeader('/', 'Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
    expect(expectedHeader('/', 'X-Content-Type-Options')).toBe('nosniff');
    expect(expectedHeader('/', 'Referrer-Policy')).toBeTruthy();
    expect(expectedHeader('/', 'Permissions-Policy')).toContain('geolocation=()');
    expect(expectedHeader('/admin/realisations', 'Permissions-Policy')).toContain('geolocation=(self)');
    expect(expectedHeader('/conseiller', 'Permissions-Policy')).toContain('geolocation=(self)');
    expect(expectedHeader('/_astro/a.js', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the local server applies the same rules', () => {
  for (const rule of rules.redirects) {
    it(`redirect ${rule.from} → ${rule.to} (${rule.status})`, async () => {
      const pathname = sample(rule.from);
      const res = await fetch(base + pathname + '?q=1', { redirect: 'manual' });
      const body = await res.text();
      expect(res.status).toBe(rule.status);
      if (rule.to.startsWith(CMS_PLACEHOLDER)) {
        // Proxied with the path and query; the answer is the CMS's own (Netlify adds no headers to proxies).
        const target = rule.to.slice(CMS_PLACEHOLDER.length).replace(':splat', pathname.slice(rule.from.length - 1));
        expect(body).toBe(`cms:GET ${target}?q=1`);
        expect(res.headers.get('x-from')).toBe('cms');
        expect(res.headers.get('content-security-policy')).toBeNull();
      } else {
        expect(body).toBe(`file:${rule.to.slice(1)}`);
      }
    });
  }

  for (const rule of rules.headers) {
    it(`headers for ${rule.for}`, async () => {
      const pathname = rule.for === '/_astro/*' ? '/_astro/a.js' : rule.for === '/*' ? '/' : sample(rule.for);
      const res = await fetch(base + pathname);
      expect(res.status).toBeLessThan(500);
      for (const name of Object.keys(rule.values))
        expect(res.headers.get(name), name).toBe(expectedHeader(pathname, name, localOrigins(port)));
    });
  }

  it("serves existing files before the fallbacks, with Netlify's default cache for pages", async () => {
    const res = await fetch(`${base}/en/telecom`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('file:en/telecom.html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await fetch(`${base}/admin`)).status).toBe(200);
  });

  it('names its own loopback origins in the page CSP, never the placeholder', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const origin = base.replace('127.0.0.1', host);
      const csp = (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '';
      expect(cspDirective(csp, 'script-src')).toContain(`${origin}/_astro/`);
      expect(csp).not.toContain('site-url.invalid');
    }
  });

  it("never writes a request's Host header into the CSP", async () => {
    const csp = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/`, { headers: { host: 'evil.example' } }, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy'] ?? ''));
        })
        .on('error', reject);
    });
    expect(cspDirective(csp, 'script-src')).toContain(`${base}/_astro/`);
    expect(csp).not.toContain('evil.example');
  });

  it('names the configured origins when given', async () => {
    const configured = createSiteServer({ dist, cmsUrl: 'http://127.0.0.1:9', origins: ['https://www.teranga-services.sn'] });
    await new Promise<void>((r) => configured.listen(0, '127.0.0.1', r));
    try {
      const csp =
        (await fetch(`http://127.0.0.1:${(configured.address() as AddressInfo).port}/`)).headers.get('content-security-policy') ?? '';
      expect(cspDirective(csp, 'script-src')).toContain('https://www.teranga-services.sn/_astro/');
      expect(csp).not.toContain('127.0.0.1');
    } finally {
      configured.close();
    }
  });

  it("passes the CMS's own headers of an uploaded file through (nosniff, a sandboxing policy)", async () => {
    const uploads = http.createServer((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'image/webp',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .end('RIFF'),
    );
    await new Promise<void>((r) => uploads.listen(0, '127.0.0.1', r));
    const local = createSiteServer({ dist, cmsUrl: `http://127.0.0.1:${(uploads.address() as AddressInfo).port}` });
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/uploads/0123456789abcdef_0123456789.webp`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    } finally {
      local.close();
      uploads.close();
    }
  });

  it('never sends a request on a connection the CMS may be closing (its keep-alive timeout racing the next request)', async () => {
    // A stand-in CMS that drops a connection as soon as a second request arrives on it: what a server
    // does when its keep-alive timeout fires just as the request comes in. A proxy that reuses idle
    // connections then answers 502 to a form the visitor sent once.
    const requestsPerSocket = new WeakMap<object, number>();
    const closing = http.createServer((req, res) => {
      const seen = (requestsPerSocket.get(req.socket) ?? 0) + 1;
      requestsPerSocket.set(req.socket, seen);
      if (seen > 1) return req.socket.destroy();
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`cms:${req.method}`));
    });
    await new Promise<void>((r) => closing.listen(0, '127.0.0.1', r));
    const local = createSiteServer({ dist, cmsUrl: `http://127.0.0.1:${(closing.address() as AddressInfo).port}` });
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    const site = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    try {
      const statuses = [];
      for (const method of ['GET', 'POST', 'POST', 'GET']) {
        const res = await fetch(`${site}/api/v1/auth/mot-de-passe-oublie`, {
          method,
          ...(method === 'POST' ? { body: '{"email":"a@b.sn"}' } : {}),
        });
        statuses.push(`${res.status} ${await res.text()}`);
      }
      expect(statuses).toEqual(['200 cms:GET', '200 cms:POST', '200 cms:POST', '200 cms:GET']);
    } finally {
      local.close();
      closing.close();
    }
  });

  it('forwards other methods to the CMS and refuses them on files', async () => {
    expect(await (await fetch(`${base}/api/v1/contact`, { method: 'POST', body: '{}' })).text()).toBe('cms:POST /api/v1/contact');
    expect((await fetch(`${base}/telecom`, { method: 'POST' })).status).toBe(405);
  });
});

describe("the build's own redirects (dist/_redirects: a page's former addresses)", () => {
  const pages = { fr: '/article/fibre-a-thies', en: '/en/article/fibre-in-thies', pt: '/pt/article/fibra-em-thies' };
  const former = { fr: '/article/fibre-thies', en: '/en/article/thies-fibre', pt: '/pt/article/fibra-thies' };

  it('answers a former address with a 301 to the current page, which answers 200, in fr, en and pt', async () => {
    for (const page of Object.values(pages)) fs.mkdirSync(path.dirname(path.join(dist, `${page}.html`)), { recursive: true });
    for (const page of Object.values(pages)) fs.writeFileSync(path.join(dist, `${page.slice(1)}.html`), `file:${page}`);
    fs.writeFileSync(
      path.join(dist, '_redirects'),
      [
        // What the deploy step puts first: proxies to the production CMS, which this server leaves to its own.
        '/api/v1/* https://cms.example.sn/api/v1/:splat 200!',
        '# former addresses',
        ...(['fr', 'en', 'pt'] as const).map((lang) => `${former[lang]} ${pages[lang]} 301`),
        '',
      ].join('\n'),
    );
    for (const lang of ['fr', 'en', 'pt'] as const) {
      const moved = await fetch(`${base}${former[lang]}?utm=x`, { redirect: 'manual' });
      expect(moved.status, lang).toBe(301);
      expect(moved.headers.get('location'), lang).toBe(`${pages[lang]}?utm=x`);
      const followed = await fetch(`${base}${former[lang]}`);
      expect(followed.status, lang).toBe(200);
      expect(new URL(followed.url).pathname).toBe(pages[lang]);
      expect(await followed.text()).toBe(`file:${pages[lang]}`);
    }
    expect(await (await fetch(`${base}/api/v1/x`)).text()).toBe('cms:GET /api/v1/x');
  });

  it('reads the file again when a new build replaces it, and a page that exists is served, not redirected', async () => {
    fs.writeFileSync(path.join(dist, '_redirects'), `${former.fr} /article/autre 301\n${pages.en} /en/article/ailleurs 301\n`);
    const moved = await fetch(`${base}${former.fr}`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe('/article/autre');
    expect((await fetch(`${base}${pages.en}`, { redirect: 'manual' })).status).toBe(200);
    fs.rmSync(path.join(dist, '_redirects'));
    expect((await fetch(`${base}${former.fr}`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('resolveFile', () => {
  it('maps pretty URLs to the built files and stays inside the folder', () => {
    expect(resolveFile(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(resolveFile(dist, '/telecom')).toBe(path.join(dist, 'telecom.html'));
    expect(resolveFile(dist, '/en')).toBe(path.join(dist, 'en.html'));
    expect(resolveFile(dist, '/_astro/a.js')).toBe(path.join(dist, '_astro/a.js'));
    expect(resolveFile(dist, '/nope')).toBeNull();
    expect(resolveFile(dist, '/../../etc/passwd')).toBeNull();
  });
});
