// The checks a save runs before anything is stored, which the preview and the checks before publishing
// share: the files, the library's chosen medias, the type's own validation and sanitizing.
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

/**
 * The form's values checked like a save's: the type's own validation and sanitizing, files included.
 * `decode: false` reads the new pictures' headers only, for what stores nothing of them (the checks).
 */
export async function prepareWrite<T extends Item>(
  engine: Engine<T>,
  ctx: Context,
  mode: Mode,
  current: LocalizedDocument | null,
  { decode = true }: { decode?: boolean } = {},
) {
  const user = ctx.state.user as Caller & { email: string };
  const files = await checkFiles(engine, ctx.request.files, decode);
  const form = parseForm(ctx.request.body);
  // Medias of the library chosen by `_id` in the file fields join the new files (services/medias/chosen.ts).
  const chosen = await chooseMedias(engine.strapi, user, engine.def.uid, engine.def.fileFields, form, files.byField, current);
  const prepared: Prepared = await engine.def.prepare({ mode, now: new Date(), current, user, form, files: files.byField });
  // The addresses an editor chose (slug[fr]…), for the types that keep former ones.
  const slugs = readEditedSlugs(engine.def.content, form);
  const errors = [...files.errors, ...chosen, ...prepared.errors, ...slugs.errors];
  if (errors.length) throw refusedInput(errors, { tooLarge: files.tooLarge });
  return { user, files, prepared, slugs: slugs.slugs };
}
