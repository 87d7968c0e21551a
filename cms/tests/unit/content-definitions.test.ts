// Strapi's schema.json files stay Strapi's; each content type's definition (packages/domain/src/content)
// must agree with its schema: the same fields, localized or not, of the matching kind, with the same
// enumeration values, requirement and length. Every field also has its label in fr, en and pt
// (content/labels.ts), and every field an answer carries is in the answer contract
// (packages/domain/tests/fixtures/answers-contract.json). A field added on one side only fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE,
  CONTENT_DEFINITIONS,
  LANGS,
  OPPORTUNITE,
  REALISATION,
  UTILISATEUR,
  fieldLabel,
  hasFieldLabel,
  typeLabel,
  type ContentDefinition,
  type Field,
  type Fields,
} from '@teranga/domain';
import * as answers from '@teranga/domain/answers';
import extendUsersPermissions from '../../src/extensions/users-permissions/strapi-server';

interface Attribute {
  type: string;
  enum?: string[];
  required?: boolean;
  maxLength?: number;
  multiple?: boolean;
  target?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}
interface Schema {
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

const schemaOf = (definition: ContentDefinition): Schema =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../src/api', definition.name, 'content-types', definition.name, 'schema.json'), 'utf8'),
  );

/** The Strapi attribute type a field's kind is stored as. */
function strapiType(f: Field): string {
  switch (f.kind) {
    case 'text':
      return f.storage;
    case 'richText':
      return 'text';
    case 'slug':
      return 'string';
    case 'altText':
      return f.multiple ? 'json' : 'string';
    case 'keywords':
    case 'formerSlugs':
    case 'list':
    case 'focalPoint':
    case 'location':
    case 'translationTracking':
      return 'json';
    case 'enumeration':
      return f.storage;
    case 'integer':
    case 'boolean':
    case 'relation':
      return f.kind;
    case 'date':
      return 'datetime';
    case 'image':
      return 'media';
  }
}

/** What the test compares of one attribute, seen from the definition and from Strapi. */
function fromDefinition(f: Field) {
  return {
    type: strapiType(f),
    localized: f.localized,
    enum: f.kind === 'enumeration' && f.storage === 'enumeration' ? [...f.values] : undefined,
    multiple: f.kind === 'image' ? f.multiple : undefined,
    target: f.kind === 'relation' ? f.target : undefined,
    // Strapi bounds the length of what it stores as text (lists' and galleries' bounds are the rules').
    maxLength: 'max' in f && strapiType(f) !== 'json' && f.kind !== 'image' ? f.max : undefined,
  };
}
function fromStrapi(a: Attribute) {
  return {
    type: a.type,
    localized: a.pluginOptions?.i18n?.localized === true,
    enum: a.enum,
    multiple: a.type === 'media' ? a.multiple === true : undefined,
    target: a.target,
    maxLength: a.maxLength,
  };
}

/**
 * Strapi requires a value in every row it writes, so whatever it requires the rules require too; a
 * plain shared text the rules require is required by Strapi as well. Per-language, numeric, relation
 * and picture requirements are the rules' alone (a locale row may lack them).
 */
function checkRequired(name: string, f: Field, a: Attribute, both = true) {
  if (a.required) expect(f.required, `${name}: Strapi requires it`).toBe(true);
  if (both && f.kind === 'text' && !f.localized) expect(a.required === true, `${name}: required`).toBe(f.required === true);
}

/** Every type with a schema.json of its own (the account's fields are the users-permissions extension's). */
const DEFINITIONS: readonly ContentDefinition[] = CONTENT_DEFINITIONS.filter((d) => d !== UTILISATEUR);

const contract = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../packages/domain/tests/fixtures/answers-contract.json'), 'utf8'),
) as Record<string, { properties: Record<string, unknown> }>;
/** The name of a type's answer schema in answers.ts and in the contract (`articles` → `articleSchema`). */
const answerName = (definition: ContentDefinition) => `${definition.collection.replace(/s$/, '')}Schema`;

/** What an answer carries of a definition: each answered field, and a picture field's details. */
function answeredFields(definition: ContentDefinition): string[] {
  return Object.entries(definition.fields as Fields).flatMap(([name, f]) =>
    f.answer === false ? [] : f.kind === 'image' ? [name, f.media] : [name],
  );
}

describe('content definitions and Strapi schemas', () => {
  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s: the same fields, kinds and rules', (_, definition) => {
    const schema = schemaOf(definition);
    const fields = definition.fields as Fields;
    expect(schema.pluginOptions?.i18n?.localized === true).toBe(definition.localized);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(schema.attributes).sort());
    for (const [name, f] of Object.entries(fields)) {
      const attribute = schema.attributes[name];
      expect(fromStrapi(attribute), name).toEqual(fromDefinition(f));
      checkRequired(name, f, attribute);
    }
  });

  it("the account's own fields (the users-permissions extension) are the definition's", () => {
    const plugin = { contentTypes: { user: { schema: { attributes: {} as Record<string, Attribute> } } }, routes: {} };
    const attributes = extendUsersPermissions(plugin).contentTypes.user.schema.attributes as Record<string, Attribute>;
    const fields = UTILISATEUR.fields as Fields;
    expect(Object.keys(attributes).length).toBeGreaterThan(0);
    for (const [name, attribute] of Object.entries(attributes)) {
      expect(fields[name], name).toBeDefined();
      expect(fromStrapi(attribute), name).toEqual(fromDefinition(fields[name]));
      // The plugin's users are also written by Strapi's own services: the names are the rules' to require.
      checkRequired(name, fields[name], attribute, false);
    }
  });

  it('a state added to the domain only fails here (the etat enumerations)', () => {
    for (const definition of [ARTICLE, REALISATION, OPPORTUNITE])
      expect(schemaOf(definition).attributes.etat).toMatchObject({ type: 'enumeration', enum: [...definition.fields.etat.values] });
  });

  it.each(CONTENT_DEFINITIONS.map((d) => [d.name, d] as const))('%s: every field has its label in fr, en and pt', (_, definition) => {
    for (const lang of LANGS) expect(typeLabel(definition, lang).trim(), `${definition.name} (${lang})`).not.toBe('');
    for (const name of Object.keys(definition.fields)) {
      expect(hasFieldLabel(name, definition), name).toBe(true);
      for (const lang of LANGS) expect(fieldLabel(name, lang, definition).trim(), `${name} (${lang})`).not.toBe('');
    }
  });

  it.each(CONTENT_DEFINITIONS.map((d) => [d.name, d] as const))(
    '%s: every answered field is in the answer contract (`pnpm run contract` in packages/domain adds it)',
    (_, definition) => {
      const contracted = contract[answerName(definition)];
      // The types answered only to the back-office (no answer schema) are not in the public contract.
      if (!(answerName(definition) in answers)) return expect(contracted).toBeUndefined();
      expect(contracted, 'the type has an entry in answers-contract.json').toBeDefined();
      for (const name of answeredFields(definition)) expect(contracted.properties, name).toHaveProperty([name]);
    },
  );
});
