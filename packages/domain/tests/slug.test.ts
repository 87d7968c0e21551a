import { describe, expect, it } from 'vitest';
import { editedSlug, formerSlugsAfter, slugFamily, slugify, uniqueSlug } from '../src/slug';

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
  it('keeps the previous address among the former ones', () => {
    expect(formerSlugsAfter([], 'ancien', 'nouveau')).toEqual(['ancien']);
  });

  it('collapses chains: every former address stays, each once', () => {
    const afterFirst = formerSlugsAfter([], 'a', 'b');
    expect(formerSlugsAfter(afterFirst, 'b', 'c')).toEqual(['a', 'b']);
    expect(formerSlugsAfter(['a', 'b'], 'b', 'c')).toEqual(['a', 'b']);
  });

  it('lets an item take back a former address, which leaves the list', () => {
    expect(formerSlugsAfter(['a', 'b'], 'c', 'a')).toEqual(['b', 'c']);
  });

  it('changes nothing when the address stays or there was none', () => {
    expect(formerSlugsAfter(['a'], 'b', 'b')).toEqual(['a']);
    expect(formerSlugsAfter([], null, 'b')).toEqual([]);
    expect(formerSlugsAfter([], '', 'b')).toEqual([]);
  });
});
