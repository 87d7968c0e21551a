// A save of a managed item (create, update): the reading of read-write.ts, the checks before publishing
// when the save publishes, then the write in one transaction (docs/architecture.md §4).
import type { LocaleRow, LocalizedDocument } from '../../contract/documents';
import { NotFoundError, RateLimitError, refusedInput } from '../../contract/errors';
import type { Context } from '../../contract/http';
import type { Data, Engine, Item } from '../../contract/managed';
import type { LocalizedUid } from '../../contract/queries';
import { writeLocalizedDocument } from '../../services/localized-writer';
import { removeUnusedFiles } from '../../services/uploads';
import { adoptUploads, storeFieldImages } from '../../services/medias/adopt';
import { recordVersion } from '../../services/versions';
import { changesSlugs, countSlugChange } from '../../services/slug-edits';
import { trackedTraductions } from './traductions';
import { publishingRefusals } from './controles';
import { prepareWrite, type Mode } from './read-write';

export type { Mode } from './read-write';

const mediaIds = (row: LocaleRow, attribute: string): number[] => {
  const value = row[attribute];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).map((f: { id: number }) => f.id);
};

/** A non-localized document: one row, written as it is. */
async function writeDocument<T extends Item>(engine: Engine<T>, data: Data, documentId: string | undefined): Promise<string> {
  const documents = engine.strapi.documents(engine.def.uid);
  // `data` is the validated form; Strapi's per-type input types cannot describe it.
  type Input = Parameters<typeof documents.create>[0]['data'];
  const saved = documentId ? await documents.update({ documentId, data: data as Input }) : await documents.create({ data: data as Input });
  if (!saved) throw new NotFoundError(`${engine.def.label} introuvable`);
  return saved.documentId;
}

// The request's temporary files are deleted by the multipart middleware whatever happens here.
export async function write<T extends Item>(
  engine: Engine<T>,
  ctx: Context,
  mode: Mode,
  current: LocalizedDocument | null,
): Promise<string> {
  const { strapi, def, localized, type } = engine;
  const { user, files, prepared, slugs } = await prepareWrite(engine, ctx, mode, current);
  // Publishing needs the checks' errors fixed (a missing language, a link to no page…).
  const refusals = await publishingRefusals(engine, current, prepared, files.byField, files.sizes);
  if (refusals.length) throw refusedInput(refusals);
  // An address change counts against the item's limit before anything is stored; given back if the save fails.
  let giveBack = async () => {};
  if (current && changesSlugs(slugs, current)) {
    try {
      giveBack = await countSlugChange(strapi, def.uid, current.reference.documentId);
    } catch (error) {
      if (error instanceof RateLimitError) ctx.set('Retry-After', String((error.details as { retryAfter?: number }).retryAfter ?? 1));
      throw error;
    }
  }

  // Nothing was stored before this point. The images are uploaded first (files cannot be rolled
  // back), then every locale, the relations and the journal entry are written in one
  // transaction: a failure or a crash leaves either all of it or none of it. The new images are
  // removed when the transaction fails; a crash leaves them unlinked, and the orphan clean-up
  // (services/orphan-uploads.ts) removes them.
  const uploaded: number[] = [];
  const linked: number[] = [];
  const stored: Record<string, number[]> = {};
  const shared = { ...prepared.shared };
  let documentId: string;
  let freedByVersions: number[] = [];
  try {
    for (const plan of prepared.media) {
      const { ids, added } = await storeFieldImages(strapi, files.byField[plan.field] ?? [], files.types[plan.field] ?? [], prepared.titre);
      uploaded.push(...added);
      stored[plan.field] = ids;
      // A single image is replaced by a new file; a list keeps its kept images and adds the new ones.
      const value = plan.single ? (ids.length ? ids.slice(0, 1) : plan.keep.slice(0, 1)) : [...plan.keep, ...ids];
      linked.push(...value);
      shared[plan.attribute] = plan.single ? (value[0] ?? null) : value;
    }
    if (mode === 'create' && localized && 'auteur' in def.content.fields) shared.auteur = user.documentId;
    const suivi = trackedTraductions(engine, current, prepared.perLang);
    if (suivi) shared.suiviTraductions = suivi;
    documentId = await strapi.db.transaction(async () => {
      const id = localized
        ? await writeLocalizedDocument(strapi, def.uid as LocalizedUid, shared, prepared.perLang, current?.reference.documentId, slugs)
        : await writeDocument(engine, shared, current?.reference.documentId);
      // New files enter the media library, described by this item (services/medias/adopt.ts).
      await adoptUploads(strapi, def.uid, prepared, files.byField, stored, user.documentId);
      freedByVersions = (await recordVersion(strapi, type, id, user)).freed;
      return id;
    });
  } catch (error) {
    await removeUnusedFiles(strapi, uploaded);
    await giveBack();
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
