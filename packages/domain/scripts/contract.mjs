// Adds to tests/fixtures/answers-contract.json the fields the answers carry and the contract does not
// have yet (a field added to a definition), and the answers of a content type added to the registry
// with an answer schema (`articles` → `articleSchema`): `pnpm run contract`. It never changes nor removes a field
// the contract has; answers-contract.test.ts fails when an answer does.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const answers = require('../dist/answers.js');
const file = new URL('../tests/fixtures/answers-contract.json', import.meta.url);
const contract = JSON.parse(readFileSync(file, 'utf8'));

const { CONTENT_DEFINITIONS } = require('../dist/index.js');
const added = [];
for (const definition of CONTENT_DEFINITIONS) {
  const name = `${definition.collection.replace(/s$/, '')}Schema`;
  if (!(name in answers) || name in contract) continue;
  contract[name] = z.toJSONSchema(answers[name], { io: 'output' });
  added.push(name);
}
for (const [name, contracted] of Object.entries(contract)) {
  const current = z.toJSONSchema(answers[name], { io: 'output' });
  for (const [field, shape] of Object.entries(current.properties ?? {})) {
    if (field in contracted.properties) continue;
    contracted.properties[field] = shape;
    if (current.required?.includes(field)) contracted.required.push(field);
    added.push(`${name}.${field}`);
  }
}
writeFileSync(file, `${JSON.stringify(contract, null, 2)}\n`);
console.log(added.length ? `added to the contract: ${added.join(', ')}` : 'the contract has every answered field');
