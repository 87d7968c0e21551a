// From a content form's state (form-state.ts) to what the CMS validators read and to the multipart
// body the API takes (docs/product.md §7, "Multipart field shapes"), field by field from the type's
// definition: a field added to a definition is sent without a line here. Pure.
import {
  ARTICLE,
  LANGS,
  OPPORTUNITE,
  REALISATION,
  type ContentDefinition,
  type Field,
  type InputOf,
  type Lang,
  type PointFocal,
} from '@teranga/domain';
import { localInputToIso } from '../ui/dates';
import {
  editedFields,
  hasEditableAddress,
  type AddressState,
  type FormState,
  type ImageSelection,
  type LocalizedText,
  type MapPoint,
  type Mode,
  type SingleImage,
} from './form-state';

export * from './form-state';

export type RealisationState = FormState<typeof REALISATION>;
export type ArticleState = FormState<typeof ARTICLE>;
export type OpportuniteState = FormState<typeof OPPORTUNITE>;

/** Keywords are typed comma-separated: 'a, b,,c ' → ['a', 'b', 'c']. */
export function splitKeywords(typed: string): string[] {
  return typed
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

const keywordLists = (typed: LocalizedText): Record<Lang, string[]> => ({
  fr: splitKeywords(typed.fr),
  en: splitKeywords(typed.en),
  pt: splitKeywords(typed.pt),
});

/** The publication date shows only for these states (docs/product.md §4). */
export function showsPublicationDate(etat: string): boolean {
  return etat === 'publié' || etat === 'planifié';
}

/**
 * The date sent: only when the state shows the field; an empty field of a published item is now
 * (the server would do the same). planifié without a date stays empty so the validator refuses it.
 */
export function datePublicationToSend(etat: string, typed: string, now: Date): string | undefined {
  if (!showsPublicationDate(etat)) return undefined;
  const iso = localInputToIso(typed);
  if (iso) return iso;
  return etat === 'publié' ? now.toISOString() : '';
}

/** The language tab of an error path such as `titre.fr` or `motsCles.pt` (of the language-keyed `fields`); null for others. */
export function languageOfPath(path: string, fields?: readonly string[]): Lang | null {
  const [field, lang] = path.split('.');
  return (fields === undefined || fields.includes(field)) && (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : null;
}

/** Which languages carry an error, from validator or server paths such as `titre.fr` or `motsCles.pt`. */
export function languagesWithErrors(paths: string[], fields?: readonly string[]): Set<Lang> {
  const out = new Set<Lang>();
  for (const path of paths) {
    const lang = languageOfPath(path, fields);
    if (lang) out.add(lang);
  }
  return out;
}

/** GeoJSON point of the form, or null when neither a marker nor an address was given. */
export function localisationOf(point: MapPoint | null, adresse: string) {
  if (!point && !adresse.trim()) return null;
  if (!point) return { type: 'Point' as const, coordinates: [] as number[], adresse: adresse.trim() };
  return { type: 'Point' as const, coordinates: [point.lng, point.lat], adresse: adresse.trim() };
}

/** A gallery's texts cut or padded to the images there are (a draft may hold texts of files not chosen again). */
export function textesFor(images: ImageSelection, textes: Partial<Record<Lang, string[]>>): Record<Lang, string[]> {
  const count = images.existing.length + (images.chosen?.length ?? 0) + images.added.length;
  const fit = (list: string[] | undefined) => Array.from({ length: count }, (_, i) => list?.[i] ?? '');
  return { fr: fit(textes.fr), en: fit(textes.en), pt: fit(textes.pt) };
}

type State = Record<string, unknown>;

/** The gallery a type's alternative texts follow. */
const galleryOf = (definition: ContentDefinition, state: State) =>
  state[editedFields(definition).find(([, f]) => f.kind === 'image' && f.multiple)?.[0] ?? ''] as ImageSelection | undefined;

/** One field's value as the validator reads it; undefined leaves it out. */
function inputOf(definition: ContentDefinition, name: string, f: Field, state: State, now: Date): unknown {
  const value = state[name];
  if (f.kind === 'keywords') return keywordLists(value as LocalizedText);
  if (f.kind === 'date' && name === 'datePublication') return datePublicationToSend(String(state.etat ?? ''), String(value), now);
  if (f.kind === 'location') return localisationOf(state.point as MapPoint | null, String(state.adresse ?? '')) ?? '';
  if (f.kind === 'altText' && f.multiple) {
    const images = galleryOf(definition, state) ?? { existing: [], added: [] };
    return textesFor(images, value as Record<Lang, string[]>);
  }
  return value;
}

/** What the CMS validator of the type reads from the form (the same rules run in the browser). */
export function inputFromState<const D extends ContentDefinition>(definition: D, state: FormState<D>, now: Date): InputOf<D> {
  const input: State = {};
  for (const [name, f] of editedFields(definition)) if (f.kind !== 'image') input[name] = inputOf(definition, name, f, state as State, now);
  return input as InputOf<D>;
}

/**
 * The JSON body of a type without pictures (the accounts): what its validator reads, the plain texts
 * trimmed as the rules read them.
 */
export function jsonOf<const D extends ContentDefinition>(definition: D, state: FormState<D>, now: Date): InputOf<D> {
  const input = inputFromState(definition, state, now) as State;
  for (const [name, f] of editedFields(definition))
    if (f.kind === 'text' && !f.localized && typeof input[name] === 'string') input[name] = (input[name] as string).trim();
  return input as InputOf<D>;
}

// ---- Multipart ------------------------------------------------------------------------------

/** `titre.fr` (realisation create, docs/product.md §7) or `titre[fr]` (everything else). */
export type NameStyle = 'dotted' | 'bracketed';

export function fieldName(style: NameStyle, field: string, lang: Lang): string {
  return style === 'dotted' ? `${field}.${lang}` : `${field}[${lang}]`;
}

/** The types whose create takes dotted names (docs/product.md §7). */
const DOTTED_ON_CREATE: readonly string[] = [REALISATION.name];

function appendField(form: FormData, style: NameStyle, mode: Mode, name: string, f: Field, value: unknown): void {
  if (value === undefined) return;
  if (f.kind === 'keywords') {
    // One field per keyword; an empty list is one empty value, so clearing a language's keywords on edit is sent.
    for (const lang of LANGS) {
      const list = (value as Record<Lang, string[]>)[lang] ?? [];
      if (list.length === 0) form.append(fieldName(style, name, lang), '');
      for (const keyword of list) form.append(`${fieldName(style, name, lang)}[]`, keyword);
    }
  } else if (f.kind === 'list') {
    // One `name[]` per item; an empty list on edit is one empty value, so unticking every box is sent.
    const list = value as string[];
    if (list.length === 0 && mode === 'edit') form.append(name, '');
    for (const item of list) form.append(`${name}[]`, item);
  } else if (f.kind === 'location') {
    // An empty value clears a stored location on edit; on create, nothing means none.
    if (value) form.append(name, JSON.stringify(value));
    else if (mode === 'edit') form.append(name, '');
  } else if (f.kind === 'altText' && f.multiple) form.append(name, JSON.stringify(value));
  else if (f.kind === 'focalPoint') form.append(name, value ? JSON.stringify(value as PointFocal) : '');
  else if (f.localized) {
    for (const lang of LANGS) {
      const text = (value as Partial<Record<Lang, string>>)[lang];
      if (text !== undefined) form.append(fieldName(style, name, lang), text);
    }
  } else form.append(name, String(value));
}

function appendImages(form: FormData, mode: Mode, name: string, f: Field, value: unknown): void {
  if (f.kind !== 'image') return;
  if (f.multiple) {
    const images = value as ImageSelection;
    if (mode === 'edit') form.append('oldImages', JSON.stringify(images.existing));
    // The library's medias by their `_id`, then the new files: the order the CMS puts them in.
    for (const media of images.chosen ?? []) form.append(name, media._id);
    for (const file of images.added) form.append(name, file, file.name);
    return;
  }
  // A single picture is sent only when a new one was chosen; `oldImage` says the current one stays.
  const image = value as SingleImage;
  if (image.file) form.append(name, image.file, image.file.name);
  else if (image.media) form.append(name, image.media._id);
  else if (mode === 'edit' && image.current) form.append('oldImage', image.current);
}

/** The multipart body of a create (POST) or an edit (PATCH): every field the form edits, files last. */
export function formDataOf<const D extends ContentDefinition>(definition: D, state: FormState<D>, mode: Mode, now: Date): FormData {
  const style: NameStyle = mode === 'create' && DOTTED_ON_CREATE.includes(definition.name) ? 'dotted' : 'bracketed';
  const input = inputFromState(definition, state, now) as State;
  const form = new FormData();
  const fields = editedFields(definition);
  for (const [name, f] of fields) if (f.kind !== 'image') appendField(form, style, mode, name, f, input[name]);
  // The address of each language that has one: the CMS changes what differs from the stored one.
  const slug = (state as Partial<AddressState>).slug;
  if (slug && hasEditableAddress(definition))
    for (const lang of LANGS) if (slug[lang].trim()) form.append(fieldName(style, 'slug', lang), slug[lang].trim());
  for (const [name, f] of fields) appendImages(form, mode, name, f, (state as State)[name]);
  return form;
}
