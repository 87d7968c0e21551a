// The kinds of field a content type is made of, and the builders its definition is written with
// (docs/architecture.md §4, "One definition per content type"). Plain data, no zod and no I/O: the
// browser, the CMS and the site read the same objects, and TypeScript infers the types from them.
import type { Lang } from '../languages';

/** How Strapi stores a plain text (schema.json's `type`). */
export type TextStorage = 'string' | 'text' | 'email';

/** The field's name in each language; most come from the table of content/labels.ts. */
export type Label = Readonly<Record<Lang, string>>;

interface Base {
  /** Per language (Strapi i18n): one value per locale row. */
  readonly localized: boolean;
  /** A save without it is refused (the validator's rule; Strapi's own `required` for plain texts). */
  readonly required?: boolean;
  /** Written by the CMS itself (slug, creation date, author, views), never by a form. */
  readonly system?: boolean;
  /** Only where this type means something else by the name than content/labels.ts says. */
  readonly label?: Label;
  /** How the /api/v1 answer shows it: `false` leaves it out; null and absence allowed when set. */
  readonly answer?: false | { readonly nullable?: boolean; readonly optional?: boolean };
}

export interface TextField extends Base {
  readonly kind: 'text';
  readonly storage: TextStorage;
  readonly min?: number;
  readonly max?: number;
  /** The back-office shows a text area rather than a line. */
  readonly multiline?: boolean;
  /**
   * Answered as written in each language, '' where there is none: no French fallback (a page's search
   * snippet, whose default is the page's own title and summary in that language).
   */
  readonly ownLanguage?: boolean;
}
/** The small HTML subset of docs/product.md §8: bounds count the text a reader sees. */
export interface RichTextField extends Base {
  readonly kind: 'richText';
  readonly min?: number;
  readonly max: number;
}
/** Per language, a list of short words (motsCles). */
export interface KeywordsField extends Base {
  readonly kind: 'keywords';
}
/** A list of strings, from `values` when given (categories). */
export interface ListField extends Base {
  readonly kind: 'list';
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  /** A different bound on edit (articles: three categories on create, four on edit). */
  readonly maxOnEdit?: number;
}
/** One of `values`; `storage: 'string'` when Strapi keeps it as a plain string. */
export interface EnumerationField extends Base {
  readonly kind: 'enumeration';
  readonly values: readonly [string, ...string[]];
  /** Strapi's enumeration, a plain string, or (roles) the users-permissions relation. */
  readonly storage: 'enumeration' | 'string' | 'relation';
  readonly max?: number;
  readonly default?: string;
}
export interface IntegerField extends Base {
  readonly kind: 'integer';
  readonly default?: number;
}
export interface BooleanField extends Base {
  readonly kind: 'boolean';
  readonly default?: boolean;
}
export interface DateField extends Base {
  readonly kind: 'date';
  /** A day (a date input) rather than a moment (a date and time input). */
  readonly day?: boolean;
}
/** One picture (`multiple: false`) or a gallery, sent as files beside the form. */
export interface ImageField extends Base {
  readonly kind: 'image';
  readonly multiple: boolean;
  readonly min?: number;
  readonly max?: number;
  /** The answer's key for the pictures' details (`imageMedia`, `medias`). */
  readonly media: string;
}
export interface RelationField extends Base {
  readonly kind: 'relation';
  readonly target: string;
}
/** The localized address of a published item, made from its title. */
export interface SlugField extends Base {
  readonly kind: 'slug';
  readonly max: number;
}
/**
 * Per language, the addresses an item had before an editor changed its slug: each answers with a
 * permanent redirect to the current one, and no other item may take it.
 */
export interface FormerSlugsField extends Base {
  readonly kind: 'formerSlugs';
}
/** The main image's alternative text per language, or one text per gallery image (`multiple`). */
export interface AltTextField extends Base {
  readonly kind: 'altText';
  readonly multiple: boolean;
  readonly max: number;
}
/** JSON values with their own parser: the focal point and the location. */
export interface JsonField extends Base {
  readonly kind: 'focalPoint' | 'location';
}

/**
 * What the CMS keeps to tell each language's translation state (src/traductions.ts): one JSON
 * value shared by the locales, written on every save, never sent by a form nor shown as such.
 */
export interface TranslationTrackingField extends Base {
  readonly kind: 'translationTracking';
}

export type Field =
  | TranslationTrackingField
  | TextField
  | RichTextField
  | KeywordsField
  | ListField
  | EnumerationField
  | IntegerField
  | BooleanField
  | DateField
  | ImageField
  | RelationField
  | SlugField
  | FormerSlugsField
  | AltTextField
  | JsonField;

