// The /api/v1 answers are read from the content definitions; their JSON Schema is kept in
// fixtures/answers-contract.json, so a change of the public contract shows in review and fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as answers from '../src/answers';

const contract = JSON.parse(readFileSync(new URL('./fixtures/answers-contract.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** `required` lists compared as sets: their order follows the fields' order, which is not the contract. */
function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'required' ? [...(value as string[])].sort() : normalize(value);
  return out;
}

describe('the answer contract', () => {
  for (const [name, expected] of Object.entries(contract)) {
    it(`${name} answers as the contract says`, () => {
      const schema = (answers as Record<string, unknown>)[name] as z.ZodType;
      expect(normalize(z.toJSONSchema(schema, { io: 'output' }))).toEqual(normalize(expected));
    });
  }
});
