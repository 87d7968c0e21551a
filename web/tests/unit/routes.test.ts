import { describe, expect, it } from 'vitest';
import { alternatesFor, detailAlternates, sitemapXml } from '../../src/lib/routes';
import { shareLinks } from '../../src/lib/share';

describe('routes', () => {
  it('gives each page its address in every language', () => {
    expect(alternatesFor('/contact')).toEqual({ fr: '/contact', en: '/en/contact', pt: '/pt/contact' });
    expect(alternatesFor('/')).toEqual({ fr: '/', en: '/en', pt: '/pt' });
  });
  it('uses each language slug for details', () => {
    expect(detailAlternates('article', { fr: 'un', en: 'one', pt: 'um' })).toEqual({
      fr: '/article/un',
      en: '/en/article/one',
      pt: '/pt/article/um',
    });
    expect(detailAlternates('realisation', { fr: 'un', en: '', pt: 'um' }).en).toBe('/en/realisation/un');
  });
  it('writes a sitemap with reciprocal alternates', () => {
    const xml = sitemapXml('https://teranga.sn', [alternatesFor('/telecom')]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://teranga.sn/en/telecom</loc>');
    expect(xml.match(/hreflang="x-default" href="https:\/\/teranga.sn\/telecom"/g)).toHaveLength(3);
  });
  it('builds sharing URLs', () => {
    const links = shareLinks('https://teranga.sn/article/a b', 'Titre & co');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fteranga.sn%2Farticle%2Fa%20b');
    expect(links.twitter).toContain('text=Titre%20%26%20co');
    expect(links.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
  });
});
