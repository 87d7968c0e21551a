import { describe, expect, it } from 'vitest';
import { formatDate, paragraphs, truncate } from '../../src/lib/text';

describe('truncate', () => {
  it('leaves short texts alone', () => {
    expect(truncate('Court.', 140)).toBe('Court.');
    expect(truncate('x'.repeat(140), 140)).toBe('x'.repeat(140));
  });
  it('cuts at the limit and adds an ellipsis', () => {
    const cut = truncate('a'.repeat(200), 120);
    expect(cut).toBe(`${'a'.repeat(120)}…`);
    expect(truncate('b'.repeat(141), 140)).toHaveLength(141);
  });
  it('copes with missing text', () => {
    expect(truncate(null, 10)).toBe('');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines', () => {
    expect(paragraphs('Un.\n\nDeux.\n \nTrois.')).toEqual(['Un.', 'Deux.', 'Trois.']);
    expect(paragraphs('')).toEqual([]);
  });
});

describe('formatDate', () => {
  it('formats per language', () => {
    expect(formatDate('2026-01-20T09:15:00.000Z', 'fr')).toBe('20 janvier 2026');
    expect(formatDate('2026-01-20T09:15:00.000Z', 'en')).toBe('20 January 2026');
    expect(formatDate(null, 'fr')).toBe('');
  });

  it('keeps each language with its own reused formatter', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(formatDate('2025-03-05T00:00:00.000Z', 'pt')).toBe('5 de março de 2025');
      expect(formatDate('2025-03-05T00:00:00.000Z', 'fr')).toBe('5 mars 2025');
      expect(formatDate('2025-03-05T00:00:00.000Z', 'en')).toBe('5 March 2025');
    }
  });
});
