// The package's entry point is loaded by browser code (islands, the back-office): it must not load zod,
// whose eval probe is a Content-Security-Policy violation on the public site. Schemas have their own entry.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const source = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../src', file), 'utf8');

describe('the entry point', () => {
  it('re-exports only the types of the answer schemas', () => {
    const entry = ts.createSourceFile('index.ts', source('index.ts'), ts.ScriptTarget.Latest);
    const fromAnswers = entry.statements.filter(
      (s): s is ts.ExportDeclaration | ts.ImportDeclaration =>
        (ts.isExportDeclaration(s) || ts.isImportDeclaration(s)) &&
        !!s.moduleSpecifier &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        s.moduleSpecifier.text === './answers',
    );
    expect(fromAnswers.length).toBeGreaterThan(0);
    for (const statement of fromAnswers) {
      const typeOnly = ts.isExportDeclaration(statement) ? statement.isTypeOnly : statement.importClause?.isTypeOnly;
      expect(typeOnly, statement.getText(entry)).toBe(true);
    }
  });

  it('reaches zod from no other module', () => {
    const modules = fs.readdirSync(path.join(import.meta.dirname, '../src'), { recursive: true }) as string[];
    const users = modules.filter((file) => file.endsWith('.ts') && /from 'zod'/.test(source(file)));
    // list-query.ts validates the lists' queries for the CMS only (required as @teranga/domain/list-query).
    expect(users.sort()).toEqual(['answers.ts', 'list-query.ts']);
    expect(source('index.ts')).not.toMatch(/list-query/);
  });
});
