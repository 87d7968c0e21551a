// The answer shapes of /api/v1, read from the content definitions (src/content): the CMS's serializers
// return these types (a drift fails their compile), the site checks every list it is built from
// against them, the back-office parses its answers with them in development and tests.
// tests/fixtures/answers-contract.json holds the contract as JSON Schema: a change shows there.
import { z } from 'zod';
import { ARTICLE, MANAGED_COLLECTIONS, OPPORTUNITE, PARTENAIRE, REALISATION, SECTEUR, UTILISATEUR } from './content';
import type { ManagedCollection } from './content';
import type { ContentDefinition, Field, Fields } from './content';
import { ETATS_TRADUCTION } from './traductions';
import { LANGS } from './languages';

const localized = z.object({ fr: z.string(), en: z.string(), pt: z.string() });
const traductionLangue = z.object({ etat: z.enum(ETATS_TRADUCTION), champs: z.array(z.string()) });
/** Admin answers of the translated types: each language's state (src/traductions.ts). */
export const traductionsSchema = z.object({ fr: traductionLangue, en: traductionLangue, pt: traductionLangue });
const keywords = z.object({ fr: z.array(z.string()), en: z.array(z.string()), pt: z.array(z.string()) });
const date = z.string().nullable();
/** Where a crop keeps the main image's important part, in percent; null: the centre. */
const pointFocal = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).nullable();
const localisation = z
  .object({ type: z.string().optional(), coordinates: z.array(z.number()), adresse: z.string().optional().nullable() })
  .nullable();
const format = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const mediaSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
  formats: z.record(z.string(), format),
});

// ---- From a field to its zod type, at run time and for TypeScript alike --------------------------

type Nullable<F, T extends z.ZodType, ByDefault extends boolean> = F extends { answer: { optional: true } }
  ? z.ZodOptional<z.ZodNullable<T>>
  : F extends { answer: { nullable: true } }
    ? z.ZodNullable<T>
    : F extends { answer: { nullable: false } }
      ? T
      : ByDefault extends true
        ? z.ZodNullable<T>
        : T;

type Enumeration<F> = F extends { storage: 'string' }
  ? z.ZodString
  : F extends { values: readonly (infer V extends string)[] }
    ? z.ZodEnum<{ [K in V]: K }>
    : never;

type AnswerOf<F extends Field> = F extends { kind: 'text' | 'richText' | 'slug' }
  ? F extends { localized: true }
    ? typeof localized
    : Nullable<F, z.ZodString, false>
  : F extends { kind: 'keywords' } | { kind: 'formerSlugs' } | { kind: 'altText'; multiple: true }
    ? typeof keywords
    : F extends { kind: 'altText' }
      ? typeof localized
      : F extends { kind: 'list' }
        ? z.ZodArray<z.ZodString>
        : F extends { kind: 'enumeration' }
          ? Nullable<F, Enumeration<F>, true>
          : F extends { kind: 'integer' }
            ? Nullable<F, z.ZodNumber, false>
            : F extends { kind: 'boolean' }
              ? z.ZodBoolean
              : F extends { kind: 'date' }
                ? Nullable<F, z.ZodString, true>
                : F extends { kind: 'relation'; target: 'api::secteur.secteur' }
                  ? z.ZodNullable<typeof secteurSchema>
                  : F extends { kind: 'relation' }
                    ? z.ZodNullable<z.ZodString>
                    : F extends { kind: 'focalPoint' }
                      ? typeof pointFocal
                      : F extends { kind: 'location' }
                        ? typeof localisation
                        : F extends { kind: 'image'; multiple: true }
                          ? z.ZodArray<z.ZodString>
                          : F extends { kind: 'image' }
                            ? z.ZodNullable<z.ZodString>
                            : never;

type MediaOf<F> = F extends { multiple: true } ? z.ZodArray<typeof mediaSchema> : z.ZodNullable<typeof mediaSchema>;

type FieldsOf<D> = D extends ContentDefinition<infer F> ? F : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** The answer's keys: `_id`, each field the answer shows, each image's details, and the version stamp. */
export type AnswerShape<D> = Flat<
  { _id: z.ZodString } & (D extends { numericId: true } ? { id: z.ZodNumber } : unknown) & {
      [K in keyof FieldsOf<D> as FieldsOf<D>[K] extends { answer: false } ? never : K]: AnswerOf<FieldsOf<D>[K]>;
    } & {
      [K in keyof FieldsOf<D> as FieldsOf<D>[K] extends { kind: 'image'; media: infer M extends string } ? M : never]: MediaOf<
        FieldsOf<D>[K]
      >;
    } & (D extends { versioned: true } ? { dateModification: z.ZodOptional<z.ZodNullable<z.ZodString>> } : unknown) &
    (FieldsOf<D> extends { suiviTraductions: unknown } ? { traductions: z.ZodOptional<typeof traductionsSchema> } : unknown) &
    (FieldsOf<D> extends { auteur: unknown } ? { auteurNom: z.ZodOptional<z.ZodNullable<z.ZodString>> } : unknown)
>;

function nullable(f: Field, schema: z.ZodType, byDefault: boolean): z.ZodType {
  const answer = f.answer || {};
  if (answer.optional) return schema.nullable().optional();
  return (answer.nullable ?? byDefault) ? schema.nullable() : schema;
}

