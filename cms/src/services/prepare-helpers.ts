// Small helpers the type definitions share when turning a validated value into Strapi data.
import {
  LANGS,
  RICH_TEXT_MAX_DEPTH,
  fieldError,
  fieldsOfKind,
  isTooDeep,
  localizedFields,
  MESSAGES_FR,
  sharedFields,
  type ContentDefinition,
  type FieldError,
  type Fields,
  type Lang,
  type MessageCode,
} from '@teranga/domain';
import type { Core } from '@strapi/strapi';
import { refusedInput } from '../contract/errors';
import { UID } from '../contract/queries';
import { jsonField, localizedList, localizedText, scalar, stringList } from '../contract/form';
import type { LocalizedDocument } from '../contract/documents';
import type { MediaPlan, Prepared } from '../contract/managed';
import { sanitizeRichText } from '../rules/rich-text';

type Data = Record<string, unknown>;

/** Spreads `{titre: {fr, en}, …}` into one data object per language (only the keys present). */
export function perLanguage(value: Data, fields: readonly string[]): Record<Lang, Data> {
  const out = { fr: {}, en: {}, pt: {} } as Record<Lang, Data>;
  for (const field of fields) {
    const loc = value[field] as Partial<Record<Lang, unknown>> | undefined;
    if (!loc) continue;
    for (const lang of LANGS) if (loc[lang] !== undefined) out[lang][field] = loc[lang];
  }
  return out;
}

/** The non-localized keys of `value` that were set. */
export function pick(value: Data, fields: readonly string[]): Data {
  const out: Data = {};
  for (const field of fields) if (value[field] !== undefined) out[field] = value[field];
  return out;
}

export interface FormSpec {
  text: string[];
  keywords?: string[];
  scalars: string[];
  lists?: string[];
  json?: string[];
}

/**
 * How a type's form keys are read, from its definition: per-language texts, keywords, scalars, lists
 * and JSON values. A gallery's alternative texts and the focal point have readers of their own.
 */
export function formSpec(definition: ContentDefinition): Required<FormSpec> {
  const fields = definition.fields as Fields;
  const spec: Required<FormSpec> = { text: [], keywords: [], scalars: [], lists: [], json: [] };
  for (const name of [...localizedFields(definition), ...sharedFields(definition)] as string[]) {
    const f = fields[name];
    if (f.kind === 'text' || f.kind === 'richText' || (f.kind === 'altText' && !f.multiple))
      (f.localized ? spec.text : spec.scalars).push(name);
    else if (f.kind === 'keywords') spec.keywords.push(name);
    else if (f.kind === 'list') spec.lists.push(name);
    else if (f.kind === 'location') spec.json.push(name);
    else if (f.kind === 'enumeration' || f.kind === 'date' || f.kind === 'relation' || f.kind === 'integer' || f.kind === 'boolean')
      spec.scalars.push(name);
  }
  return spec;
}

/** Reads the form keys of a localized type into the validators' input shape. */
export function readLocalizedForm(form: Data, spec: FormSpec) {
  const input: Data = {};
  for (const f of spec.text) if (form[f] !== undefined) input[f] = localizedText(form[f]);
  for (const f of spec.keywords ?? []) if (form[f] !== undefined) input[f] = localizedList(form[f]);
  for (const f of spec.scalars) if (form[f] !== undefined) input[f] = scalar(form[f]);
  for (const f of spec.lists ?? []) if (form[f] !== undefined) input[f] = stringList(form[f]);
  for (const f of spec.json ?? []) if (form[f] !== undefined) input[f] = jsonField(form[f]);
  return input;
}

/**
 * The focal point as sent: an object (`pointFocal[x]`, `pointFocal[y]`), its JSON text, or '' / 'null' to
 * go back to the centre; undefined when not sent.
 */
export function readPointFocal(form: Data): unknown {
  const raw = form.pointFocal;
  if (raw === undefined) return undefined;
  const s = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return typeof s === 'string' && s.trim() === '' ? null : jsonField(s);
}

/**
 * A gallery's stored alternative texts carried over to the images an edit keeps (new images get ''),
 * for an edit that does not send them: each language's list follows the images' order.
 */
export function keptTextes(
  current: LocalizedDocument | null,
  attribute: string,
  keep: number[],
  added: number,
): Partial<Record<Lang, string[]>> {
  const stored = ((current?.reference[attribute] ?? []) as { id: number }[]).map((f) => f.id);
  const out: Partial<Record<Lang, string[]>> = {};
  for (const lang of LANGS) {
    const texts = current?.[lang]?.textesAlternatifs;
    const list = Array.isArray(texts) ? texts : [];
    out[lang] = [...keep.map((id) => String(list[stored.indexOf(id)] ?? '')), ...Array.from({ length: added }, () => '')];
  }
  return out;
}

