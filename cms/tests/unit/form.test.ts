import { afterEach, describe, expect, it } from 'vitest';
import {
  BODY_MAX_DEPTH,
  jsonField,
  localizedList,
  localizedText,
  nestsDeeperThan,
  parseForm,
  stringList,
  withoutPrototypeKeys,
} from '../../src/contract/form';

afterEach(() => {
  for (const key of ['optional', 'polluted', 'roles']) delete (Object.prototype as Record<string, unknown>)[key];
});

const polluted = () => ['optional', 'polluted', 'roles'].filter((key) => key in {});

describe('parseForm', () => {
  it('reads dotted and bracketed names alike', () => {
    const dotted = parseForm({ 'titre.fr': 'Pont', 'titre.en': 'Bridge', 'motsCles.fr[]': ['béton', 'acier'], annee: '2024' });
    const bracketed = parseForm({ 'titre[fr]': 'Pont', 'titre[en]': 'Bridge', 'motsCles[fr][]': ['béton', 'acier'], annee: '2024' });
    expect(dotted).toEqual({ titre: { fr: 'Pont', en: 'Bridge' }, motsCles: { fr: ['béton', 'acier'] }, annee: '2024' });
    expect(bracketed).toEqual(dotted);
    expect(localizedText(dotted.titre)).toEqual({ fr: 'Pont', en: 'Bridge' });
    expect(localizedList(bracketed.motsCles)).toEqual({ fr: ['béton', 'acier'] });
  });

  it('makes a list of a single `[]` field and keeps nested JSON bodies and their types', () => {
    expect(parseForm({ 'motsCles.pt[]': 'ponte' })).toEqual({ motsCles: { pt: ['ponte'] } });
    const json = { titre: { fr: 'Pont' }, localisation: { lat: 14.7, lng: -17.4 }, actif: true };
    expect(parseForm(json)).toEqual(json);
  });

  it('keeps more than twenty list items as a list', () => {
    const many = Array.from({ length: 30 }, (_, i) => `mot${i}`);
    expect(parseForm({ 'motsCles[fr][]': many }).motsCles).toEqual({ fr: many });
  });

  const attacks: Record<string, unknown>[] = [
    { '__proto__.optional': 'true' },
    { '__proto__[optional]': 'true' },
    { 'titre.__proto__.polluted': 'oui' },
    { 'titre[__proto__][polluted]': 'oui' },
    { 'constructor.prototype.optional': 'true' },
    { 'constructor[prototype][optional]': 'true' },
    { 'a.constructor.prototype.polluted': 'oui' },
    JSON.parse('{"__proto__": {"optional": true}}'),
    JSON.parse('{"titre": {"__proto__": {"polluted": "oui"}}, "titre.fr": "Pont"}'),
    JSON.parse('{"titre.fr": "Pont", "titre": {"__proto__": {"polluted": "oui"}}}'),
    JSON.parse('{"constructor": {"prototype": {"roles": ["administrateur"]}}}'),
  ];
  for (const attack of attacks) {
    it(`cannot reach a prototype with ${JSON.stringify(attack)}`, () => {
      const form = parseForm(attack);
      expect(polluted()).toEqual([]);
      expect(JSON.stringify(form)).not.toMatch(/__proto__|constructor|prototype/);
      for (const value of [form, form.titre, form.a]) {
        if (value && typeof value === 'object') expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      }
    });
  }
});

describe('withoutPrototypeKeys', () => {
  it('drops the three keys at any depth and keeps the rest', () => {
    const input = JSON.parse('{"a": [{"__proto__": {"x": 1}, "b": 2}], "prototype": 1, "c": {"constructor": 1, "d": "e"}}');
    expect(withoutPrototypeKeys(input)).toEqual({ a: [{ b: 2 }], c: { d: 'e' } });
  });
});

describe('nesting depth', () => {
  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it('measures how deep objects and arrays nest, without recursion', () => {
    expect(nestsDeeperThan({ titre: { fr: 'x' }, textesAlternatifs: { fr: ['a'] } }, BODY_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(BODY_MAX_DEPTH), BODY_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(BODY_MAX_DEPTH + 1), BODY_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(100_000), BODY_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan('texte', 0)).toBe(false);
  });

  // A field holding 100,000 nested brackets once overflowed the stack (a 500).
  it('reads JSON inside a field only when it nests like one of ours', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonField(deep)).toBe(deep);
    expect(stringList(deep)).toEqual([deep]);
    expect(stringList('["a","b"]')).toEqual(['a', 'b']);
    expect(jsonField('{"x": 1}')).toEqual({ x: 1 });
  });
});
