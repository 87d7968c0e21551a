// A save of a managed item (create, update) and the checks a preview shares with it: the files, the
// type's own validation and sanitizing, then the write in one transaction (docs/architecture.md §4).
import type { FieldError, ImageType } from '@teranga/domain';
import type { Caller } from '@teranga/domain';
import type { LocaleRow, LocalizedDocument } from '../../contract/documents';
import { NotFoundError, refusedInput } from '../../contract/errors';
import { parseForm } from '../../contract/form';
import type { Context } from '../../contract/http';
import type { Data, Engine, Prepared, Item } from '../../contract/managed';
import type { LocalizedUid } from '../../contract/queries';
import { writeLocalizedDocument } from '../../services/localized-writer';
import { checkImages, filesOf, removeUnusedFiles, type UploadedFile } from '../../services/uploads';
import { chooseMedias } from '../../services/medias/chosen';
import { adoptUploads, storeFieldImages } from '../../services/medias/adopt';
import { readEditedSlugs } from '../../services/slug-edits';
import { recordVersion } from '../../services/versions';
import { trackedTranslations } from './translations';

export type Mode = 'create' | 'edit';

const mediaIds = (row: LocaleRow, attribute: string): number[] => {
  const value = row[attribute];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).map((f: { id: number }) => f.id);
};

interface CheckedFiles {
  byField: Record<string, UploadedFile[]>;
  types: Record<string, ImageType[]>;
  errors: FieldError[];
  tooLarge: boolean;
}

async function checkFiles<T extends Item>(engine: Engine<T>, files: Record<string, unknown> | undefined): Promise<CheckedFiles> {
  const checked: CheckedFiles = { byField: {}, types: {}, errors: [], tooLarge: false };
  for (const { field, max } of engine.def.fileFields) {
    const byField = filesOf(files, field);
    checked.byField[field] = byField;
    if (byField.length > max) {
      const message = max === 1 ? 'Une seule image est acceptée.' : `Vous ne pouvez pas envoyer plus de ${max} images.`;
      checked.errors.push({ path: field, message });
      continue;
    }
    const check = await checkImages(byField, field);
    checked.errors.push(...check.errors);
    checked.tooLarge ||= check.tooLarge;
    checked.types[field] = check.types;
  }
  return checked;
}

/** The form's values checked like a save's: the type's own validation and sanitizing, files included. */
export async function prepareWrite<T extends Item>(engine: Engine<T>, ctx: Context, mode: Mode, current: LocalizedDocument | null) {
  const user = ctx.state.user as Caller & { email: string };
  const files = await checkFiles(engine, ctx.request.files);
  const form = parseForm(ctx.request.body);
  // Medias of the library chosen by `_id` in the file fields join the new files (services/medias/chosen.ts).
  const chosen = await chooseMedias(engine.strapi, engine.def.uid, engine.def.fileFields, form, files.byField, current);
  const prepared: Prepared = await engine.def.prepare({ mode, now: new Date(), current, user, form, files: files.byField });
  // The addresses an editor chose (slug[fr]…), for the types that keep former ones.
  const slugs = readEditedSlugs(engine.def.content, form);
  const errors = [...files.errors, ...chosen, ...prepared.errors, ...slugs.errors];
  if (errors.length) throw refusedInput(errors, { tooLarge: files.tooLarge });
  return { user, files, prepared, slugs: slugs.slugs };
}

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

  // Nothing was stored before this point. The images are uploaded first (files cannot be rolled
  // back), then every locale, the relations and the activity log entry are written in one
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
    if (mode === 'create' && localized) shared.auteur = user.documentId;
    const suivi = trackedTranslations(engine, current, prepared.perLang);
    if (suivi) shared.suiviTraductions = suivi;
    documentId = await strapi.db.transaction(async () => {
      const id = localized
        ? await writeLocalizedDocument(strapi, def.uid as LocalizedUid, shared, prepared.perLang, current?.reference.documentId, slugs)
        : await writeDocument(engine, shared, current?.reference.documentId);
      // New files enter the media library, described by this item (services/medias/adopt.ts).
      await adoptUploads(strapi, def.uid, prepared, files.byField, stored, user.documentId);
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
