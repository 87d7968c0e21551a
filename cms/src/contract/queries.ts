// What each read populates, read from the definitions (never populate=*): an image field its picture's
// details, a relation its documentId.
import { CONTENT_DEFINITIONS, type ContentDefinition, type ContentName } from '@teranga/domain';
const MEDIA = { select: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'] };
const REF = { select: ['documentId'] };

type Populate = Readonly<Record<string, typeof MEDIA | typeof REF>>;

/** A type's populate: its image fields (MEDIA) and its relations (REF), in the definition's order. */
export function populateOf(definition: ContentDefinition): Populate {
  return Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, f]) =>
      f.kind === 'image' ? [[name, MEDIA]] : f.kind === 'relation' ? [[name, REF]] : [],
    ),
  );
}

export const POPULATE = Object.fromEntries(CONTENT_DEFINITIONS.map((d) => [d.name, populateOf(d)])) as Readonly<
  Record<ContentName, Populate>
>;

type Definition = (typeof CONTENT_DEFINITIONS)[number];
/** `demande-contact` → `demandeContact`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Strapi's uids, as the definitions state them (packages/domain/src/content), by each type's name in
 * camel case (`UID.article`, `UID.demandeContact`, `UID.abonnementNewsletter`), and the roles' uid.
 */
export const UID = {
  ...(Object.fromEntries(CONTENT_DEFINITIONS.map((d) => [camelCase(d.name), d.uid])) as {
    readonly [D in Definition as CamelCase<D['name']>]: D['uid'];
  }),
  role: 'plugin::users-permissions.role',
} as const;

/** The localized content types (fr, en, pt), by their Strapi uid. */
export type LocalizedUid = Extract<(typeof CONTENT_DEFINITIONS)[number], { localized: true }>['uid'];
