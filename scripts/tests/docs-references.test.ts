// The docs name only what exists: every repository path in a code span, every local link (and its heading),
// every `npm run` / `pnpm run` script (scripts/docs-references.mjs says what counts as each).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocs, describeProblem, problemsOf, readTree, withoutProducts } from '../docs-references.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('docs references', () => {
  it("names only the repository's own files, folders, headings and scripts", () => {
    const { docs, seen, problems } = checkDocs(root);
    expect(docs).toContain('README.md');
    expect(docs).toContain('CONTRIBUTING.md');
    expect(seen.paths).toBeGreaterThan(300);
    expect(seen.scripts).toBeGreaterThan(10);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('reports a wrong path, folder, placeholder path, link, heading and script, and lets the right ones and build outputs be', () => {
    const tree = readTree(root);
    const doc = [
      '# Start here',
      '',
      'Right: `scripts/docs-references.mjs`, `cms/src/api/<type>/routes/*.ts`, `web/src/lib/`, `content/forms/resize.ts` (inside its',
      'folder), `web/dist` and `backups/teranga-backup-<date>.tar.gz` (written by the product), `npm run lint`, `pnpm --filter web bench:corpus`,',
      '`pnpm run types` in `cms`, [the API](docs/api.md), [its table](cms/README.md#the-api-contract), [back](#start-here).',
      '',
      'Wrong: `scripts/docs-reference.mjs`, `cms/src/api/<type>/route/*.ts`, `web/src/libs/`, `content/form/resize.ts`, `npm run lint:all`,',
      '`pnpm --filter web bench:corpse`, `pnpm run typez` in `cms`, [gone](docs/apis.md), [moved](cms/README.md#the-api), [up](#nowhere).',
      '',
      '```sh',
      'npm run benchmark',
      '```',
    ].join('\n');
    const problems = withoutProducts(root, problemsOf('README.md', doc, tree)).map(describeProblem);
    expect(problems).toEqual([
      'README.md:7: path scripts/docs-reference.mjs',
      'README.md:7: path cms/src/api/<type>/route/*.ts',
      'README.md:7: path web/src/libs/',
      'README.md:7: path content/form/resize.ts',
      'README.md:7: script npm run lint:all',
      'README.md:8: script pnpm --filter web run bench:corpse',
      'README.md:8: script pnpm run typez',
      'README.md:8: link docs/apis.md',
      'README.md:8: anchor cms/README.md#the-api',
      'README.md:8: anchor #nowhere',
      'README.md:10: script npm run benchmark',
    ]);
  });
});
