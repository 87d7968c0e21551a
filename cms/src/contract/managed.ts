// What a managed type (realisation, article, opportunite, partenaire) tells the back-office engine
// (controllers/managed-content/): how to read, serialize and prepare a save of its items. Shared by the
// engine's actions, the types' controllers and the preview, so none of them imports another's module.
import type { Core } from '@strapi/strapi';
import {
  imageFields,
  typeLabel,
  type Caller,
  type ContentDefinition,
  type FieldError,
  type Fields,
  type ImageField,
  type Lang,
} from '@teranga/domain';
import type { LocalizedUid, UID } from './queries';
import type { LocalizedDocument } from './documents';
import type { SecteurLookup } from './serializers';
import type { UploadedFile } from '../services/uploads';
import type { ManagedType } from '../services/content-snapshot';

export type Data = Record<string, unknown>;

/** Every managed item is answered with its documentId as `_id`. */
export interface Item {
  _id: string;
}

export interface WriteContext {
  mode: 'create' | 'edit';
  now: Date;
  /** The current document, on edit. */
  current: LocalizedDocument | null;
  user: Caller;
  form: Data;
  files: Record<string, UploadedFile[]>;
}

/** A media attribute: the ids it keeps (on edit) and the form field whose new files it takes. */
export interface MediaPlan {
  attribute: string;
  field: string;
  single: boolean;
  keep: number[];
}

export interface Prepared {
  errors: FieldError[];
  shared: Data;
  perLang: Record<Lang, Data>;
  media: MediaPlan[];
  /** The French title, for the journal and the images' alternative text. */
  titre: string;
}

/**
 * What a managed type's controller states (api/<type>/controllers/admin.ts): its definition, and what
 * only code can say. Everything the definition already says (uid, name, languages, picture fields) is
 * read from it by `typeDefinitionOf`.
 */
export interface ManagedSpec<T> {
  /** The type's definition (packages/domain/src/content). */
  content: ContentDefinition & { uid: LocalizedUid | typeof UID.partenaire };
  /** The back-office list's order: newest dateCreation first by default. */
  order?: (items: T[]) => T[];
  populate: Record<string, unknown>;
  serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  prepare: (ctx: WriteContext) => Promise<Prepared>;
}

/** A managed type as the engine reads it: the controller's spec and what its definition says. */
export interface TypeDefinition<T> extends ManagedSpec<T> {
  uid: LocalizedUid | typeof UID.partenaire;
  /** How the journal and the not-found messages name it (French). */
  label: string;
  /** false: one row per document, no locales, no author (partners); `perLang` is then ignored. */
  localized: boolean;
  /** File fields of the form and how many files each may carry. */
  fileFields: { field: string; max: number }[];
  /** The attributes holding pictures (the media library's uses, the versions' files). */
  mediaAttributes: string[];
}

/** The type definition the engine reads: the picture fields and their counts come from the definition. */
export function typeDefinitionOf<T>(spec: ManagedSpec<T>): TypeDefinition<T> {
  const { content } = spec;
  const pictures = imageFields(content);
  return {
    ...spec,
    uid: content.uid,
    label: typeLabel(content, 'fr'),
    localized: content.localized,
    fileFields: pictures.map((field) => {
      const f = (content.fields as Fields)[field] as ImageField;
      return { field, max: f.multiple ? (f.max ?? 1) : 1 };
    }),
    mediaAttributes: pictures,
  };
}

/** What every action of the engine shares for one type (controllers/managed-content/engine.ts). */
export interface Engine<T extends Item> {
  strapi: Core.Strapi;
  def: TypeDefinition<T>;
  localized: boolean;
  /** The managed type's name in the corbeille, the versions and the journal (`articles`). */
  type: ManagedType;
}
