// The back-office engine for the managed types (realisation, article, opportunite, and partenaire with
// `localized: false`): create, list, read, change and delete, with the access rules, validation before
// anything is stored, image checks and clean-up, and the activity log. Each type describes itself in a
// TypeDefinition.
import type { Core } from '@strapi/strapi';
import type { LocalizedUid, UID } from '../contract/queries';
import type { Context } from '../contract/http';
import { groupByDocument, type LocaleRow, type LocalizedDocument } from '../contract/documents';
import { NotFoundError, refusedInput } from '../contract/errors';
import { parseForm } from '../contract/form';
import { writeLocalizedDocument } from '../services/localized-writer';
import { secteurLookup } from '../services/public-reader';
import type { SecteurLookup } from '../contract/serializers';
import { checkImages, filesOf, removeUnusedFiles, storeImages, type UploadedFile } from '../services/uploads';
import type { Lang } from '@teranga/domain';
import { canManage, listScope, type Caller } from '@teranga/domain';
import type { FieldError } from '@teranga/domain';
import { isPublished } from '@teranga/domain';
import { sortNewestFirst } from '@teranga/domain';
import type { ImageType } from '@teranga/domain';

type Data = Record<string, unknown>;

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
  /** The attribute that names an item in the activity log on delete (titre by default). */
  titleAttribute?: string;
  /** The back-office list's order: newest dateCreation first by default. */
  order?: (items: T[]) => T[];
  populate: Record<string, unknown>;
  serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  /** File fields of the form and how many files each may carry. */
  fileFields: { field: string; max: number }[];
  mediaAttributes: string[];
  prepare: (ctx: WriteContext) => Promise<Prepared>;
}

const mediaIds = (row: LocaleRow, attribute: string): number[] => {
  const value = row[attribute];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).map((f: { id: number }) => f.id);
};

