// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforePaint, headScript } from '../../src/lib/head-script';
import { chooseLanguage, CRAWLER_PATTERN } from '../../src/lib/languages';

function page(lang: string) {
  document.documentElement.lang = lang;
  document.head.innerHTML = ['fr', 'en', 'pt']
    .map((l) => `<link rel="alternate" hreflang="${l}" href="http://localhost:4321${l === 'fr' ? '' : `/${l}`}/telecom">`)
    .join('');
}
function browser(language: string, userAgent = 'Mozilla/5.0 Chrome/130') {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}
const run = () => {
  const go = vi.fn();
  beforePaint(chooseLanguage, CRAWLER_PATTERN, 'langue', go);
  return go;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('initial language before paint (docs/product.md §1)', () => {
  it('moves to the stored language, keeping the path of the alternate', () => {
    page('fr');
    browser('fr-FR');
    localStorage.setItem('langue', 'pt');
    expect(run()).toHaveBeenCalledWith('/pt/telecom');
  });
  it('uses the browser language without a stored choice', () => {
    page('fr');
    browser('en-US');
    expect(run()).toHaveBeenCalledWith('/en/telecom');
  });
  it('stays when the language already fits or is unknown', () => {
    page('en');
    browser('en-GB');
    expect(run()).not.toHaveBeenCalled();
    page('pt');
    browser('de-DE');
    expect(run()).not.toHaveBeenCalled();
  });
  it('keeps the language of a page reached from the site, as the new preference', () => {
    page('fr');
    browser('fr-FR');
    localStorage.setItem('langue', 'pt');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/pt/contact`);
    expect(run()).not.toHaveBeenCalled();
    expect(localStorage.getItem('langue')).toBe('fr');
  });
  it('leaves the preference alone when the page is opened from the back-office (a preview)', () => {
    page('fr');
    browser('fr-FR');
    localStorage.setItem('langue', 'en');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/admin/articles/modifier/a1`);
    expect(run()).toHaveBeenCalledWith('/en/telecom');
    expect(localStorage.getItem('langue')).toBe('en');
  });
  it('applies the rule on an entry from another site', () => {
    page('fr');
    browser('fr-FR');
    localStorage.setItem('langue', 'pt');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    expect(run()).toHaveBeenCalledWith('/pt/telecom');
  });
  it('never moves crawlers', () => {
    page('fr');
    browser('en-US', 'Mozilla/5.0 (compatible; bingbot/2.0)');
    localStorage.setItem('langue', 'en');
    expect(run()).not.toHaveBeenCalled();
  });
  it('replays the curtain once after an in-site navigation', () => {
    page('fr');
    browser('fr-FR');
    sessionStorage.setItem('curtain', '1');
    run();
    expect(document.documentElement.classList.contains('curtain-open')).toBe(true);
    expect(sessionStorage.getItem('curtain')).toBeNull();
  });
  it('serializes into a self-contained script', () => {
    const source = headScript();
    expect(() => new Function(source)).not.toThrow();
    expect(source).not.toMatch(/\bimport\b|__name|require\(/);
    expect(source).toContain('"langue"');
  });
});
