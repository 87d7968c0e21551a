import { describe, expect, it } from 'vitest';
import { isPublished, normalizeEtat, publishedOnly } from '../src/publication';

describe('publication rule', () => {
  it('accepts publié whatever the case and surrounding spaces', () => {
    for (const etat of ['publié', ' Publié ', 'PUBLIÉ', '\tpublié\n']) expect(isPublished({ etat })).toBe(true);
  });

  it('treats a decomposed é like the composed one', () => {
    expect(isPublished({ etat: 'publie\u0301' })).toBe(true);
  });

  it('rejects drafts, scheduled items and anything else', () => {
    for (const etat of ['brouillon', 'planifié', 'publie', 'published', '', null, undefined, 3]) {
      expect(isPublished({ etat })).toBe(false);
    }
    expect(isPublished(null)).toBe(false);
  });

  it('filters a list and keeps order', () => {
    const items = [
      { etat: 'publié', n: 1 },
      { etat: 'brouillon', n: 2 },
      { etat: 'Publié', n: 3 },
    ];
    expect(publishedOnly(items).map((i) => i.n)).toEqual([1, 3]);
  });

  it('normalizes non-strings to empty', () => {
    expect(normalizeEtat(undefined)).toBe('');
  });
});
