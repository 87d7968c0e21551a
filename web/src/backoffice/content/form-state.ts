// A content form's state, read from the type's definition (@teranga/domain, src/content): what each
// kind of field holds while it is edited, the empty form, and the form of an item as the API answers
// it. Pure: the screens only hold this state; payload.ts turns it into a request.
import { LANGS, type ContentDefinition, type Field, type Fields, type Lang, type PointFocal } from '@teranga/domain';
import { isoToLocalInput } from '../ui/dates';

export type Mode = 'create' | 'edit';
export type LocalizedText = Record<Lang, string>;

/** A picture of the media library chosen in a form (its `_id` is sent in the image field). */
export interface ChosenMedia {
  _id: string;
  url: string;
  nom: string;
}

/** Kept images (paths from the API), medias of the library and new files of a gallery, in that order. */
export interface ImageSelection {
  existing: string[];
  added: File[];
  chosen?: ChosenMedia[];
}

/** A single picture: the stored path, and the file or the library's media replacing it when one was chosen. */
export interface SingleImage {
  current: string | null;
  file: File | null;
  media?: ChosenMedia | null;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** A location is edited as a marker and an address. */
export interface LocationState {
  point: MapPoint | null;
  adresse: string;
}

type FieldsOf<D> = D extends ContentDefinition<infer F> ? F : never;

/** What a field holds in the form: typed text (numbers and dates too), lists, files. */
export type StateOf<F extends Field> = F extends { kind: 'text' | 'richText' }
  ? F extends { localized: true }
    ? LocalizedText
    : string
  : F extends { kind: 'keywords' }
    ? LocalizedText
    : F extends { kind: 'altText'; multiple: true }
      ? Record<Lang, string[]>
      : F extends { kind: 'altText' }
        ? LocalizedText
        : F extends { kind: 'list' }
          ? string[]
          : F extends { kind: 'enumeration' | 'integer' | 'date' | 'relation' }
            ? string
            : F extends { kind: 'boolean' }
              ? boolean
              : F extends { kind: 'image'; multiple: true }
                ? ImageSelection
                : F extends { kind: 'image' }
                  ? SingleImage
                  : F extends { kind: 'focalPoint' }
                    ? PointFocal | null
                    : never;

type Edited<D> = {
  [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { system: true } | { kind: 'location' } ? never : K;
}[keyof FieldsOf<D>];
type HasLocation<D> = { [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { kind: 'location' } ? K : never }[keyof FieldsOf<D>];

type HasAddress<D> = { [K in keyof FieldsOf<D>]: FieldsOf<D>[K] extends { kind: 'formerSlugs' } ? K : never }[keyof FieldsOf<D>];

/** The page's address per language, which an editor may change (docs/product.md, "Adresses"); '' leaves it as it is. */
export interface AddressState {
  slug: LocalizedText;
}

/**
 * The form state of a content type: one entry per field a form edits (a location as `point` and `adresse`),
 * and the address of the types that keep former ones.
 */
export type FormState<D> = { [K in Edited<D>]: StateOf<FieldsOf<D>[K]> } & ([HasLocation<D>] extends [never] ? unknown : LocationState) &
  ([HasAddress<D>] extends [never] ? unknown : AddressState);

/** Whether a type's address is edited in its form: the types that keep former addresses (articles, réalisations, opportunités). */
export const hasEditableAddress = (definition: ContentDefinition) =>
  Object.values(definition.fields as Fields).some((f) => f.kind === 'formerSlugs');

export const emptyLocalized = (): LocalizedText => ({ fr: '', en: '', pt: '' });

/** API value (possibly partial) → the three tabs' text. */
export function localizedFrom(value: Partial<Record<Lang, string>> | null | undefined): LocalizedText {
  return { fr: value?.fr ?? '', en: value?.en ?? '', pt: value?.pt ?? '' };
}

export function keywordsText(list: string[] | null | undefined): string {
  return (list ?? []).join(', ');
}

export function keywordsFrom(value: Partial<Record<Lang, string[]>> | null | undefined): LocalizedText {
  return { fr: keywordsText(value?.fr), en: keywordsText(value?.en), pt: keywordsText(value?.pt) };
}

/** The fields a form edits, with their definitions, in the definition's order. */
export function editedFields(definition: ContentDefinition): [string, Field][] {
  return Object.entries(definition.fields as Fields).filter(([, f]) => !f.system);
}

type State = Record<string, unknown>;

function emptyOf(f: Field): unknown {
  switch (f.kind) {
    case 'text':
    case 'richText':
      return f.localized ? emptyLocalized() : '';
    case 'keywords':
      return emptyLocalized();
    case 'altText':
      return f.multiple ? { fr: [], en: [], pt: [] } : emptyLocalized();
    case 'list':
      return [];
    case 'enumeration':
      return f.default ?? '';
    case 'boolean':
      return f.default ?? false;
    case 'integer':
      return f.default === undefined ? '' : String(f.default);
    case 'image':
      return f.multiple ? { existing: [], added: [] } : { current: null, file: null };
    case 'focalPoint':
      return null;
    default:
      return '';
  }
}

/** The empty form: every field blank, enumerations, yes/no and numbers on their default. */
export function emptyState<const D extends ContentDefinition>(definition: D): FormState<D> {
  const state: State = {};
  for (const [name, f] of editedFields(definition)) {
    if (f.kind === 'location') Object.assign(state, { point: null, adresse: '' });
    else state[name] = emptyOf(f);
  }
  if (hasEditableAddress(definition)) state.slug = emptyLocalized();
  return state as FormState<D>;
}

function fromAnswer(f: Field, value: unknown): unknown {
  switch (f.kind) {
    case 'text':
    case 'richText':
      return f.localized ? localizedFrom(value as Partial<LocalizedText>) : String(value ?? '');
    case 'keywords':
      return keywordsFrom(value as Partial<Record<Lang, string[]>>);
    case 'altText': {
      if (!f.multiple) return localizedFrom(value as Partial<LocalizedText>);
      const lists = (value ?? {}) as Partial<Record<Lang, string[]>>;
      return Object.fromEntries(LANGS.map((lang) => [lang, [...(lists[lang] ?? [])]]));
    }
    case 'list':
      return [...((value as string[] | null) ?? [])];
    case 'enumeration':
      // A value the definition does not list (none, or an old one) starts at the default.
      return typeof value === 'string' && f.values.includes(value) ? value : (f.default ?? '');
    case 'integer':
      return value == null ? '' : String(value);
    case 'boolean':
      return value == null ? (f.default ?? false) : value !== false;
    case 'date':
      return f.day ? ((value as string | null) ?? '').slice(0, 10) : isoToLocalInput(value as string | null);
    case 'relation':
      return (value as { _id?: string } | null)?._id ?? '';
    case 'image':
      return f.multiple ? { existing: [...((value as string[] | null) ?? [])], added: [] } : { current: value ?? null, file: null };
    case 'focalPoint':
      return value ?? null;
    default:
      return value;
  }
}

/** The form of an item as the API answers it. */
export function stateFromItem<const D extends ContentDefinition>(definition: D, item: object): FormState<D> {
  const answer = item as Record<string, unknown>;
  const state: State = {};
  for (const [name, f] of editedFields(definition)) {
    if (f.kind === 'location') {
      const localisation = answer[name] as { coordinates?: number[]; adresse?: string | null } | null;
      const c = localisation?.coordinates;
      state.point = Array.isArray(c) && c.length === 2 ? { lng: c[0], lat: c[1] } : null;
      state.adresse = localisation?.adresse ?? '';
    } else state[name] = fromAnswer(f, answer[name]);
  }
  if (hasEditableAddress(definition)) state.slug = localizedFrom(answer.slug as Partial<LocalizedText> | undefined);
  return state as FormState<D>;
}
