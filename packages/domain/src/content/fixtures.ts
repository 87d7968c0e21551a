// The demo items' shape (cms/src/seed/fixtures), read from a definition: every field the seed writes,
// complete in the three languages; what the rules do not require may be left out. Pictures, relations
// and the author are the seed's own (drawn images, sector slugs, account keys): `Overrides` says them.
import type { Localized } from '../languages';
import type { ContentDefinition, Field } from './fields';
import type { PlainValue } from './types';

type FieldsOf<D> = D extends ContentDefinition<infer F> ? F : never;

/** As in a validator's value, with the three languages complete and a list of choices typed by them. */
type FixtureValue<F extends Field> = F extends { kind: 'list'; values: readonly (infer V)[] }
  ? V[]
  : PlainValue<F, Localized<string>, Localized<string[]>>;

/** Not in a fixture: the slug (made from the title, see FixtureOf), the images' texts and focal points (with the images). */
type Skipped = { kind: 'slug' | 'formerSlugs' | 'altText' | 'focalPoint' | 'translationTracking' };
type Kept<D> = { [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends Skipped ? never : K }[keyof FieldsOf<D>];
type Needed<D> = { [K in Kept<D>]: FieldsOf<D>[K] extends { required: true } | { system: true } ? K : never }[Kept<D>];

type Flat<T> = { [K in keyof T]: T[K] };

export type FixtureOf<D, Overrides = unknown> = Flat<
  Omit<
    { [K in Needed<D>]: FixtureValue<FieldsOf<D>[K]> } & { [K in Exclude<Kept<D>, Needed<D>>]?: FixtureValue<FieldsOf<D>[K]> },
    keyof Overrides
  > &
    Overrides &
    (FieldsOf<D> extends { slug: { kind: 'slug' } } ? { slug?: Partial<Localized<string>> } : unknown)
>;