export function createManagedContent<T extends { _id: string }>(strapi: Core.Strapi, def: TypeDefinition<T>) {
  const query = () => strapi.db.query(def.uid);
  const journal = () => strapi.service('api::journal.journal');
  const localized = def.localized !== false;
  /** A non-localized row is its own document. */
  const documentsOf = (rows: LocaleRow[]): LocalizedDocument[] => (localized ? groupByDocument(rows) : rows.map((row) => ({ reference: row })));
  const order = def.order ?? ((items: T[]) => sortNewestFirst(items, 'dateCreation'));

  async function loadDocument(documentId: string): Promise<LocalizedDocument | null> {
    if (!documentId || documentId.length > 64) return null;
    const populate = localized ? { ...def.populate, auteur: { select: ['documentId'] } } : def.populate;
    const rows = (await query().findMany({ where: { documentId }, populate })) as LocaleRow[];
    return documentsOf(rows)[0] ?? null;
  }

  /** The document if the caller may manage it; 404 otherwise, so existence does not leak. */
  async function manageable(documentId: string, user: Caller) {
    const doc = await loadDocument(documentId);
    if (!doc || !canManage(user, doc.reference as { auteur?: { documentId?: string } })) throw new NotFoundError(`${def.label} introuvable`);
    return doc;
  }

  async function answer(documentId: string): Promise<T> {
    const doc = (await loadDocument(documentId)) as LocalizedDocument;
    return def.serialize(doc, await secteurLookup(strapi));
  }

  async function checkFiles(files: Record<string, unknown> | undefined) {
    const byField: Record<string, UploadedFile[]> = {};
    const types: Record<string, ImageType[]> = {};
    const errors: FieldError[] = [];
    let tooLarge = false;
    for (const { field, max } of def.fileFields) {
      byField[field] = filesOf(files, field);
      if (byField[field].length > max) {
        errors.push({ path: field, message: max === 1 ? 'Une seule image est acceptée.' : `Vous ne pouvez pas envoyer plus de ${max} images.` });
        continue;
      }
      const check = await checkImages(byField[field], field);
      errors.push(...check.errors);
      tooLarge ||= check.tooLarge;
      types[field] = check.types;
    }
    return { byField, types, errors, tooLarge };
  }

  /** A non-localized document: one row, written as it is. */
  async function writeDocument(data: Data, documentId: string | undefined): Promise<string> {
    const documents = strapi.documents(def.uid);
    // `data` is the validated form; Strapi's per-type input types cannot describe it.
    const saved = documentId ? await documents.update({ documentId, data } as any) : await documents.create({ data } as any);
    if (!saved) throw new NotFoundError(`${def.label} introuvable`);
    return saved.documentId;
  }

  // The request's temporary files are deleted by the multipart middleware whatever happens here.
  async function write(ctx: Context, mode: 'create' | 'edit', current: LocalizedDocument | null) {
    const user = ctx.state.user as Caller & { email: string };
    const files = await checkFiles(ctx.request.files);
    const prepared = await def.prepare({ mode, now: new Date(), current, user, form: parseForm(ctx.request.body), files: files.byField });
    const errors = [...files.errors, ...prepared.errors];
    if (errors.length) throw refusedInput(errors, { tooLarge: files.tooLarge });

    // Nothing was stored before this point. The images are uploaded first (files cannot be rolled
    // back), then every locale, the relations and the activity log entry are written in one
    // transaction: a failure or a crash leaves either all of it or none of it. The new images are
    // removed when the transaction fails; a crash leaves them unlinked, and the orphan clean-up
    // (services/orphan-uploads.ts) removes them.
    const uploaded: number[] = [];
    const linked: number[] = [];
    const shared = { ...prepared.shared };
    let documentId: string;
    try {
      for (const plan of prepared.media) {
        const ids = await storeImages(strapi, files.byField[plan.field] ?? [], files.types[plan.field] ?? [], prepared.titre);
        uploaded.push(...ids);
        // A single image is replaced by a new file; a list keeps its kept images and adds the new ones.
        const value = plan.single ? (ids.length ? ids.slice(0, 1) : plan.keep.slice(0, 1)) : [...plan.keep, ...ids];
        linked.push(...value);
        shared[plan.attribute] = plan.single ? value[0] ?? null : value;
      }
      if (mode === 'create' && localized) shared.auteur = user.documentId;
      documentId = await strapi.db.transaction(async () => {
        const id = localized
          ? await writeLocalizedDocument(strapi, def.uid as LocalizedUid, shared, prepared.perLang, current?.reference.documentId)
          : await writeDocument(shared, current?.reference.documentId);
        const published = isPublished({ etat: shared.etat }) && !(current && isPublished(current.reference as { etat?: unknown }));
        await journal().record(user, {
          action: published ? 'publication' : mode === 'create' ? 'création' : 'modification',
          typeContenu: def.label, cible: id, titre: prepared.titre,
        });
        return id;
      });
    } catch (error) {
      await removeUnusedFiles(strapi, uploaded);
      throw error;
    }
    // After the commit: the images this save let go of.
    if (current) {
      const before = def.mediaAttributes.flatMap((a) => mediaIds(current.reference, a));
      const after = new Set(linked);
      await removeUnusedFiles(strapi, before.filter((id) => !after.has(id)));
    }
    return documentId;
  }

  return {
    async create(ctx: Context) {
      const documentId = await write(ctx, 'create', null);
      ctx.status = 201;
      ctx.body = await answer(documentId);
    },

    async update(ctx: Context) {
      const current = await manageable(String(ctx.params.id), ctx.state.user);
      await write(ctx, 'edit', current);
      ctx.body = await answer(current.reference.documentId);
    },

    /** Administrators see everything, advisers what they wrote; newest first. */
    async list(ctx: Context) {
      ctx.body = await this.listFor(ctx.state.user);
    },

    async listFor(user: Caller): Promise<T[]> {
      const rows = (await query().findMany({ where: localized ? listScope(user) : {}, populate: def.populate })) as LocaleRow[];
      const secteur = await secteurLookup(strapi);
      return order(documentsOf(rows).map((doc) => def.serialize(doc, secteur)));
    },

    async findOne(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      ctx.body = def.serialize(doc, await secteurLookup(strapi));
    },

    async delete(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      const files = def.mediaAttributes.flatMap((a) => mediaIds(doc.reference, a));
      // Every locale and the log entry together; the images once that is committed.
      await strapi.db.transaction(async () => {
        await strapi.documents(def.uid).delete({ documentId: doc.reference.documentId, ...(localized ? { locale: '*' } : {}) });
        await journal().record(ctx.state.user, {
          action: 'suppression', typeContenu: def.label, cible: doc.reference.documentId, titre: String(doc.reference[def.titleAttribute ?? 'titre'] ?? ''),
        });
      });
      await removeUnusedFiles(strapi, files);
      ctx.body = { success: true, _id: doc.reference.documentId };
    },
  };
}
