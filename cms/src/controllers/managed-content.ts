// The back-office engine for the managed types (realisation, article, opportunite, and partenaire with
// `localized: false`): create, list, read, change and delete, with the access rules, validation before
// anything is stored, image checks and clean-up. Each type describes itself in a TypeDefinition. The
// activity log is written by setup/activity-log.ts, inside the same transactions.
import type { Core } from '@strapi/strapi';
import type { LocalizedUid, UID } from '../contract/queries';
import type { Context } from '../contract/http';
import { groupByDocument, type LocaleRow, type LocalizedDocument } from '../contract/documents';
import { NotFoundError, conflict, refusedInput } from '../contract/errors';
import { isStaleEdit } from '../rules/edit-conflict';
import { parseForm } from '../contract/form';
import { writeLocalizedDocument } from '../services/localized-writer';
import { secteurLookup } from '../services/public-reader';
import type { SecteurLookup } from '../contract/serializers';
import { checkImages, filesOf, removeUnusedFiles, storeImages, type UploadedFile } from '../services/uploads';
import type { Lang } from '@teranga/domain';
import { canManage, listScope, type Caller } from '@teranga/domain';
import type { FieldError } from '@teranga/domain';
import { frenchMessage } from '@teranga/domain';
import { sortNewestFirst } from '@teranga/domain';
import type { ImageType, Page } from '@teranga/domain';
import { categoriesInUse, contentListSpec, contentSource, pagedList, readListQuery } from '../services/paged-lists';
import { MANAGED_TYPES, snapshotAsRows, typeOfUid, writeSnapshot } from '../services/content-snapshot';
import { moveToTrash } from '../services/trash';
import { findVersion, listVersions, recordVersion, toVersionSummary } from '../services/versions';
import { previewDocument, previewImage, previewToken } from '../services/preview';
import type { MediaFile } from '../contract/media';
import { langFrom } from '@teranga/domain';
import type { PreviewKind } from '@teranga/domain/preview-token';

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

/** The detail page a managed type is previewed in; partners have none. */
const PREVIEW_KIND: Partial<Record<string, PreviewKind>> = {
  articles: 'article',
  realisations: 'realisation',
  opportunites: 'opportunite',
};