function answerOf(f: Field): z.ZodType {
  switch (f.kind) {
    case 'text':
    case 'richText':
    case 'slug':
      return f.localized ? localized : nullable(f, z.string(), false);
    case 'keywords':
    case 'formerSlugs':
      return keywords;
    case 'altText':
      return f.multiple ? keywords : localized;
    case 'list':
      return z.array(z.string());
    case 'enumeration':
      return nullable(f, f.storage === 'string' ? z.string() : z.enum(f.values), true);
    case 'integer':
      return nullable(f, z.number(), false);
    case 'boolean':
      return z.boolean();
    case 'date':
      return nullable(f, z.string(), true);
    case 'relation':
      return f.target === SECTEUR.uid ? secteurSchema.nullable() : z.string().nullable();
    case 'focalPoint':
      return pointFocal;
    case 'location':
      return localisation;
    case 'image':
      return f.multiple ? z.array(z.string()) : z.string().nullable();
    case 'translationTracking':
      return z.unknown();
  }
}

/** The zod schema of a type's answers, read from its definition. */
export function answerSchema<const D extends ContentDefinition>(definition: D): z.ZodObject<AnswerShape<D>> {
  const shape: Record<string, z.ZodType> = { _id: z.string() };
  if (definition.numericId) shape.id = z.number();
  for (const [name, f] of Object.entries(definition.fields as Fields)) {
    if (f.answer === false) continue;
    shape[name] = answerOf(f);
    if (f.kind === 'image') shape[f.media] = f.multiple ? z.array(mediaSchema) : mediaSchema.nullable();
  }
  if (definition.versioned) shape.dateModification = date.optional();
  // Admin answers only: the public ones never say how far a translation is.
  if ('suiviTraductions' in definition.fields) shape.traductions = traductionsSchema.optional();
  // Back-office lists only: the author's first and last name (never their email), for the author column.
  if ('auteur' in definition.fields) shape.auteurNom = z.string().nullable().optional();
  // The shape is built from the same definition AnswerShape reads, key by key.
  return z.object(shape) as unknown as z.ZodObject<AnswerShape<D>>;
}

export const secteurSchema = answerSchema(SECTEUR);
export const realisationSchema = answerSchema(REALISATION);
export const articleSchema = answerSchema(ARTICLE);
export const opportuniteSchema = answerSchema(OPPORTUNITE);
export const partenaireSchema = answerSchema(PARTENAIRE);
/** A back-office account as answers show it: never a password hash nor a token. */
export const utilisateurSchema = answerSchema(UTILISATEUR);

/** An item in the corbeille (GET /corbeille). */
export const corbeilleElementSchema = z.object({
  _id: z.string(),
  /** The managed types' collections (content/registry.ts). */
  type: z.enum(MANAGED_COLLECTIONS as unknown as readonly [ManagedCollection, ...ManagedCollection[]]),
  titre: z.string(),
  supprimeLe: date,
  supprimePar: z.string(),
});

/**
 * A restored item (POST /corbeille/{type}/{id}/restaurer): its corbeille entry, and what the restore changed
 * so that no address leads to two items: the addresses another item took meanwhile (numbered), and the
 * former addresses another item holds now (dropped). Both empty when it came back as it was.
 */
export const restaurationSchema = corbeilleElementSchema.extend({
  adressesModifiees: z.array(z.object({ langue: z.enum(LANGS), avant: z.string(), apres: z.string() })),
  anciennesAdressesRetirees: z.array(z.object({ langue: z.enum(LANGS), adresses: z.array(z.string()) })),
});

/**
 * One version of an item (GET /{type}/{id}/versions); `resume` names the fields that save changed,
 * `restaureDe` the date of the version a restore brought back (null for any other save).
 */
export const versionResumeSchema = z.object({
  _id: z.string(),
  date,
  auteur: z.object({ _id: z.string(), nom: z.string(), prenom: z.string() }),
  resume: z.string(),
  restaureDe: date,
});

/** A text as stored per language: a text, a keyword list, or nothing. */
const valeurTraduite = z.union([z.string(), z.array(z.string()), z.null()]);
/**
 * What a translator reviews in one language (GET /{type}/admin/{id}/traductions/{langue}): each field to
 * review, its source language, the source's text now and the one the translation was written against.
 */
export const revueTraductionSchema = z.object({
  langue: z.enum(LANGS),
  etat: z.enum(ETATS_TRADUCTION),
  dateModification: date,
  champs: z.array(z.object({ champ: z.string(), source: z.enum(LANGS), texte: valeurTraduite, avant: valeurTraduite, copie: z.boolean() })),
});

export type Media = z.infer<typeof mediaSchema>;
export type Secteur = z.infer<typeof secteurSchema>;
export type Realisation = z.infer<typeof realisationSchema>;
export type Article = z.infer<typeof articleSchema>;
export type Opportunite = z.infer<typeof opportuniteSchema>;
export type Partenaire = z.infer<typeof partenaireSchema>;
export type Utilisateur = z.infer<typeof utilisateurSchema>;
export type CorbeilleElement = z.infer<typeof corbeilleElementSchema>;
export type Restauration = z.infer<typeof restaurationSchema>;
export type VersionResume = z.infer<typeof versionResumeSchema>;
export type RevueTraduction = z.infer<typeof revueTraductionSchema>;
