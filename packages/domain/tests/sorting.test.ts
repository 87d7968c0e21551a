import { describe, expect, it } from 'vitest';
import { sortByDisplayOrder, sortNewestFirst } from '../src/sorting';

describe('sortNewestFirst', () => {
  it('orders by the given date, newest first, undated last', () => {
    const items = [
      { _id: 'a', datePublication: '2024-01-01T00:00:00Z' },
      { _id: 'b', datePublication: null },
      { _id: 'c', datePublication: '2026-05-01T00:00:00Z' },
      { _id: 'd', datePublication: '2025-02-03T10:00:00Z' },
    ];
    expect(sortNewestFirst(items, 'datePublication').map((i) => i._id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('sorts opportunities by dateCreation and breaks ties by id', () => {
    const items = [
      { _id: 'z', dateCreation: '2025-01-01' },
      { _id: 'y', dateCreation: '2025-01-01' },
      { _id: 'x', dateCreation: '2025-06-01' },
    ];
    expect(sortNewestFirst(items, 'dateCreation').map((i) => i._id)).toEqual(['x', 'y', 'z']);
  });

  it('does not change its input', () => {
    const items = [
      { _id: 'a', d: '2020-01-01' },
      { _id: 'b', d: '2021-01-01' },
    ];
    sortNewestFirst(items, 'd');
    expect(items[0]._id).toBe('a');
  });
});

describe('sortByDisplayOrder', () => {
  it('orders partners by ordreAffichage ascending', () => {
    const partners = [
      { nom: 'C', ordreAffichage: 3 },
      { nom: 'A', ordreAffichage: 1 },
      { nom: 'B', ordreAffichage: 2 },
    ];
    expect(sortByDisplayOrder(partners).map((p) => p.nom)).toEqual(['A', 'B', 'C']);
  });
});
