import { describe, expect, it } from 'vitest';
import { changedAttributes, isManagedType } from '../../src/services/content-snapshot';
import { resetMail } from '../../src/services/mot-de-passe-oublie';

describe('changedAttributes (a version resume)', () => {
  it('names each attribute that differs in any locale once, in order', () => {
    const before = { fr: { titre: 'A', etat: 'brouillon', images: [1, 2] }, en: { titre: 'A', etat: 'brouillon', images: [1, 2] } };
    const after = { fr: { titre: 'A', etat: 'publié', images: [1, 2] }, en: { titre: 'B', etat: 'publié', images: [2] } };
    expect(changedAttributes(before, after)).toEqual(['etat', 'titre', 'images']);
    expect(changedAttributes(before, before)).toEqual([]);
  });

  it('counts a value that appears or goes (null and absent are the same)', () => {
    expect(changedAttributes({ default: { nom: 'X', siteWeb: null } }, { default: { nom: 'X' } })).toEqual([]);
    expect(changedAttributes({ default: { nom: 'X' } }, { default: { nom: 'X', siteWeb: 'https://x.sn' } })).toEqual(['siteWeb']);
  });

  it('names a changed address with its language, its former addresses following it unnamed', () => {
    const before = { fr: { slug: 'a', anciensSlugs: [] }, en: { slug: 'b', anciensSlugs: null }, pt: { slug: 'c' } };
    const after = { fr: { slug: 'a', anciensSlugs: [] }, en: { slug: 'b2', anciensSlugs: ['b'] }, pt: { slug: 'c2', anciensSlugs: ['c'] } };
    expect(changedAttributes(before, after)).toEqual(['slug.en', 'slug.pt']);
  });
});

describe('isManagedType', () => {
  it('knows the four types and nothing inherited', () => {
    expect(['articles', 'realisations', 'opportunites', 'partenaires'].every(isManagedType)).toBe(true);
    for (const other of ['utilisateurs', 'constructor', '__proto__', 'toString', 42]) expect(isManagedType(other)).toBe(false);
  });
});

describe('resetMail', () => {
  it('is French, names the site and carries the link', () => {
    const mail = resetMail('Teranga Services', 'https://site.sn/admin/reinitialiser?token=abc', 'Awa');
    expect(mail.subject).toBe('Teranga Services : réinitialisation de votre mot de passe');
    expect(mail.text).toContain('Bonjour Awa,');
    expect(mail.text).toContain('https://site.sn/admin/reinitialiser?token=abc');
    expect(mail.text).toContain("dans l'heure");
  });
});
