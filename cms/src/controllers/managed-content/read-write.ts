// A save's body read and validated before anything is stored (readWrite, prepareWrite), which the
// preview and the checks before publishing share: the files, the library's chosen medias, the type's
// own validation and sanitizing.
import type { FieldError, ImageType } from '@teranga/domain';
import type { Caller } from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { refusedInput } from '../../contract/errors';
import { parseForm } from '../../contract/form';
import type { Context } from '../../contract/http';
import type { Engine, Prepared, Item } from '../../contract/managed';
import { checkImages, filesOf, type UploadedFile } from '../../services/uploads';
import { chooseMedias } from '../../services/medias/chosen';
import { readEditedSlugs } from '../../services/slug-edits';

export type Mode = 'create' | 'edit';

interface CheckedFiles {
  byField: Record<string, UploadedFile[]>;
  types: Record<string, ImageType[]>;
  /** The new files' upright sizes, from their headers. */
  sizes: Record<string, { width: number; height: number }[]>;
  errors: FieldError[];
  tooLarge: boolean;
}

async function checkFiles<T extends Item>(
  engine: Engine<T>,
  files: Record<string, unknown> | undefined,
  decode: boolean,
): Promise<CheckedFiles> {
  const checked: CheckedFiles = { byField: {}, types: {}, sizes: {}, errors: [], tooLarge: false };
  for (const { field, max } of engine.def.fileFields) {
    const byField = filesOf(files, field);
    checked.byField[field] = byField;
    if (byField.length > max) {
      const message = max === 1 ? 'Une seule image est acceptée.' : `Vous ne pouvez pas envoyer plus de ${max} images.`;
      checked.errors.push({ path: field, message });
      continue;
    }
    const check = await checkImages(byField, field, { decode });
    checked.errors.push(...check.errors);
    checked.tooLarge ||= check.tooLarge;
    checked.types[field] = check.types;
    checked.sizes[field] = check.sizes;
  }
  return checked;
}

/** The states a save publishes in (now, or at its date). */
const PUBLISHING = new Set(['publié', 'planifié']);

/**
 * The form's fields naming pictures chosen in the browser but not sent (`fichiersEnAttente[image]=1`):
 * the checks before publishing read the texts as the editor types, and a picture is sent only on save.
 * A stand-in per picture lets the rules count it; it has no file, so nothing can read or store it.
 */
function pendingPictures<T extends Item>(engine: Engine<T>, form: Record<string, unknown>, files: CheckedFiles): void {
  const pending = form.fichiersEnAttente;
  delete form.fichiersEnAttente;
  if (!pending || typeof pending !== 'object' || Array.isArray(pending)) return;
  for (const { field, max } of engine.def.fileFields) {
    const count = Math.min(Number.parseInt(String((pending as Record<string, unknown>)[field] ?? 0), 10) || 0, max);
    const room = Math.max(0, max - files.byField[field].length);
    for (let i = 0; i < Math.min(count, room); i++)
      files.byField[field].push({ filepath: '', size: 0, originalFilename: null, mimetype: null });
  }
}

export interface ReadWrite {
  user: Caller & { email: string };
  files: CheckedFiles;
  prepared: Prepared;
  slugs: ReturnType<typeof readEditedSlugs>['slugs'];
  /** Everything that refuses this save, in the order a save says it. */
  errors: FieldError[];
}

/**
 * The form's values read like a save's: the type's own validation and sanitizing, files included, the
 * errors returned rather than thrown. `decode: false` reads the new pictures' headers only, for what
 * stores nothing of them (the checks); `publishing` reads the values as a save that publishes them
 * (the state sent when it publishes, else publié), which is what the checks before publishing judge.
 */
export async function readWrite<T extends Item>(
  engine: Engine<T>,
  ctx: Context,
  mode: Mode,
  current: LocalizedDocument | null,
  { decode = true, publishing = false }: { decode?: boolean; publishing?: boolean } = {},
): Promise<ReadWrite> {
  const user = ctx.state.user as Caller & { email: string };
  const files = await checkFiles(engine, ctx.request.files, decode);
  const form = parseForm(ctx.request.body);
  if (publishing) {
    form.etat = typeof form.etat === 'string' && PUBLISHING.has(form.etat) ? form.etat : 'publié';
    pendingPictures(engine, form, files);
  }
  // Medias of the library chosen by `_id` in the file fields join the new files (services/medias/chosen.ts).
  const chosen = await chooseMedias(engine.strapi, user, engine.def.uid, engine.def.fileFields, form, files.byField, current);
  const prepared: Prepared = await engine.def.prepare({ mode, now: new Date(), current, user, form, files: files.byField });
  // The addresses an editor chose (slug[fr]…), for the types that keep former ones.
  const slugs = readEditedSlugs(engine.def.content, form);
  const errors = [...files.errors, ...chosen, ...prepared.errors, ...slugs.errors];
  return { user, files, prepared, slugs: slugs.slugs, errors };
}

/** `readWrite` for a save: a 400 with every error when the values are refused. */
export async function prepareWrite<T extends Item>(
  engine: Engine<T>,
  ctx: Context,
  mode: Mode,
  current: LocalizedDocument | null,
  options: { decode?: boolean } = {},
) {
  const read = await readWrite(engine, ctx, mode, current, options);
  if (read.errors.length) throw refusedInput(read.errors, { tooLarge: read.files.tooLarge });
  return read;
}
