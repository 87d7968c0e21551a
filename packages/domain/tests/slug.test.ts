import { describe, expect, it } from 'vitest';
import { MAX_FORMER_SLUGS, editedSlug, formerSlugsAfter, restoredSlugs, slugFamily, slugify, uniqueSlug } from '../src/slug';

describe('slugify', () => {
  it('makes a lowercase ascii slug from a French title', () => {
    expect(slugify('Déploiement de la fibre à Diamniadio : phase 2')).toBe('deploiement-de-la-fibre-a-diamniadio-phase-2');
  });

  it('handles apostrophes, Portuguese accents and extra spaces', () => {
    expect(slugify("  L’étude d'impact  ")).toBe('l-etude-d-impact');
    expect(slugify('Instalação de cablagem em São Luís')).toBe('instalacao-de-cablagem-em-sao-luis');
  });

  it('caps the length without a trailing dash', () => {
    const slug = slugify('mot '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    const taken = new Set(['pont', 'pont-2']);
    expect(uniqueSlug('route', (s) => taken.has(s))).toBe('route');
    expect(uniqueSlug('pont', (s) => taken.has(s))).toBe('pont-3');
  });

  it('falls back to a generic base for an empty slug', () => {
    expect(uniqueSlug('', () => false)).toBe('element');
  });

  it('numbers a long taken slug past -2: every candidate shares slugFamily, the prefix the writer looks up', () => {
    const base = slugify('mot '.repeat(60));
    const taken = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const slug = uniqueSlug(base, (s) => taken.has(s));
      expect(slug.startsWith(slugFamily(base))).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(80);
      taken.add(slug);
    }
    expect(taken.size).toBe(12);
    expect(taken.has(`${base.slice(0, 77)}-12`)).toBe(true);
  });
});

describe('editedSlug', () => {
  it('stores what an editor typed as a slug', () => {
    expect(editedSlug('  Fibre à Thiès ')).toEqual({ slug: 'fibre-a-thies' });
    expect(editedSlug('deja-un-slug')).toEqual({ slug: 'deja-un-slug' });
  });

  it('refuses an address without letters or digits', () => {
    expect(editedSlug('')).toEqual({ error: 'slug.invalid' });
    expect(editedSlug(' -- !! ')).toEqual({ error: 'slug.invalid' });
  });

  it('refuses an address longer than 80 characters rather than cutting it', () => {
    expect(editedSlug('a'.repeat(80))).toEqual({ slug: 'a'.repeat(80) });
    expect(editedSlug('a'.repeat(81))).toEqual({ error: 'slug.tooLong' });
    expect(editedSlug(`${'a'.repeat(80)}---`)).toEqual({ slug: 'a'.repeat(80) });
  });
});

describe('formerSlugsAfter', () => {
  const published = { published: true };

  it('keeps the previous address among the former ones', () => {
    expect(formerSlugsAfter([], 'ancien', 'nouveau', published)).toEqual(['ancien']);
  });

  it('collapses chains: every former address stays, each once', () => {
    const afterFirst = formerSlugsAfter([], 'a', 'b', published);
    expect(formerSlugsAfter(afterFirst, 'b', 'c', published)).toEqual(['a', 'b']);
    expect(formerSlugsAfter(['a', 'b'], 'b', 'c', published)).toEqual(['a', 'b']);
  });

  it('lets an item take back a former address, which leaves the list', () => {
    expect(formerSlugsAfter(['a', 'b'], 'c', 'a', published)).toEqual(['b', 'c']);
  });

  it('changes nothing when the address stays or there was none', () => {
    expect(formerSlugsAfter(['a'], 'b', 'b', published)).toEqual(['a']);
    expect(formerSlugsAfter([], null, 'b', published)).toEqual([]);
    expect(formerSlugsAfter([], '', 'b', published)).toEqual([]);
  });

  it('does not keep an address that was never public (a draft renamed), but keeps the ones that were', () => {
    expect(formerSlugsAfter([], 'brouillon', 'nouveau', { published: false })).toEqual([]);
    expect(formerSlugsAfter(['publiee'], 'brouillon', 'nouveau', { published: false })).toEqual(['publiee']);
    // Taking back a former address still takes it out of the list.
    expect(formerSlugsAfter(['publiee', 'autre'], 'brouillon', 'publiee', { published: false })).toEqual(['autre']);
  });

  it(`keeps at most ${MAX_FORMER_SLUGS} former addresses, the oldest going first`, () => {
    let formers: string[] = [];
    let current = 'a-0';
    for (let n = 1; n <= 300; n += 1) {
      formers = formerSlugsAfter(formers, current, `a-${n}`, published);
      current = `a-${n}`;
      expect(formers.length).toBeLessThanOrEqual(MAX_FORMER_SLUGS);
    }
    expect(MAX_FORMER_SLUGS).toBe(20);
    expect(formers).toEqual(Array.from({ length: 20 }, (_, i) => `a-${280 + i}`));
    // A list stored longer than the cap (before it existed) is cut at the next change.
    const long = Array.from({ length: 30 }, (_, i) => `old-${i}`);
    expect(formerSlugsAfter(long, 'x', 'y', published)).toEqual([...long.slice(11), 'x']);
  });
});

describe('restoredSlugs', () => {
  const takenBy = (...slugs: string[]) => {
    const taken = new Set(slugs);
    return (candidate: string) => taken.has(candidate);
  };

  it('gives the item back its address and former addresses when nobody took them', () => {
    expect(restoredSlugs('b', ['b-old'], takenBy('other'))).toEqual({ slug: 'b', anciensSlugs: ['b-old'], renamed: false, dropped: [] });
  });

  it('drops a former address another item holds, and numbers a taken address, never sharing either', () => {
    // Another item took the address (now its former one) and one of the former ones.
    const restored = restoredSlugs('b', ['b-old', 'b-older'], takenBy('b', 'b-older'));
    expect(restored).toEqual({ slug: 'b-2', anciensSlugs: ['b-old'], renamed: true, dropped: ['b-older'] });
    expect(restoredSlugs('b', [], takenBy('b', 'b-2'))).toMatchObject({ slug: 'b-3', renamed: true });
  });

  it('may land on one of its own former addresses, which then leaves the list', () => {
    expect(restoredSlugs('b', ['b-2', 'b-1'], takenBy('b'))).toEqual({ slug: 'b-2', anciensSlugs: ['b-1'], renamed: true, dropped: [] });
  });
});
