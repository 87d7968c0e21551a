import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CMS_PLACEHOLDER,
  cspDirective,
  headersFor,
  inlineScriptHashes,
  matchPattern,
  missingScriptHashes,
  parseRedirectsFile,
  proxyRedirectsFile,
  routeFor,
} from '../site-rules.mjs';

const rules = {
  build: {},
  redirects: [
    { from: '/api/v1/*', to: `${CMS_PLACEHOLDER}/api/v1/:splat`, status: 200, force: true },
    { from: '/uploads/*', to: `${CMS_PLACEHOLDER}/uploads/:splat`, status: 200, force: true },
    { from: '/admin/*', to: '/admin.html', status: 200, force: false },
    { from: '/en/*', to: '/en/404.html', status: 404, force: false },
    { from: '/*', to: '/404.html', status: 404, force: false },
  ],
  headers: [
    { for: '/*', values: { A: 'all', 'Content-Security-Policy': "script-src 'self' 'sha256-abc='; object-src 'none'" } },
    { for: '/admin/*', values: { A: 'admin' } },
  ],
};

describe('matchPattern', () => {
  it('matches literal paths and trailing splats, the bare parent included', () => {
    expect(matchPattern('/a', '/a')).toBe('');
    expect(matchPattern('/a', '/b')).toBeNull();
    expect(matchPattern('/admin/*', '/admin/x/y')).toBe('x/y');
    expect(matchPattern('/admin/*', '/admin')).toBe('');
    expect(matchPattern('/admin/*', '/administration')).toBeNull();
    expect(matchPattern('/*', '/')).toBe('');
  });
});

describe('routeFor', () => {
  const none = () => false;
  it('applies forced rules even over files, the others only where no file exists', () => {
    expect(routeFor(rules, '/api/v1/secteurs', () => true, 'http://cms:1337')).toMatchObject({
      target: 'http://cms:1337/api/v1/secteurs',
      proxy: true,
    });
    expect(routeFor(rules, '/admin/articles', () => true)).toBeNull();
    expect(routeFor(rules, '/admin/articles', none)).toMatchObject({ target: '/admin.html', proxy: false });
    expect(routeFor(rules, '/en/nope', none)).toMatchObject({ target: '/en/404.html', rule: { status: 404 } });
    expect(routeFor(rules, '/nope', none)).toMatchObject({ target: '/404.html' });
  });
});

describe('headersFor', () => {
  it('applies every matching rule, a later one overriding', () => {
    expect(headersFor(rules, '/')).toMatchObject({ A: 'all' });
    expect(headersFor(rules, '/admin/x')).toMatchObject({ A: 'admin', 'Content-Security-Policy': expect.any(String) });
  });
});

describe('proxyRedirectsFile', () => {
  it('writes the proxies with the CMS origin for Netlify, and only over https', () => {
    expect(proxyRedirectsFile(rules, 'https://cms.example.sn/ignored')).toBe(
      '/api/v1/* https://cms.example.sn/api/v1/:splat 200!\n/uploads/* https://cms.example.sn/uploads/:splat 200!\n',
    );
    expect(proxyRedirectsFile(rules, 'https://cms.example.sn', 'https://bucket.example.sn/site/')).toBe(
      '/api/v1/* https://cms.example.sn/api/v1/:splat 200!\n/uploads/* https://bucket.example.sn/site/:splat 200!\n',
    );
    expect(() => proxyRedirectsFile(rules, 'http://cms.example.sn')).toThrow(/https/);
    expect(() => proxyRedirectsFile(rules, 'https://cms.example.sn', 'http://bucket')).toThrow(/UPLOADS_URL/);
  });
});

describe('parseRedirectsFile', () => {
  it("reads Netlify's plain lines, the proxies it wrote and the build's former addresses alike", () => {
    const text = `${proxyRedirectsFile(rules, 'https://cms.example.sn')}# former addresses\n\n/article/a   /article/b 301\n/en/x /en/y\n`;
    expect(parseRedirectsFile(text)).toEqual([
      { from: '/api/v1/*', to: 'https://cms.example.sn/api/v1/:splat', status: 200, force: true },
      { from: '/uploads/*', to: 'https://cms.example.sn/uploads/:splat', status: 200, force: true },
      { from: '/article/a', to: '/article/b', status: 301, force: false },
      { from: '/en/x', to: '/en/y', status: 301, force: false },
    ]);
  });
});

describe('inline script hashes', () => {
  const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')]);
  });

  it('lists the inline scripts a CSP does not allow, with their pages', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dist, 'en'));
    fs.writeFileSync(path.join(dist, 'en/a.html'), '<script>allowed()</script><script>blocked()</script>');
    const withHash = {
      ...rules,
      headers: [{ for: '/*', values: { 'Content-Security-Policy': `script-src 'self' ${hash('allowed()')}` } }],
    };
    expect(missingScriptHashes(withHash, dist)).toEqual([{ hash: hash('blocked()'), files: ['en/a.html'] }]);
    expect(cspDirective("default-src 'self'; object-src 'none'", 'object-src')).toEqual(["'none'"]);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
