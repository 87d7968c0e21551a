import { describe, expect, it } from 'vitest';
import { mergeEdits, mergePath, resolveMerge, sameValue } from '../src/merge';

const loc = (fr: string, en = '', pt = '') => ({ fr, en, pt });
const base = { titre: loc('Titre', 'Title'), resume: loc(''), categories: ['IT'], etat: 'brouillon', vedette: false };

describe('mergeEdits', () => {
  it('merges changes to different fields: the stored version with mine on top', () => {
    const theirs = { ...base, titre: loc('Titre changé', 'Title') };
    const mine = { ...base, resume: loc('Mon résumé') };
    const { merged, conflicts, theirsChanged, mineChanged } = mergeEdits(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual({ ...base, titre: loc('Titre changé', 'Title'), resume: loc('Mon résumé') });
    expect(theirsChanged).toEqual(['titre.fr']);
    expect(mineChanged).toEqual(['resume.fr']);
  });

  it('lists a field both changed to different values, and keeps the stored value until chosen', () => {
    const theirs = { ...base, etat: 'publié', titre: loc('Le leur', 'Title') };
    const mine = { ...base, etat: 'planifié', resume: loc('Mon résumé') };
    const merge = mergeEdits(base, mine, theirs);
    expect(merge.conflicts).toEqual([{ field: 'etat', lang: null, base: 'brouillon', mine: 'planifié', theirs: 'publié' }]);
    expect(merge.merged.etat).toBe('publié');
    expect(merge.merged.resume).toEqual(loc('Mon résumé'));
    expect(resolveMerge(merge, { etat: 'mine' }).etat).toBe('planifié');
    expect(resolveMerge(merge, { etat: 'theirs' }).etat).toBe('publié');
    expect(resolveMerge(merge, {}).etat).toBe('publié');
  });

  it('is no conflict when both made the same change', () => {
    const same = { ...base, titre: loc('Même titre', 'Title'), categories: ['IT', 'Énergie'] };
    const merge = mergeEdits(base, { ...same }, { ...same });
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toEqual(same);
  });

  it('merges the languages of a localized field one by one', () => {
    const theirs = { ...base, titre: loc('Titre', 'New title') };
    const mine = { ...base, titre: loc('Nouveau titre', 'Title', 'Novo título') };
    const merge = mergeEdits(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged.titre).toEqual(loc('Nouveau titre', 'New title', 'Novo título'));

    const clash = mergeEdits(base, { ...base, titre: loc('Mon titre', 'My title') }, { ...base, titre: loc('Leur titre', 'Title') });
    expect(clash.conflicts.map(mergePath)).toEqual(['titre.fr']);
    // The English only I changed is kept; French waits for the choice.
    expect(clash.merged.titre).toEqual(loc('Leur titre', 'My title'));
    expect(resolveMerge(clash, { 'titre.fr': 'mine' }).titre).toEqual(loc('Mon titre', 'My title'));
  });

  it('compares lists whole: one side changing them wins, both changing them differently is a conflict', () => {
    const oneSide = mergeEdits(base, { ...base, categories: ['IT', 'Énergie'] }, { ...base, etat: 'publié' });
    expect(oneSide.conflicts).toEqual([]);
    expect(oneSide.merged).toEqual({ ...base, categories: ['IT', 'Énergie'], etat: 'publié' });

    const both = mergeEdits(base, { ...base, categories: ['IT', 'Énergie'] }, { ...base, categories: ['Agriculture'] });
    expect(both.conflicts).toEqual([{ field: 'categories', lang: null, base: ['IT'], mine: ['IT', 'Énergie'], theirs: ['Agriculture'] }]);
    expect(resolveMerge(both, { categories: 'mine' }).categories).toEqual(['IT', 'Énergie']);
  });

  it('keeps a chosen file (compared by identity) over a stored image that did not change', () => {
    const file = { name: 'nouvelle.png' } as unknown as Blob;
    const image = { current: '/uploads/a.png', file: null };
    const start = { ...base, image };
    const merge = mergeEdits(start, { ...start, image: { current: '/uploads/a.png', file } }, { ...start, image: { ...image } });
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged.image.file).toBe(file);
  });
});

describe('sameValue', () => {
  it('compares inside arrays and plain objects, whatever the keys order', () => {
    expect(sameValue({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(null, '')).toBe(false);
  });
});
