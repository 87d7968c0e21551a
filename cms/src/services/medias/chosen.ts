// An image field of a form takes new files (as always) or existing medias of the library by their `_id`,
// in the same field (docs/api.md, "Médiathèque"). A chosen media travels with the form's new files as an
// entry that is already stored: the type definitions count it like a file, the upload checks and the
// storage skip it, and its texts and focal point fill what the form leaves empty.
import type { Core } from '@strapi/strapi';
import { fieldError, LANGS, type Caller, type FieldError, type Lang } from '@teranga/domain';
import type { LocalizedDocument } from '../../contract/documents';
import { jsonField, stringList } from '../../contract/form';
import type { MediaFile } from '../../contract/media';
import { keptImages, keptTextes } from '../prepare-helpers';
import type { UploadedFile } from '../uploads';
import { apercuImage } from '../apercu';
import { scopedQuery } from '../access-scope';
import { IMAGE_FIELDS } from './fields';
import { MEDIA_POPULATE, textesOf, type MediaRow } from './serialize';
import { MEDIA_UID } from './uses';

/** A media of the library chosen in a form's file field: no temporary file, its stored file's id. */
export interface ChosenMedia extends UploadedFile {
  chosen: MediaRow;
}

export const isChosen = (file: UploadedFile): file is ChosenMedia => 'chosen' in file;

type Form = Record<string, unknown>;

/** The `_id`s sent as text in `field` (a file part is not in the form's fields). */
function idsIn(form: Form, field: string): string[] {
  const value = form[field];
  if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))) return [];
  return (stringList(value) ?? []).filter((id) => id.length > 0 && id.length <= 64);
}

/**
 * The medias chosen in each file field, in the order sent, before the field's new files; an unknown
 * `_id` is a field error. The form is given the chosen medias' texts and focal point where it sends none.
 */
export async function chooseMedias(
  strapi: Core.Strapi,
  caller: Caller,
  uid: string,
  fields: { field: string; max: number }[],
  form: Form,
  files: Record<string, UploadedFile[]>,
  current: LocalizedDocument | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const { field, max } of fields) {
    const ids = idsIn(form, field);
    if (!ids.length) continue;
    delete form[field];
    const chosen: ChosenMedia[] = [];
    for (const id of ids) {
      const row = (await scopedQuery(strapi, MEDIA_UID, caller, 'medias', 'read').findOne({
        where: { documentId: id },
        populate: MEDIA_POPULATE,
      })) as MediaRow | null;
      if (!row?.fichier) errors.push(fieldError(field, 'media.introuvable'));
      else chosen.push({ chosen: row, filepath: '', originalFilename: row.nom ?? '', mimetype: row.fichier.mime ?? null, size: 0 });
    }
    const all = [...chosen, ...(files[field] ?? [])];
    if (all.length > max) {
      errors.push({
        path: field,
        message: max === 1 ? 'Une seule image est acceptée.' : `Vous ne pouvez pas envoyer plus de ${max} images.`,
      });
      continue;
    }
    files[field] = all;
    fillTexts(uid, field, form, chosen, current);
  }
  return errors;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The chosen medias' descriptions where the form leaves the texts (per language) or the point empty. */
function fillTexts(uid: string, field: string, form: Form, chosen: ChosenMedia[], current: LocalizedDocument | null) {
  const spec = IMAGE_FIELDS[uid];
  if (!spec || spec.attribute !== field || !spec.texts || !chosen.length) return;
  const point = (media: MediaRow) => (media.pointFocal ? JSON.stringify(media.pointFocal) : '');
  if (spec.texts === 'texteAlternatif') {
    const media = chosen[0].chosen;
    const sent = (form.texteAlternatif && typeof form.texteAlternatif === 'object' ? form.texteAlternatif : {}) as Form;
    const texts = textesOf(media);
    form.texteAlternatif = Object.fromEntries(LANGS.map((lang) => [lang, blank(sent[lang]) ? texts[lang] : sent[lang]]));
    if (form.pointFocal === undefined) form.pointFocal = point(media);
    return;
  }
  // A gallery: kept images first, then the chosen medias, then the new files (the lists' order).
  const keep = current ? keptImages(current, field, jsonField(form.oldImages)) : [];
  const sent = jsonField(form.textesAlternatifs);
  const lists: Record<Lang, unknown[]> =
    sent && typeof sent === 'object' && !Array.isArray(sent)
      ? (Object.fromEntries(
          LANGS.map((lang) => [lang, Array.isArray((sent as Form)[lang]) ? [...((sent as Form)[lang] as unknown[])] : []]),
        ) as Record<Lang, unknown[]>)
      : (keptTextes(current, field, keep, 0) as Record<Lang, unknown[]>);
  for (const [i, media] of chosen.entries()) {
    const texts = textesOf(media.chosen);
    for (const lang of LANGS) if (blank(lists[lang][keep.length + i])) lists[lang][keep.length + i] = texts[lang];
  }
  for (const lang of LANGS)
    lists[lang] = Array.from({ length: Math.max(lists[lang].length, keep.length + chosen.length) }, (_, i) => lists[lang][i] ?? '');
  form.textesAlternatifs = JSON.stringify(lists);
  if (keep.length === 0 && form.pointFocal === undefined) form.pointFocal = point(chosen[0].chosen);
}

/** A form's picture as a preview shows it: a chosen media's stored file, a new file's small copy. */
export async function imagePreview(file: UploadedFile): Promise<MediaFile> {
  if (!isChosen(file)) return apercuImage(file);
  const f = file.chosen.fichier!;
  return { url: f.url, width: f.width ?? null, height: f.height ?? null, formats: null };
}
