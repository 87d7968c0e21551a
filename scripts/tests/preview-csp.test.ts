// The editors' preview loads its bundles from /_apercu/ (web/astro.preview.config.mjs); no other page may.
// The back-office's panel frames it, from the site's own origin only; every other page refuses any frame.
// Nothing else of its policy differs, and it is never indexed nor stored.
import { describe, expect, it } from 'vitest';
import { cspDirective, headersFor, loadSiteRules } from '../site-rules.mjs';

const rules = loadSiteRules();
const csp = (pathname: string): string => headersFor(rules, pathname)['Content-Security-Policy'] ?? '';

describe('headers of the preview', () => {
  it("/apercu is the site's policy with the preview's bundles instead of the site's", () => {
    expect(cspDirective(csp('/apercu'), 'script-src')).toContain('https://site-url.invalid/_apercu/');
    expect(cspDirective(csp('/apercu'), 'script-src')).not.toContain('/_astro/');
    expect(csp('/apercu').replace('/_apercu/', '/_astro/').replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(csp('/'));
  });

  it('/apercu may be framed by the site itself, and by nothing else', () => {
    expect(cspDirective(csp('/apercu'), 'frame-ancestors')).toEqual(["'self'"]);
    expect(headersFor(rules, '/apercu')['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it.each(['/', '/en/', '/article/x', '/recherche', '/apercu/x', '/en/apercu', '/admin/articles', '/_apercu/x.js'])(
    '%s refuses every frame',
    (pathname) => {
      expect(cspDirective(csp(pathname), 'frame-ancestors')).toEqual(["'none'"]);
      expect(headersFor(rules, pathname)['X-Frame-Options']).toBe('DENY');
    },
  );

  it('/apercu is neither indexed nor stored', () => {
    expect(headersFor(rules, '/apercu')).toMatchObject({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });

  it.each(['/', '/article/x', '/en/apercu', '/apercu/x', '/admin/articles'])('%s loads nothing from /_apercu/', (pathname) => {
    expect(csp(pathname)).not.toContain('/_apercu/');
    expect(headersFor(rules, pathname)['X-Robots-Tag']).toBeUndefined();
  });
});
