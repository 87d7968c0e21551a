// The /api/v1 answers are read from the content definitions; their JSON Schema is kept in
// fixtures/answers-contract.json, so a change of the public contract fails here: every field the
// contract has keeps its shape and stays required. A field added to a definition extends the answers
// (clients ignore what they do not read) and passes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as answers from '../src/answers';

const contract = JSON.parse(readFileSync(new URL('./fixtures/answers-contract.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/**
 * `required` lists and `enum` values compared as sets: their order follows the fields' order or the
 * registry's, which is not the contract.
 */
function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = key === 'required' || key === 'enum' ? [...(value as unknown[])].sort() : normalize(value);
  return out;
}

interface ObjectSchema {
  properties: Record<string, unknown>;
  required: string[];
  [key: string]: unknown;
}

describe('the answer contract', () => {
  for (const [name, contracted] of Object.entries(contract)) {
    it(`${name} answers as the contract says`, () => {
      const schema = (answers as Record<string, unknown>)[name] as z.ZodType;
      const { properties, required, ...rest } = normalize(z.toJSONSchema(schema, { io: 'output' })) as ObjectSchema;
      const expected = normalize(contracted) as ObjectSchema;
      const { properties: expectedProperties, required: expectedRequired, ...expectedRest } = expected;
      expect(rest).toEqual(expectedRest);
      for (const [field, shape] of Object.entries(expectedProperties)) expect(properties[field], field).toEqual(shape);
      expect(required).toEqual(expect.arrayContaining(expectedRequired));
    });
  }
});
