import { describe, expect, it } from 'vitest';
import { canChangeMedia, parseMediaFilters, typeOfMime, validateMedia } from '../src/medias';

const admin = { id: 1, documentId: 'admin', role: { type: 'administrateur' } };
const adviser = { id: 2, documentId: 'a', role: { type: 'conseiller' } };

describe('validateMedia', () => {
  it('keeps what is sent, trimmed, and nothing else', () => {
    const { errors, value } = validateMedia({ nom: ' Pylône ', texteAlternatif: { fr: ' Un pylône ', en: '' }, credit: 'AN' }, 'edit');
    expect(errors).toEqual([]);
    expect(value).toEqual({ nom: 'Pylône', texteAlternatif: { fr: 'Un pylône', en: '' }, credit: 'AN' });
    expect(validateMedia({}, 'create').value).toEqual({});
  });

  it('refuses a blank name on edit, long texts and credits, and a point outside the picture', () => {
    const { errors } = validateMedia(
      { nom: ' ', texteAlternatif: { pt: 'x'.repeat(151) }, credit: 'c'.repeat(201), pointFocal: { x: 120, y: 5 } },
      'edit',
    );
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['nom', 'nom.required'],
      ['texteAlternatif.pt', 'texteAlternatif.max'],
      ['pointFocal', 'pointFocal.invalid'],
      ['credit', 'credit.max'],
    ]);
  });

  it('reads a focal point as JSON text, and an empty one as the centre', () => {
    expect(validateMedia({ pointFocal: '{"x":"12.34","y":80}' }, 'edit').value.pointFocal).toEqual({ x: 12.3, y: 80 });
    expect(validateMedia({ pointFocal: '' }, 'edit').value.pointFocal).toBeNull();
  });
});

describe('parseMediaFilters', () => {
  it('reads the type and the unused flag, an empty value being no filter', () => {
    expect(parseMediaFilters({ type: 'webp', nonUtilises: 'true' }).value).toEqual({ type: 'webp', nonUtilises: true });
    expect(parseMediaFilters({ type: '', nonUtilises: 'false' })).toEqual({ errors: [], value: { nonUtilises: false } });
  });

  it('refuses another type, a list, or another flag', () => {
    const { errors } = parseMediaFilters({ type: ['jpeg'], nonUtilises: 'oui' });
    expect(errors.map((e) => e.path)).toEqual(['type', 'nonUtilises']);
    expect(parseMediaFilters({ type: 'image/gif' }).errors[0].code).toBe('liste.valeur');
  });
});

describe('media access', () => {
  it('lets administrators change any media and advisers their own uploads', () => {
    expect(canChangeMedia(admin, { auteur: { documentId: 'someone' } })).toBe(true);
    expect(canChangeMedia(adviser, { auteur: { documentId: 'a' } })).toBe(true);
    expect(canChangeMedia(adviser, { auteur: { documentId: 'b' } })).toBe(false);
    expect(canChangeMedia(adviser, { auteur: null })).toBe(false);
    expect(canChangeMedia(null, { auteur: 'a' })).toBe(false);
  });

  it('names a stored type from its MIME type', () => {
    expect(typeOfMime('image/jpeg')).toBe('jpeg');
    expect(typeOfMime('image/gif')).toBeNull();
    expect(typeOfMime('__proto__')).toBeNull();
  });
});
