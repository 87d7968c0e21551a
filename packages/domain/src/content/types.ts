// What TypeScript and the code read from a definition: the editable fields, which are per language,
// and the validators' input and value types. Nothing here is written per content type.
import type { PointFocal } from '../validation/image-text';
import type { Loc } from '../languages';
import type { ContentDefinition, Field, Fields } from './fields';

/** A location as stored: a GeoJSON point with its street address. */
export interface Localisation {
  type: 'Point';
  /** [longitude, latitude] */
  coordinates: [number, number];
  adresse: string;
}

type FieldsOf<D> = D extends ContentDefinition<infer F> ? F : never;

/** Fields a form writes: not the CMS's own (system), not the pictures (files travel beside the form). */
export type EditableKeys<D> = {
  [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { system: true } | { kind: 'image' } ? never : K;
}[keyof FieldsOf<D>] &
  string;
export type LocalizedKeys<D> = {
  [K in EditableKeys<D>]: FieldsOf<D>[K] extends { localized: true } ? K : never;
}[EditableKeys<D>];
export type SharedKeys<D> = Exclude<EditableKeys<D>, LocalizedKeys<D>>;
export type ImageKeys<D> = { [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { kind: 'image' } ? K : never }[keyof FieldsOf<D>] & string;
/** Required texts, lists and relations are always in a validator's value (cleaned, '' when missing). */
/** The per-language plain and formatted texts (and a main image's alternative text): one string per language. */
export type LocalizedTextKeys<D> = {
  [K in LocalizedKeys<D>]: FieldsOf<D>[K] extends { kind: 'text' | 'richText' } | { kind: 'altText'; multiple: false } ? K : never;
}[LocalizedKeys<D>];

type RequiredKeys<D> = {
  [K in EditableKeys<D>]: FieldsOf<D>[K] extends { required: true; kind: 'text' | 'richText' | 'list' | 'relation' } ? K : never;
}[EditableKeys<D>];

/**
 * The value of a text, keywords, a list, a choice, a number, a yes/no, a date or a location: the same in a
 * validator's value and in a demo fixture (content/fixtures.ts), but for the per-language records, which
 * `Texts` and `Words` give (partial in a value, complete in a fixture). `never` for the other kinds.
 */
export type PlainValue<F extends Field, Texts, Words> = F extends { kind: 'text' | 'richText' }
  ? F extends { localized: true }
    ? Texts
    : string
  : F extends { kind: 'keywords' }
    ? Words
    : F extends { kind: 'list' }
      ? string[]
      : F extends { kind: 'enumeration'; values: readonly (infer V)[] }
        ? V
        : F extends { kind: 'integer' }
          ? number
          : F extends { kind: 'boolean' }
            ? boolean
            : F extends { kind: 'date' }
              ? string | null
              : F extends { kind: 'location' }
                ? Localisation | null
                : never;

/** A field's value once validated. */
export type ValueOfField<F extends Field> = F extends { kind: 'relation' }
  ? string | null
  : F extends { kind: 'altText'; multiple: true }
    ? Loc<string[]>
    : F extends { kind: 'altText' }
      ? Loc
      : F extends { kind: 'focalPoint' }
        ? PointFocal | null
        : PlainValue<F, Loc, Loc<string[]>>;

/** A field as a form or a request may send it (before cleaning): text for numbers and booleans too. */
export type InputOfField<F extends Field> = F extends { kind: 'integer' }
  ? string | number
  : F extends { kind: 'boolean' }
    ? boolean | string
    : F extends { kind: 'enumeration' | 'date' | 'relation' }
      ? string
      : F extends { kind: 'altText'; multiple: false }
        ? Loc
        : F extends { kind: 'text' | 'richText' | 'keywords' | 'list' }
          ? PlainValue<F, Loc, Loc<string[]>>
          : unknown;

/** What a validator reads: every editable field, each optional (absent on edit means unchanged). */
export type InputOf<D> = { [K in EditableKeys<D>]?: InputOfField<FieldsOf<D>[K]> };

/** What a validator gives: the required fields always, the others when they were sent (or on create). */
export type ValueOf<D> = { [K in RequiredKeys<D>]: ValueOfField<FieldsOf<D>[K]> } & {
  [K in Exclude<EditableKeys<D>, RequiredKeys<D>>]?: ValueOfField<FieldsOf<D>[K]>;
};

const editable = (f: Field) => !f.system && f.kind !== 'image';

function names(definition: ContentDefinition, keep: (f: Field) => boolean): string[] {
  return Object.entries(definition.fields as Fields)
    .filter(([, f]) => keep(f))
    .map(([name]) => name);
}

/** The editable per-language fields, in the definition's order (`titre`, `contenu`…). */
export function localizedFields<D extends ContentDefinition>(definition: D): LocalizedKeys<D>[] {
  return names(definition, (f) => editable(f) && f.localized) as LocalizedKeys<D>[];
}

/** The per-language texts: what an answer shows as one string per language. */
export function localizedTextFields<D extends ContentDefinition>(definition: D): LocalizedTextKeys<D>[] {
  return names(
    definition,
    (f) => editable(f) && f.localized && (f.kind === 'text' || f.kind === 'richText' || (f.kind === 'altText' && !f.multiple)),
  ) as LocalizedTextKeys<D>[];
}

/** The editable fields every language shares (`etat`, `categories`…). */
export function sharedFields<D extends ContentDefinition>(definition: D): SharedKeys<D>[] {
  return names(definition, (f) => editable(f) && !f.localized) as SharedKeys<D>[];
}

/** The picture fields (`imagePrincipale`, `images`, `logo`). */
export function imageFields<D extends ContentDefinition>(definition: D): ImageKeys<D>[] {
  return names(definition, (f) => f.kind === 'image') as ImageKeys<D>[];
}

/** The fields of one kind, editable or not. */
export function fieldsOfKind<D extends ContentDefinition>(definition: D, ...kinds: Field['kind'][]): (keyof D['fields'] & string)[] {
  return names(definition, (f) => kinds.includes(f.kind)) as (keyof D['fields'] & string)[];
}
