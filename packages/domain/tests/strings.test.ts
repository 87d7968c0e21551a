import { describe, expect, it } from 'vitest';
import { isSpace, withoutLeading, withoutTrailing } from '../src/strings';

describe('trimming runs of characters', () => {
  it('drops the run at one end only', () => {
    expect(withoutTrailing('https://cms.example///', '/')).toBe('https://cms.example');
    expect(withoutTrailing('a-b--', '-')).toBe('a-b');
    expect(withoutLeading('--a-b', '-')).toBe('a-b');
    expect(withoutTrailing('///', '/')).toBe('');
    expect(withoutTrailing('abc', '/')).toBe('abc');
    expect(withoutTrailing('Titre : – ', (c) => isSpace(c) || ':–-'.includes(c))).toBe('Titre');
  });

  // The patterns they replace take quadratic time on a long run followed by another character.
  it('is linear on a long run followed by another character', { timeout: 1000 }, () => {
    const run = `${'/'.repeat(1_000_000)}x`;
    expect(withoutTrailing(run, '/')).toBe(run);
    expect(withoutLeading(run, '/')).toBe('x');
  });
});
