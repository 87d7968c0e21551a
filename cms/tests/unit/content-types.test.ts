// The content types' enumerations are the domain's: a state added on one side only fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ETATS_ARTICLE, ETATS_OPPORTUNITE, ETATS_REALISATION } from '@teranga/domain';

const attributes = (type: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../src/api', type, 'content-types', type, 'schema.json'), 'utf8')).attributes;

describe('content type enumerations', () => {
  it.each([
    ['article', ETATS_ARTICLE],
    ['realisation', ETATS_REALISATION],
    ['opportunite', ETATS_OPPORTUNITE],
  ])('the etat of %s is an enumeration of the domain states', (type, etats) => {
    expect(attributes(type).etat).toMatchObject({ type: 'enumeration', enum: [...etats] });
  });
});
