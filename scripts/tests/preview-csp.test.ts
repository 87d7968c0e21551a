// The editors' preview loads its bundles from /_apercu/ (web/astro.preview.config.mjs); no other page may,
// nothing else of its policy differs, and it is never indexed nor stored.
import { describe, expect, it } from 'vitest';
import { cspDirective, headersFor, loadSiteRules } from '../site-rules.mjs';

const rules = loadSiteRules();
const csp = (pathname: string): string => headersFor(rules, pathname)['Content-Security-Policy'] ?? '';

describe('headers of the preview', () => {
  it("/apercu is the site's policy with the preview's bundles instead of the site's", () => {
    expect(cspDirective(csp('/apercu'), 'script-src')).toContain('https://site-url.invalid/_apercu/');
    expect(cspDirective(csp('/apercu'), 'script-src')).not.toContain('/_astro/');
    expect(csp('/apercu').replace('/_apercu/', '/_astro/')).toBe(csp('/'));
  });

  it('/apercu is neither indexed nor stored', () => {
    expect(headersFor(rules, '/apercu')).toMatchObject({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
  });

  it.each(['/', '/article/x', '/en/apercu', '/apercu/x', '/admin/articles'])('%s loads nothing from /_apercu/', (pathname) => {
    expect(csp(pathname)).not.toContain('/_apercu/');
    expect(headersFor(rules, pathname)['X-Robots-Tag']).toBeUndefined();
  });
});
