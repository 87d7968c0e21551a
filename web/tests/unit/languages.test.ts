import { describe, expect, it } from 'vitest';
import { chooseLanguage, fromTag, isCrawler, langFromParam, localizePath } from '../../src/lib/languages';

describe('initial language (docs/product.md §1)', () => {
  it('prefers the stored choice', () => {
    expect(chooseLanguage({ stored: 'pt', browser: 'en-US', html: 'fr' })).toBe('pt');
  });
  it('falls back to the browser language, first two letters', () => {
    expect(chooseLanguage({ stored: null, browser: 'en-GB', html: 'fr' })).toBe('en');
    expect(chooseLanguage({ browser: 'PT-br' })).toBe('pt');
  });
  it('then the html language tag, then fr', () => {
    expect(chooseLanguage({ stored: 'de', browser: 'de-DE', html: 'pt' })).toBe('pt');
    expect(chooseLanguage({ browser: 'wo-SN', html: '' })).toBe('fr');
    expect(chooseLanguage({})).toBe('fr');
  });
  it('ignores values that are not ours', () => {
    expect(fromTag('es')).toBeNull();
    expect(fromTag(undefined)).toBeNull();
  });
  it('never moves crawlers or audit tools', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (Linux) Chrome/130.0 Safari/537.36 Chrome-Lighthouse')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
  });
});

describe('localized paths', () => {
  it('keeps French at the spec paths and prefixes the others', () => {
    expect(localizePath('fr', '/telecom')).toBe('/telecom');
    expect(localizePath('en', '/telecom')).toBe('/en/telecom');
    expect(localizePath('pt', '/')).toBe('/pt');
    expect(localizePath('fr', '/')).toBe('/');
  });
  it('reads the route parameter', () => {
    expect(langFromParam(undefined)).toBe('fr');
    expect(langFromParam('en')).toBe('en');
    expect(langFromParam('xx')).toBe('fr');
  });
});
