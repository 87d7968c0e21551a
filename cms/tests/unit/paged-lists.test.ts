import { foldForSearch } from '@teranga/domain';
import { describe, expect, it } from 'vitest';
import { folded } from '../../src/services/paged-lists';

describe('folded (the lists’ remembered search folding)', () => {
  it('folds like the domain rule, the first time and every time after', () => {
    for (const title of ['Génie civil à Thiès', 'CÂBLAGE structuré', 'Œuvre', '']) {
      expect(folded(title)).toBe(foldForSearch(title));
      expect(folded(title)).toBe(foldForSearch(title));
    }
  });

  it('gives an empty string for what is not text, as the rule does', () => {
    expect(folded(null)).toBe('');
    expect(folded(42)).toBe('');
  });

  it('stays right once its memory has been emptied (more distinct titles than it keeps)', () => {
    for (let i = 0; i < 50_010; i += 1) folded(`Titre ${i} é`);
    expect(folded('Réseau FTTH à Dakar')).toBe('reseau ftth a dakar');
    expect(folded('Titre 3 é')).toBe('titre 3 e');
  });
});