export function createManagedContent<T extends { _id: string }>(strapi: Core.Strapi, def: TypeDefinition<T>) {
  const query = () => strapi.db.query(def.uid);
  const localized = def.localized !== false;
  /** A non-localized row is its own document. */
  const documentsOf = (rows: LocaleRow[]): LocalizedDocument[] =>
    localized ? groupByDocument(rows) : rows.map((row) => ({ reference: row }));
  const order = def.order ?? ((items: T[]) => sortNewestFirst(items, 'dateCreation'));
  const type = typeOfUid(def.uid);

  async function loadDocument(documentId: string): Promise<LocalizedDocument | null> {
    if (!documentId || documentId.length > 64) return null;
    const populate = localized ? { ...def.populate, auteur: { select: ['documentId'] } } : def.populate;
    const rows = (await query().findMany({ where: { documentId }, populate })) as LocaleRow[];
    return documentsOf(rows)[0] ?? null;
  }

  /** The document if the caller may manage it; 404 otherwise, so existence does not leak. */
  async function manageable(documentId: string, user: Caller) {
    const doc = await loadDocument(documentId);
    if (!doc || !canManage(user, doc.reference as { auteur?: { documentId?: string } }))
      throw new NotFoundError(`${def.label} introuvable`);
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
        errors.push({
          path: field,
          message: max === 1 ? 'Une seule image est acceptée.' : `Vous ne pouvez pas envoyer plus de ${max} images.`,
        });
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
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's document service types data per content type; this factory writes the type it was given
    const saved = documentId ? await documents.update({ documentId, data } as any) : await documents.create({ data } as any);
    if (!saved) throw new NotFoundError(`${def.label} introuvable`);
    return saved.documentId;
  }

  /** The form's values checked like a save's: the type's own validation and sanitizing, files included. */
  async function prepareWrite(ctx: Context, mode: 'create' | 'edit', current: LocalizedDocument | null) {
    const user = ctx.state.user as Caller & { email: string };
    const files = await checkFiles(ctx.request.files);
    const prepared = await def.prepare({ mode, now: new Date(), current, user, form: parseForm(ctx.request.body), files: files.byField });
    const errors = [...files.errors, ...prepared.errors];
    if (errors.length) throw refusedInput(errors, { tooLarge: files.tooLarge });
    return { user, files, prepared };
  }

  // The request's temporary files are deleted by the multipart middleware whatever happens here.
  async function write(ctx: Context, mode: 'create' | 'edit', current: LocalizedDocument | null) {
    const { user, files, prepared } = await prepareWrite(ctx, mode, current);

    // Nothing was stored before this point. The images are uploaded first (files cannot be rolled
    // back), then every locale, the relations and the activity log entry are written in one
    // transaction: a failure or a crash leaves either all of it or none of it. The new images are
    // removed when the transaction fails; a crash leaves them unlinked, and the orphan clean-up
    // (services/orphan-uploads.ts) removes them.
    const uploaded: number[] = [];
    const linked: number[] = [];
    const shared = { ...prepared.shared };
    let documentId: string;
    let freedByVersions: number[] = [];
    try {
      for (const plan of prepared.media) {
        const ids = await storeImages(strapi, files.byField[plan.field] ?? [], files.types[plan.field] ?? [], prepared.titre);
        uploaded.push(...ids);
        // A single image is replaced by a new file; a list keeps its kept images and adds the new ones.
        const value = plan.single ? (ids.length ? ids.slice(0, 1) : plan.keep.slice(0, 1)) : [...plan.keep, ...ids];
        linked.push(...value);
        shared[plan.attribute] = plan.single ? (value[0] ?? null) : value;
      }
      if (mode === 'create' && localized) shared.auteur = user.documentId;
      documentId = await strapi.db.transaction(async () => {
        const id = localized
          ? await writeLocalizedDocument(strapi, def.uid as LocalizedUid, shared, prepared.perLang, current?.reference.documentId)
          : await writeDocument(shared, current?.reference.documentId);
        freedByVersions = await recordVersion(strapi, type, id, user);
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
      await removeUnusedFiles(
        strapi,
        before.filter((id) => !after.has(id)),
      );
    }
    await removeUnusedFiles(strapi, freedByVersions);
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
      // The version the editor started from, when the client sends it: a newer stored item is not overwritten.
      const from = parseForm(ctx.request.body).dateModification;
      if (from !== undefined) {
        const stored = (await answer(current.reference.documentId)) as { dateModification?: string | null };
        if (isStaleEdit(from, stored.dateModification ?? null))
          throw conflict(frenchMessage('edition.conflict'), 'edition.conflict', stored);
      }
      await write(ctx, 'edit', current);
      ctx.body = await answer(current.reference.documentId);
    },

    /** Administrators see everything, advisers what they wrote; newest first. */
    async list(ctx: Context) {
      ctx.body = await this.listFor(ctx.state.user, ctx.query);
    },

    /** With any list parameter (`?q=&etat=&tri=&page=&taille=`), a page made by the server. */
    async listFor(user: Caller, params?: unknown): Promise<T[] | Page<T>> {
      const paged = readListQuery(params, contentListSpec(def.uid));
      if (paged) return pagedList(strapi, contentSource(strapi, def, localized ? listScope(user) : {}), paged);
      const rows = (await query().findMany({ where: localized ? listScope(user) : {}, populate: def.populate })) as LocaleRow[];
      const secteur = await secteurLookup(strapi);
      return order(documentsOf(rows).map((doc) => def.serialize(doc, secteur)));
    },

    /** The categories in use, for the list's filter (free-text categories: opportunités); the caller's items only for advisers. */
    async categories(ctx: Context) {
      ctx.body = { donnees: await categoriesInUse(strapi, def.uid, localized ? listScope(ctx.state.user) : {}) };
    },

    async findOne(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      ctx.body = def.serialize(doc, await secteurLookup(strapi));
    },

    /**
     * "Aperçu" (docs/product.md §4): the form's values, saved or not, validated like a save and signed with
     * the item as the public site would show it, for the site's preview route (services/preview.ts). With
     * an id, the stored item the caller may manage (404 otherwise, as for a save); without, a new item.
     * `?lang=` is the language previewed. Nothing is stored and nothing is rebuilt.
     */
    async preview(ctx: Context) {
      const kind = PREVIEW_KIND[type];
      if (!kind) throw new NotFoundError(`${def.label} introuvable`);
      const current = ctx.params.id ? await manageable(String(ctx.params.id), ctx.state.user) : null;
      const { user, files, prepared } = await prepareWrite(ctx, current ? 'edit' : 'create', current);
      const added: Record<string, MediaFile[]> = {};
      for (const plan of prepared.media) added[plan.field] = await Promise.all((files.byField[plan.field] ?? []).map(previewImage));
      const now = new Date();
      const doc = previewDocument(current, prepared, now, 'apercu', added);
      if (!current && localized) for (const row of Object.values(doc)) (row as LocaleRow).auteur = { documentId: user.documentId };
      const item = def.serialize(doc, await secteurLookup(strapi));
      ctx.body = { donnees: { ...(await previewToken(kind, langFrom(ctx.query.lang), item, now)), adresse: '/apercu' } };
    },

    /** To the trash (services/trash.ts): its images stay with it until it is erased. */
    async delete(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      // The activity log's entry comes with the delete (setup/activity-log.ts), in the same transaction.
      await strapi.db.transaction(() => moveToTrash(strapi, type, doc.reference.documentId, ctx.state.user));
      ctx.body = { success: true, _id: doc.reference.documentId };
    },

    /** The item's versions, newest first (services/versions.ts). */
    async versions(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      ctx.body = { donnees: await listVersions(strapi, type, doc.reference.documentId) };
    },

    /** One version: its summary and the item as it was then, in the item's own answer shape. */
    async version(ctx: Context) {
      const doc = await manageable(String(ctx.params.id), ctx.state.user);
      const version = await findVersion(strapi, type, doc.reference.documentId, ctx.params.versionId);
      const rows = (await snapshotAsRows(strapi, MANAGED_TYPES[type].uid, version.cible, version.contenu)) as LocaleRow[];
      ctx.body = { donnees: { ...toVersionSummary(version), valeurs: def.serialize(documentsOf(rows)[0], await secteurLookup(strapi)) } };
    },

    /**
     * The item takes a version's values, a save like any other (logged, itself a new version). Its slugs,
     * creation date and author stay: a published address does not change.
     */
    async restoreVersion(ctx: Context) {
      const user = ctx.state.user;
      const doc = await manageable(String(ctx.params.id), user);
      const documentId = doc.reference.documentId;
      const version = await findVersion(strapi, type, documentId, ctx.params.versionId);
      const freed = await strapi.db.transaction(async () => {
        // Logged as a modification (or publication) by the activity log, like any save.
        await writeSnapshot(strapi, MANAGED_TYPES[type].uid, documentId, version.contenu, {
          create: false,
          omit: ['slug', 'dateCreation', 'auteur'],
        });
        return recordVersion(strapi, type, documentId, user);
      });
      await removeUnusedFiles(strapi, freed);
      ctx.body = await answer(documentId);
    },
  };
}
