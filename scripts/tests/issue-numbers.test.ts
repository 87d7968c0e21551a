// No source file points at a tracker's ticket by its number: a reader of the repository cannot follow it,
// so a comment says why in its own words (or points to docs/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const SOURCES = /\.(?:ts|tsx|astro|mjs|cjs|js|css|json|ya?ml|toml|sh)$/;
/** The word "issue" or "issues" followed by a number (with or without "#"), or a bare "(#number)". */
const CITATION = /\bissues?\s+#?\d|\(#\d+\)/i;

function citations(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('issue numbers', () => {
  it('are cited by no source file', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
    const files = listed
      .split('\0')
      .filter((file) => SOURCES.test(file) && file !== 'pnpm-lock.yaml' && fs.existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(500);
    expect(files.flatMap((file) => citations(file, fs.readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('are found in a comment as a reader would write them', () => {
    // The examples are put together here, so that this file cites nothing itself.
    const ticket = ['issue', String(4 * 7)].join(' ');
    const bare = `(#${7})`;
    expect(citations('a.ts', `// The search snippet (${ticket} item 3): …\nconst a = 1; // see #12\n/* ${bare} */`)).toEqual([
      `a.ts:1: // The search snippet (${ticket} item 3): …`,
      `a.ts:3: /* ${bare} */`,
    ]);
    expect(citations('a.css', 'color: #202124;\n// the issues the user reported')).toEqual([]);
  });
});
