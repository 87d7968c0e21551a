import { describe, expect, it } from 'vitest';
import { checkTextesAlternatifs, cleanTextesAlternatifs, objectPosition } from '../src/validation/image-text';
import type { FieldError } from '../src/field-errors';

describe('a gallery alternative texts', () => {
  it('aligns each language list on the images, blanks included, and cuts extra texts', () => {
    expect(cleanTextesAlternatifs({ fr: [' A ', 'B', 'C'], en: ['a'] }, 2, 'create')).toEqual({
      fr: ['A', 'B'],
      en: ['a', ''],
      pt: ['', ''],
    });
    expect(cleanTextesAlternatifs(undefined, 1, 'edit')).toBeUndefined();
    expect(cleanTextesAlternatifs('nonsense', 1, 'create')).toEqual({ fr: [''], en: [''], pt: [''] });
  });

  it('requires the cover text only, and limits every text to 150 characters', () => {
    const errors: FieldError[] = [];
    checkTextesAlternatifs(errors, { fr: ['Tranchée', ''], en: ['', 'x'.repeat(151)], pt: ['Vala', ''] }, 2, () => true);
    expect(errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      "textesAlternatifs.en.0: Le texte alternatif de l'image principale (en) est obligatoire.",
      'textesAlternatifs.en.1: Le texte alternatif (en) ne peut excéder 150 caractères.',
    ]);
  });
});

describe('objectPosition', () => {
  it('places the focal point, the centre by default', () => {
    expect(objectPosition({ x: 12.5, y: 80 })).toBe('12.5% 80%');
    expect(objectPosition(null)).toBe('50% 50%');
    expect(objectPosition({ x: Number.NaN, y: 3 })).toBe('50% 50%');
    expect(objectPosition({ x: 140, y: -3 })).toBe('100% 0%');
  });
});
