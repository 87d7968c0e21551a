// The size bench's split of a Vite manifest into the initial JS and the lazy screen chunks.
import { describe, expect, it } from 'vitest';
import { splitChunks } from '../../../bench/backoffice-size.mjs';

const manifest = {
  'src/backoffice/main.tsx': {
    file: 'main.js',
    isEntry: true,
    imports: ['_react.js', '_i18n.js'],
    dynamicImports: ['src/backoffice/screens/Login.tsx', 'src/backoffice/content/List.tsx'],
  },
  '_react.js': { file: 'react.js' },
  '_i18n.js': { file: 'i18n.js', imports: ['_react.js'] },
  '_forms.js': { file: 'forms.js', imports: ['_react.js'] },
  'src/backoffice/screens/Login.tsx': { file: 'login.js', imports: ['_react.js'], isDynamicEntry: true },
  'src/backoffice/content/List.tsx': {
    file: 'list.js',
    imports: ['_forms.js'],
    isDynamicEntry: true,
    dynamicImports: ['src/backoffice/content/Map.tsx'],
  },
  'src/backoffice/content/Map.tsx': { file: 'map.js', isDynamicEntry: true },
};

describe('splitChunks', () => {
  it('counts the entry and its static imports as initial, each lazy chunk with what it adds', () => {
    const { initial, screens } = splitChunks(manifest);
    expect(initial.sort()).toEqual(['_i18n.js', '_react.js', 'src/backoffice/main.tsx']);
    expect(screens).toEqual([
      { key: 'src/backoffice/screens/Login.tsx', chunks: ['src/backoffice/screens/Login.tsx'] },
      { key: 'src/backoffice/content/List.tsx', chunks: ['src/backoffice/content/List.tsx', '_forms.js'] },
      { key: 'src/backoffice/content/Map.tsx', chunks: ['src/backoffice/content/Map.tsx'] },
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => splitChunks({ 'a.js': { file: 'a.js' } })).toThrow('No entry');
  });
});
