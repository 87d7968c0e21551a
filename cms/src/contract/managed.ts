// What a managed type (realisation, article, opportunite, partenaire) tells the back-office engine
// (controllers/managed-content/): how to read, serialize and prepare a save of its items. Shared by the
// engine's actions, the types' controllers and the preview, so none of them imports another's module.
import type { Core } from '@strapi/strapi';
import type { Caller, ContentDefinition, FieldError, Lang } from '@teranga/domain';
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
  /** The French title, for the activity log and the images' alternative text. */
  titre: string;
}

export interface TypeDefinition<T> {
  uid: LocalizedUid | typeof UID.partenaire;
  label: string;
  /** false: one row per document, no locales, no author (partners); `perLang` is then ignored. */
  localized?: boolean;
  /** The back-office list's order: newest dateCreation first by default. */
  order?: (items: T[]) => T[];
  populate: Record<string, unknown>;
  serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  /** File fields of the form and how many files each may carry. */
  fileFields: { field: string; max: number }[];
  mediaAttributes: string[];
  prepare: (ctx: WriteContext) => Promise<Prepared>;
  /** The type's definition (packages/domain/src/content), for what is read from it: translation states. */
  content?: ContentDefinition;
}

/** What every action of the engine shares for one type (controllers/managed-content/engine.ts). */
export interface Engine<T extends Item> {
  strapi: Core.Strapi;
  def: TypeDefinition<T>;
  localized: boolean;
  /** The managed type's name in the trash, the versions and the activity log (`articles`). */
  type: ManagedType;
}
