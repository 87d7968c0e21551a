import { describe, expect, it } from 'vitest';
import { canChangeMedia, mediaChangeRefusal, parseMediaFilters, typeOfMime, validateMedia } from '../src/medias';

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

describe("a media's nature", () => {
  it('takes photo or logo, refuses anything else, and filters on it', () => {
    expect(validateMedia({ nature: 'logo' }, 'edit')).toEqual({ errors: [], value: { nature: 'logo' } });
    expect(validateMedia({ nature: 'affiche' }, 'edit').errors[0]).toMatchObject({ path: 'nature', code: 'media.nature' });
    expect(validateMedia({ nature: ['photo'] }, 'create').errors[0]).toMatchObject({ code: 'media.nature' });
    expect(parseMediaFilters({ nature: 'photo' }).value).toEqual({ nature: 'photo', nonUtilises: false });
    expect(parseMediaFilters({ nature: '' })).toEqual({ errors: [], value: { nonUtilises: false } });
    expect(parseMediaFilters({ nature: 'Logo' }).errors[0]).toMatchObject({ path: 'nature', code: 'liste.valeur' });
  });
});

describe('media access', () => {
  it('lets administrators change any media and advisers their own uploads', () => {
    expect(canChangeMedia(admin, { auteur: { documentId: 'someone' } }, 0)).toBe(true);
    expect(canChangeMedia(adviser, { auteur: { documentId: 'a' } }, 0)).toBe(true);
    expect(canChangeMedia(adviser, { auteur: { documentId: 'b' } }, 0)).toBe(false);
    expect(canChangeMedia(adviser, { auteur: null }, 0)).toBe(false);
    expect(canChangeMedia(null, { auteur: 'a' }, 0)).toBe(false);
  });

  it("refuses an adviser's change that would reach items they may not change, with their count", () => {
    expect(mediaChangeRefusal(adviser, { auteur: 'a' }, 2)).toEqual({ code: 'media.usedElsewhere', count: 2 });
    expect(mediaChangeRefusal(adviser, { auteur: 'b' }, 2)).toEqual({ code: 'media.forbidden' });
    expect(canChangeMedia(adviser, { auteur: 'a' }, 1)).toBe(false);
    // The administrator's scope holds every item: nothing is outside it.
    expect(mediaChangeRefusal(admin, { auteur: 'b' }, 0)).toBeNull();
  });

  it('names a stored type from its MIME type', () => {
    expect(typeOfMime('image/jpeg')).toBe('jpeg');
    expect(typeOfMime('image/gif')).toBeNull();
    expect(typeOfMime('__proto__')).toBeNull();
  });
});