export type Fields = Readonly<Record<string, Field>>;

export interface ContentDefinition<F extends Fields = Fields> {
  /** The content type's name, as Strapi's singularName (schema.json's folder). */
  readonly name: string;
  /** The /api/v1 collection and the back-office resource (`articles`). */
  readonly collection: string;
  /** Strapi's uid. */
  readonly uid: string;
  /** Whether the type has locales (Strapi i18n). */
  readonly localized: boolean;
  /**
   * `required`: a required text is required in the three languages, on edit too (realisations,
   * opportunities); otherwise in the three on create and in French on edit (articles).
   */
  readonly translations?: 'required' | 'frenchOnEdit';
  /** Its answers carry `dateModification`, the version an edit starts from. */
  readonly versioned?: boolean;
  /** Its answers carry the numeric `id` beside `_id` (accounts). */
  readonly numericId?: boolean;
  /**
   * Its items have an author and a public page: an adviser reads and writes only what they wrote, and
   * an editor links only to what is published (access.ts).
   */
  readonly authored?: boolean;
  /** The field that names an item in the journal, the corbeille and a media's uses (managed types). */
  readonly titleField?: keyof F & string;
  readonly fields: F;
}

/** Declares a content type: the `const` parameter keeps every literal, so types are inferred from it. */
export function defineContent<const F extends Fields, const D extends ContentDefinition<F>>(definition: D & { fields: F }): D {
  return definition;
}

type Opt<T> = Omit<T, 'kind' | 'localized'> & { localized?: boolean };

// Builders: each states a field's kind once; `localized` defaults to what the kind usually is.
export const field = {
  text: <const O extends Opt<TextField>>(o: O) => ({ kind: 'text', localized: false, ...o }) as const,
  localizedText: <const O extends Omit<TextField, 'kind' | 'localized'>>(o: O) => ({ kind: 'text', localized: true, ...o }) as const,
  richText: <const O extends Omit<RichTextField, 'kind' | 'localized'>>(o: O) => ({ kind: 'richText', localized: true, ...o }) as const,
  keywords: () => ({ kind: 'keywords', localized: true }) as const,
  list: <const O extends Opt<ListField>>(o: O) => ({ kind: 'list', localized: false, ...o }) as const,
  enumeration: <const O extends Opt<EnumerationField>>(o: O) => ({ kind: 'enumeration', localized: false, ...o }) as const,
  integer: <const O extends Opt<IntegerField>>(o: O) => ({ kind: 'integer', localized: false, ...o }) as const,
  boolean: <const O extends Opt<BooleanField>>(o: O) => ({ kind: 'boolean', localized: false, ...o }) as const,
  date: <const O extends Opt<DateField>>(o: O) => ({ kind: 'date', localized: false, ...o }) as const,
  image: <const O extends Opt<ImageField>>(o: O) => ({ kind: 'image', localized: false, ...o }) as const,
  relation: <const O extends Opt<RelationField>>(o: O) => ({ kind: 'relation', localized: false, ...o }) as const,
  slug: () => ({ kind: 'slug', localized: true, system: true, max: 200 }) as const,
  formerSlugs: () => ({ kind: 'formerSlugs', localized: true, system: true }) as const,
  altText: <const O extends Omit<AltTextField, 'kind' | 'localized'>>(o: O) => ({ kind: 'altText', localized: true, ...o }) as const,
  focalPoint: () => ({ kind: 'focalPoint', localized: false }) as const,
  location: () => ({ kind: 'location', localized: false }) as const,
  translationTracking: () => ({ kind: 'translationTracking', localized: false, system: true, answer: false }) as const,
};

/** What every editorial type (realisation, article, opportunite) carries beside its own fields. */
/**
 * The page's search snippet per language (docs/product.md §5 "Référencement"): its `<title>` and meta description, and its share
 * tags. Empty: the title and the summary. The limits search engines show (60, 50–160) are warnings of
 * the checks before publishing (controles.ts), not errors.
 */
export const referencementFields = {
  referencementTitre: {
    kind: 'text',
    localized: true,
    storage: 'string',
    max: 120,
    ownLanguage: true,
  },
  referencementDescription: {
    kind: 'text',
    localized: true,
    storage: 'text',
    max: 300,
    multiline: true,
    ownLanguage: true,
  },
} as const;

export const editorialSystemFields = {
  slug: field.slug(),
  anciensSlugs: field.formerSlugs(),
  dateCreation: field.date({ system: true }),
  auteur: field.relation({ target: 'plugin::users-permissions.user', system: true }),
  nombreVues: field.integer({ system: true }),
} as const;
