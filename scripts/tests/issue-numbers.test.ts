// No source file cites an issue number: a reader of the repository cannot follow it, so a comment says why
// in its own words (or points to docs/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
/** This file, whose examples are citations. */
const SELF = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');
const SOURCES = /\.(?:ts|tsx|astro|mjs|cjs|js|css|json|ya?ml|toml|sh)$/;
/** "issue 30", "issues 29 and 30", "issue #30", "(#30)". */
const CITATION = /\bissues?\s+#?\d|\(#\d+\)/i;

function citations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('issue numbers', () => {
  it('are cited by no source file', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
    const files = listed
      .split('\0')
      .filter((file) => SOURCES.test(file) && file !== 'pnpm-lock.yaml' && file !== SELF && fs.existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => citations(file, fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('are found in a comment as a reader would write them', () => {
    expect(citations('a.ts', '// The search snippet (issue 30 item 3): …\nconst a = 1; // see #12\n/* (#7) */')).toEqual([
      'a.ts:1: // The search snippet (issue 30 item 3): …',
      'a.ts:3: /* (#7) */',
    ]);
    expect(citations('a.css', 'color: #202124;\n// the issues the user reported')).toEqual([]);
  });
});
