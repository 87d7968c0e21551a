// A list read ahead, brought up to date with the CMS's changes: exactly the CMS's list now, or nothing.
import { describe, expect, it } from 'vitest';
import { listChanges, patchList } from '../../src/lib/changements';

const item = (id: string, dateModification: string, titre = id) => ({ _id: id, titre, dateModification });
const before = [item('a', '2026-01-03T00:00:00.000Z'), item('b', '2026-01-02T00:00:00.000Z'), item('c', '2026-01-01T00:00:00.000Z')];

describe('patchList', () => {
  it('keeps the unchanged items, takes the changed ones, follows the new order and drops the ids that left', () => {
    const edited = item('b', '2026-02-01T00:00:00.000Z', 'b edited');
    const added = item('d', '2026-02-02T00:00:00.000Z');
    const list = patchList(before, {
      ids: ['d', 'a', 'b'],
      datesModification: [added.dateModification, before[0].dateModification, edited.dateModification],
      modifies: [added, edited],
    });
    expect(list).toEqual([added, before[0], edited]);
  });

  it('gives nothing when an item is neither changed nor read before', () => {
    expect(
      patchList(before, { ids: ['a', 'x'], datesModification: [before[0].dateModification, '2026-01-01T00:00:00.000Z'], modifies: [] }),
    ).toBeNull();
  });

  it('gives nothing when a kept item is not the current one (a write the changes did not cover)', () => {
    expect(patchList(before, { ids: ['a'], datesModification: ['2026-03-01T00:00:00.000Z'], modifies: [] })).toBeNull();
  });
});

describe('listChanges', () => {
  const part = { ids: ['a'], datesModification: ['2026-01-03T00:00:00.000Z'], modifies: [] };
  it('reads one list of a complete answer', () => {
    expect(listChanges({ toutRelire: false, articles: part }, 'articles')).toEqual(part);
  });
  it('gives nothing when the CMS says to read everything again, or for an answer of another shape', () => {
    expect(listChanges({ toutRelire: true }, 'articles')).toBeNull();
    expect(listChanges({ toutRelire: false }, 'articles')).toBeNull();
    expect(listChanges({ toutRelire: false, articles: { ...part, ids: [1] } }, 'articles')).toBeNull();
    expect(listChanges({ toutRelire: false, articles: { ...part, datesModification: [] } }, 'articles')).toBeNull();
    expect(listChanges({ toutRelire: false, articles: { ...part, modifies: [{ titre: 'x' }] } }, 'articles')).toBeNull();
    expect(listChanges([], 'articles')).toBeNull();
  });
});
