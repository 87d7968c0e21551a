// The search pages and Pagefind's worker may load Pagefind's scripts (/pagefind/) and compile WebAssembly;
// no other page may, and nothing else differs.
import { describe, expect, it } from 'vitest';
import { cspDirective, headersFor, loadSiteRules } from '../site-rules.mjs';

const rules = loadSiteRules();
const csp = (pathname: string): string => headersFor(rules, pathname)['Content-Security-Policy'] ?? '';

describe('Content-Security-Policy of the search pages', () => {
  it.each(['/recherche', '/en/recherche', '/pt/recherche', '/pagefind/pagefind-worker.js'])(
    "%s is the site's policy plus Pagefind's scripts and 'wasm-unsafe-eval' in script-src",
    (pathname) => {
      expect(cspDirective(csp(pathname), 'script-src')).toContain("'wasm-unsafe-eval'");
      expect(cspDirective(csp(pathname), 'script-src')).toContain('https://site-url.invalid/pagefind/');
      expect(csp(pathname).replace(" https://site-url.invalid/pagefind/ 'wasm-unsafe-eval'", '')).toBe(csp('/'));
    },
  );

  it.each(['/', '/en', '/contact', '/pt/contact', '/article/x', '/en/realisation/y', '/admin/tableau-de-bord', '/recherche/x'])(
    '%s compiles no WebAssembly',
    (pathname) => {
      expect(csp(pathname)).not.toContain('wasm-unsafe-eval');
      expect(csp(pathname)).not.toContain('/pagefind/');
      expect(csp(pathname)).toBe(csp('/'));
    },
  );
});
