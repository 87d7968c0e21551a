import { describe, expect, it } from 'vitest';
import { slugFamily, slugify, uniqueSlug } from '../src/slug';

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
