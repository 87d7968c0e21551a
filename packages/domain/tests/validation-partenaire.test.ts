import { describe, expect, it } from 'vitest';
import { validatePartenaire, type PartenaireInput } from '../src/validation/partenaire';

const ctx = { hasLogo: true };
const valid: PartenaireInput = { nom: ' Sonatel ', siteWeb: ' https://www.sonatel.sn ' };
const messages = (input: PartenaireInput, mode: 'create' | 'edit' = 'create', c = ctx) =>
  validatePartenaire(input, mode, c).errors.map((e) => `${e.path}: ${e.message}`);

describe('validatePartenaire', () => {
  it('accepts a valid partner and applies the defaults', () => {
    const { errors, value } = validatePartenaire(valid, 'create', ctx);
    expect(errors).toEqual([]);
    expect(value).toEqual({ nom: 'Sonatel', siteWeb: 'https://www.sonatel.sn', actif: true, ordreAffichage: 0 });
    expect(validatePartenaire({ nom: 'A' }, 'create', ctx).value).toEqual({ nom: 'A', siteWeb: '', actif: true, ordreAffichage: 0 });
  });

  it('requires a name of at most 100 characters', () => {
    expect(messages({ nom: '  ' })).toEqual(['nom: Le nom est obligatoire.']);
    expect(messages({ nom: 'x'.repeat(101) })).toEqual(['nom: Le nom ne peut excéder 100 caractères.']);
    expect(messages({ nom: 'x'.repeat(100) })).toEqual([]);
    expect(messages({ siteWeb: 'https://a.sn' }, 'edit')).toEqual(['nom: Le nom est obligatoire.']);
  });

  it('checks the website: optional, at most 200 characters, http or https', () => {
    const long = `https://example.com/${'p'.repeat(181)}`;
    expect(messages({ ...valid, siteWeb: long })).toEqual(["siteWeb: L'URL du site web ne peut excéder 200 caractères."]);
    expect(messages({ ...valid, siteWeb: long.slice(0, 200) })).toEqual([]);
    for (const siteWeb of ['www.sonatel.sn', 'javascript:alert(1)', 'ftp://files.sn', 'https://', 'http://a b.sn']) {
      expect(messages({ ...valid, siteWeb })).toEqual(["siteWeb: L'URL du site web est invalide."]);
    }
    expect(messages({ ...valid, siteWeb: 'http://sonatel.sn/fr?x=1' })).toEqual([]);
  });

  it('requires a logo on create only', () => {
    expect(messages(valid, 'create', { hasLogo: false })).toEqual(['logo: Le logo est obligatoire.']);
    expect(messages(valid, 'edit', { hasLogo: false })).toEqual([]);
  });

  it('reads the display order as a non-negative integer', () => {
    expect(validatePartenaire({ ...valid, ordreAffichage: ' 3 ' }, 'create', ctx).value.ordreAffichage).toBe(3);
    expect(validatePartenaire({ ...valid, ordreAffichage: 7 }, 'create', ctx).value.ordreAffichage).toBe(7);
    expect(validatePartenaire({ ...valid, ordreAffichage: '' }, 'create', ctx).value.ordreAffichage).toBe(0);
    for (const ordreAffichage of [-1, '-2', '-0.5']) {
      expect(messages({ ...valid, ordreAffichage })).toEqual(["ordreAffichage: L'ordre d'affichage ne peut pas être négatif."]);
    }
    for (const ordreAffichage of ['abc', '1.5', 2.5, '0x10', '1e3']) {
      expect(messages({ ...valid, ordreAffichage })).toEqual(["ordreAffichage: L'ordre d'affichage est invalide."]);
    }
  });

  it('reads actif from a boolean or its text', () => {
    const actif = (raw: PartenaireInput['actif']) => validatePartenaire({ ...valid, actif: raw }, 'create', ctx).value.actif;
    expect(actif(false)).toBe(false);
    expect(actif('false')).toBe(false);
    expect(actif(' FALSE ')).toBe(false);
    expect(actif('0')).toBe(false);
    expect(actif(true)).toBe(true);
    expect(actif('true')).toBe(true);
    expect(actif('on')).toBe(true);
    expect(actif(undefined)).toBe(true);
    expect(messages({ ...valid, actif: 'peut-être' })).toEqual(['actif: La valeur de « actif » est invalide.']);
  });

  it('leaves absent fields unchanged on edit', () => {
    const { errors, value } = validatePartenaire({ nom: 'Orange' }, 'edit', { hasLogo: false });
    expect(errors).toEqual([]);
    expect(value).toEqual({ nom: 'Orange' });
    expect(validatePartenaire({ nom: 'Orange', actif: 'false', ordreAffichage: '2' }, 'edit', ctx).value).toEqual({
      nom: 'Orange',
      actif: false,
      ordreAffichage: 2,
    });
    expect(messages({ nom: 'Orange', ordreAffichage: -3 }, 'edit')).toEqual([
      "ordreAffichage: L'ordre d'affichage ne peut pas être négatif.",
    ]);
  });
});
