// The back-office engine for the localized types (realisation, article, opportunite): create,
// list, read, change and delete, with the access rules, validation before anything is stored,
// image checks and clean-up, and the activity log. Each type describes itself in a TypeDefinition.
import type { Core } from '@strapi/strapi';
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
  uid: string;
  label: string;
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
  const query = () => strapi.db.query(def.uid as any);
  const journal = () => strapi.service('api::journal.journal');

  async function loadDocument(documentId: string): Promise<LocalizedDocument | null> {
    if (!documentId || documentId.length > 64) return null;
    const rows = (await query().findMany({ where: { documentId }, populate: { ...def.populate, auteur: { select: ['documentId'] } } })) as LocaleRow[];
    return groupByDocument(rows)[0] ?? null;
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

  // The request's temporary files are deleted by the multipart middleware whatever happens here.
  async function write(ctx: Context, mode: 'create' | 'edit', current: LocalizedDocument | null) {
    const user = ctx.state.user as Caller & { email: string };
    const files = await checkFiles(ctx.request.files);
    const prepared = await def.prepare({ mode, now: new Date(), current, user, form: parseForm(ctx.request.body), files: files.byField });
    const errors = [...files.errors, ...prepared.errors];
    if (errors.length) throw refusedInput(errors, { tooLarge: files.tooLarge });

    // Nothing was stored before this point; from here a failure removes what was uploaded.
    const uploaded: number[] = [];
    const linked: number[] = [];
    const shared = { ...prepared.shared };
    try {
      for (const plan of prepared.media) {
        const ids = await storeImages(strapi, files.byField[plan.field] ?? [], files.types[plan.field] ?? [], prepared.titre);
        uploaded.push(...ids);
        // A single image is replaced by a new file; a list keeps its kept images and adds the new ones.
        const value = plan.single ? (ids.length ? ids.slice(0, 1) : plan.keep.slice(0, 1)) : [...plan.keep, ...ids];
        linked.push(...value);
        shared[plan.attribute] = plan.single ? value[0] ?? null : value;
      }
      if (mode === 'create') shared.auteur = user.documentId;
      const documentId = await writeLocalizedDocument(strapi, def.uid, shared, prepared.perLang, current?.reference.documentId);

      if (current) {
        const before = def.mediaAttributes.flatMap((a) => mediaIds(current.reference, a));
        const after = new Set(linked);
        await removeUnusedFiles(strapi, before.filter((id) => !after.has(id)));
      }
      const published = isPublished({ etat: shared.etat }) && !(current && isPublished(current.reference as { etat?: unknown }));
      await journal().record(user, {
        action: published ? 'publication' : mode === 'create' ? 'création' : 'modification',
        typeContenu: def.label, cible: documentId, titre: prepared.titre,
      });
      return documentId;
    } catch (error) {
      await removeUnusedFiles(strapi, uploaded);
      throw error;
    }
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
      const rows = (await query().findMany({ where: listScope(user), populate: def.populate })) as LocaleRow[];
      const secteur = await secteurLookup(strapi);
      return sortNewestFirst(groupByDocument(rows).map((doc) => def.serialize(doc, secteur)), 'dateCreation');
    },

    async findOne(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      ctx.body = def.serialize(doc, await secteurLookup(strapi));
    },

    async delete(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      const files = def.mediaAttributes.flatMap((a) => mediaIds(doc.reference, a));
      await strapi.documents(def.uid as any).delete({ documentId: doc.reference.documentId, locale: '*' } as any);
      await removeUnusedFiles(strapi, files);
      await journal().record(ctx.state.user, {
        action: 'suppression', typeContenu: def.label, cible: doc.reference.documentId, titre: String(doc.reference.titre ?? ''),
      });
      ctx.body = { success: true, _id: doc.reference.documentId };
    },
  };
}
