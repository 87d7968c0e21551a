// The reads every action of the managed-content engine shares: one type's documents, the access rule
// and the answer. Each action is a module of this folder; index.ts puts them together.
import type { Core } from '@strapi/strapi';
import {
  LANGS,
  isTranslated,
  localizedFields,
  sortNewestFirst,
  traductionsOf,
  type Caller,
  type ContentDefinition,
  type ScopeAction,
  type Fields,
} from '@teranga/domain';
import { groupByDocument, type LocaleRow, type LocalizedDocument } from '../../contract/documents';
import { NotFoundError } from '../../contract/errors';
import type { Engine, TypeDefinition, Item } from '../../contract/managed';
import { scopedQuery } from '../../services/access-scope';
import { typeOfUid } from '../../services/content-snapshot';
import { secteurLookup } from '../../services/public-reader';
import type { SecteurLookup } from '../../contract/serializers';

export function engineOf<T extends Item>(strapi: Core.Strapi, def: TypeDefinition<T>): Engine<T> {
  return { strapi, def, localized: def.localized !== false, type: typeOfUid(def.uid) };
}

export const query = <T extends Item>(engine: Engine<T>) => engine.strapi.db.query(engine.def.uid);

/** A non-localized row is its own document. */
export function documentsOf<T extends Item>(engine: Engine<T>, rows: LocaleRow[]): LocalizedDocument[] {
  return engine.localized ? groupByDocument(rows) : rows.map((row) => ({ reference: row }));
}

/** The back-office list's order: the type's own, else newest dateCreation first. */
export function ordered<T extends Item>(engine: Engine<T>, items: T[]): T[] {
  return engine.def.order ? engine.def.order(items) : (sortNewestFirst(items as (T & object)[], 'dateCreation') as T[]);
}

/** The document as stored, whoever asks: for the server's own work (the scheduler, the answer after a save). */
export async function loadDocument<T extends Item>(engine: Engine<T>, documentId: string): Promise<LocalizedDocument | null> {
  return findDocument(engine, documentId, null);
}

async function findDocument<T extends Item>(
  engine: Engine<T>,
  documentId: string,
  scope: { user: Caller; action: ScopeAction } | null,
): Promise<LocalizedDocument | null> {
  if (!documentId || documentId.length > 64) return null;
  const { def } = engine;
  const populate = 'auteur' in def.content.fields ? { ...def.populate, auteur: { select: ['documentId'] } } : def.populate;
  const params = { where: { documentId }, populate };
  const rows = (
    scope
      ? await scopedQuery(engine.strapi, def.uid, scope.user, engine.type, scope.action).findMany(params)
      : await query(engine).findMany(params)
  ) as LocaleRow[];
  return documentsOf(engine, rows)[0] ?? null;
}

/**
 * The document if it is in the caller's scope for `action` (services/access-scope.ts); 404 otherwise,
 * so existence does not leak.
 */
export async function documentFor<T extends Item>(
  engine: Engine<T>,
  documentId: string,
  user: Caller,
  action: ScopeAction,
): Promise<LocalizedDocument> {
  const doc = await findDocument(engine, documentId, { user, action });
  if (!doc) throw new NotFoundError(`${engine.def.label} introuvable`);
  return doc;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The answer's per-language values as each language holds them: the public answer shows French where a
 * translation is missing, but an editor must see an untranslated field empty, not French text that a
 * save would then store as the translation.
 */
function ownLanguages(content: ContentDefinition, doc: LocalizedDocument, answer: Record<string, unknown>): Record<string, unknown> {
  const out = { ...answer };
  const fields = content.fields as Fields;
  for (const name of [...localizedFields(content), 'slug']) {
    const value = answer[name] as Record<string, unknown> | undefined;
    if (!value || typeof value !== 'object') continue;
    // One text per image (a gallery's texts) is kept image by image; other lists (keywords) whole.
    const perImage = fields[name]?.kind === 'altText';
    const own: Record<string, unknown> = {};
    for (const lang of LANGS) {
      const stored = doc[lang]?.[name];
      const shown = value[lang];
      if (!Array.isArray(shown)) own[lang] = isEmpty(stored) ? '' : shown;
      else if (perImage) own[lang] = shown.map((item, i) => (Array.isArray(stored) && !isEmpty(stored[i]) ? item : ''));
      else own[lang] = Array.isArray(stored) && stored.length ? shown : [];
    }
    out[name] = own;
  }
  return out;
}

/**
 * The admin answer of one document: the type's own with each language's own values, and each language's
 * translation state, for the types that keep them.
 */
export function adminSerializer<T extends Item>(def: TypeDefinition<T>): TypeDefinition<T>['serialize'] {
  const content = def.content;
  if (!content?.localized) return def.serialize;
  const own = (doc: LocalizedDocument, secteur: SecteurLookup) =>
    ownLanguages(content, doc, def.serialize(doc, secteur) as unknown as Record<string, unknown>) as unknown as T;
  if (!isTranslated(content)) return own;
  return (doc, secteur) => ({
    ...own(doc, secteur),
    traductions: traductionsOf(content, doc.reference.suiviTraductions, { fr: doc.fr, en: doc.en, pt: doc.pt }),
  });
}

export async function serialize<T extends Item>(engine: Engine<T>, doc: LocalizedDocument): Promise<T> {
  return adminSerializer(engine.def)(doc, await secteurLookup(engine.strapi));
}

/** The stored item as the API answers it. */
export async function answer<T extends Item>(engine: Engine<T>, documentId: string): Promise<T> {
  return serialize(engine, (await loadDocument(engine, documentId)) as LocalizedDocument);
}