/**
 * Sanitizes the formatted-text fields of `input` (the definition's richText ones) in place, every
 * language sent, before validation counts their text. Markup nested deeper than the editor ever
 * writes is refused (400), not sanitized.
 */
export function sanitizeRichFields(input: Data, definition: ContentDefinition): Data {
  const tooDeep: FieldError[] = [];
  for (const field of fieldsOfKind(definition, 'richText')) {
    const loc = input[field] as Partial<Record<Lang, unknown>> | undefined;
    if (!loc) continue;
    for (const lang of LANGS) {
      const value = loc[lang];
      if (typeof value !== 'string') continue;
      if (isTooDeep(value)) tooDeep.push(tooDeepError(definition, field, lang));
      else loc[lang] = sanitizeRichText(value);
    }
  }
  if (tooDeep.length) throw refusedInput(tooDeep);
  return input;
}

/** `contenu.tooDeep` and its kin when messages.ts has the field's own words, else the generic one naming the field. */
function tooDeepError(definition: ContentDefinition, field: string, lang: Lang): FieldError {
  const params = { lang, max: RICH_TEXT_MAX_DEPTH };
  const own = `${field}.tooDeep`;
  if (own in MESSAGES_FR) return fieldError(`${field}.${lang}`, own as MessageCode, params);
  return fieldError(`${field}.${lang}`, 'champ.tooDeep', { ...params, champ: field }, definition);
}

/** Ids of the current images named in `oldImages` (by path, id or {url}); all of them when absent. */
export function keptImages(current: LocalizedDocument | null, attribute: string, oldImages: unknown): number[] {
  const raw = current?.reference[attribute];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as { id: number; url: string }[];
  if (oldImages === undefined) return list.map((f) => f.id);
  const wanted = (Array.isArray(oldImages) ? oldImages : [oldImages]).map((o) =>
    typeof o === 'object' && o ? String((o as { url?: string; id?: number }).url ?? (o as { id?: number }).id) : String(o),
  );
  return list.filter((f) => wanted.some((w) => w === f.url || w === String(f.id) || w.endsWith(f.url))).map((f) => f.id);
}

export const firstTitle = (value: Data, current: LocalizedDocument | null) =>
  String((value.titre as Partial<Record<Lang, string>> | undefined)?.fr ?? current?.reference.titre ?? current?.reference.nom ?? '');

/** The write plan of a localized type from its validation: each field goes to the shared row or to its language's row. */
export function localizedWrite(
  validation: { errors: FieldError[]; value: object },
  current: LocalizedDocument | null,
  definition: ContentDefinition,
  media: MediaPlan[],
): Prepared {
  const value = validation.value as Data;
  return {
    errors: validation.errors,
    shared: pick(value, sharedFields(definition)),
    perLang: perLanguage(value, localizedFields(definition)),
    media,
    titre: firstTitle(value, current),
  };
}

/**
 * An editorial type's form read into its validator's input: the definition's fields, formatted text
 * sanitized, the focal point, and on edit the stored values under what was not sent. `localized` are
 * the per-language fields carried over from the stored item (all of them unless said otherwise).
 */
export function readEditorialInput(
  definition: ContentDefinition,
  form: Data,
  current: LocalizedDocument | null,
  localized: readonly string[] = localizedFields(definition),
): Data {
  const read = readLocalizedForm(form, formSpec(definition));
  if (form.pointFocal !== undefined) read.pointFocal = readPointFocal(form);
  return withCurrent(sanitizeRichFields(read, definition), current, { localized, shared: sharedFields(definition) });
}

/**
 * On edit, the stored values under the fields that were sent, so a partial PATCH is validated as
 * the whole item it will produce.
 */
export function withCurrent(
  input: Data,
  current: LocalizedDocument | null,
  spec: { localized: readonly string[]; shared: readonly string[] },
): Data {
  if (!current) return input;
  const merged: Data = {};
  for (const field of spec.localized) {
    const stored: Data = {};
    for (const lang of LANGS) {
      const value = current[lang]?.[field];
      if (value !== undefined && value !== null) stored[lang] = value;
    }
    merged[field] = { ...stored, ...((input[field] as Data | undefined) ?? {}) };
  }
  for (const field of spec.shared) {
    const value = current.reference[field];
    const stored =
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'number' && field.startsWith('date')
          ? new Date(value).toISOString()
          : value && typeof value === 'object' && 'documentId' in value
            ? (value as { documentId: string }).documentId
            : value;
    merged[field] = input[field] !== undefined ? input[field] : (stored ?? undefined);
  }
  return merged;
}

/** A sector's documentId from its documentId or its slug; undefined when there is none. */
export async function findSecteur(strapi: Core.Strapi, idOrSlug: string): Promise<string | undefined> {
  const secteur = await strapi.db
    .query(UID.secteur)
    .findOne({ where: { $or: [{ documentId: idOrSlug }, { slug: idOrSlug }] }, select: ['documentId'] });
  return secteur?.documentId ?? undefined;
}
