// From form state to what the CMS validators read and to the multipart body the API takes
// (docs/product.md §7, "Multipart field shapes"). Pure: the screens only hold state and call these.
import type { ArticleInput } from '@teranga/domain';
import type { OpportuniteInput } from '@teranga/domain';
import type { PointFocal, RealisationInput } from '@teranga/domain';
import { isoToLocalInput, localInputToIso } from '../ui/dates';
import { CONTENT_LANGS, type Article, type ContentLang, type Localized, type Opportunite, type Point, type Realisation } from './types';

export type Mode = 'create' | 'edit';
export type LocalizedText = Localized<string>;

export const emptyLocalized = (): LocalizedText => ({ fr: '', en: '', pt: '' });

/** API value (possibly partial) → the three tabs' text. */
export function localizedFrom(value: Partial<Record<ContentLang, string>> | null | undefined): LocalizedText {
  return { fr: value?.fr ?? '', en: value?.en ?? '', pt: value?.pt ?? '' };
}

/** Keywords are typed comma-separated: 'a, b,,c ' → ['a', 'b', 'c']. */
export function splitKeywords(typed: string): string[] {
  return typed
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

export function keywordsText(list: string[] | null | undefined): string {
  return (list ?? []).join(', ');
}

export function keywordsFrom(value: Partial<Record<ContentLang, string[]>> | null | undefined): LocalizedText {
  return { fr: keywordsText(value?.fr), en: keywordsText(value?.en), pt: keywordsText(value?.pt) };
}

function keywordLists(typed: LocalizedText): Localized<string[]> {
  return { fr: splitKeywords(typed.fr), en: splitKeywords(typed.en), pt: splitKeywords(typed.pt) };
}

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
export function languageOfPath(path: string, fields?: string[]): ContentLang | null {
  const [field, lang] = path.split('.');
  return (fields === undefined || fields.includes(field)) && (CONTENT_LANGS as readonly string[]).includes(lang)
    ? (lang as ContentLang)
    : null;
}

/** Which languages carry an error, from validator or server paths such as `titre.fr` or `motsCles.pt`. */
export function languagesWithErrors(paths: string[], fields?: string[]): Set<ContentLang> {
  const out = new Set<ContentLang>();
  for (const path of paths) {
    const lang = languageOfPath(path, fields);
    if (lang) out.add(lang);
  }
  return out;
}

/** Kept images (paths from the API), medias of the library and new files of a realisation, in that order. */
export interface ImageSelection {
  existing: string[];
  added: File[];
  chosen?: ChosenMedia[];
}

export interface MapPoint {
  lat: number;
  lng: number;
}

// ---- Realisation ---------------------------------------------------------------------------

export interface RealisationState {
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  resume: LocalizedText;
  motsCles: LocalizedText;
  categories: string[];
  secteur: string;
  annee: string;
  statutLivraison: string;
  etat: string;
  datePublication: string;
  point: MapPoint | null;
  adresse: string;
  images: ImageSelection;
  /** Per language, one text per image in the order shown: kept images, then new ones. */
  textesAlternatifs: Localized<string[]>;
  /** The cover's focal point; null: the centre. */
  pointFocal: PointFocal | null;
}

export function emptyRealisation(): RealisationState {
  return {
    titre: emptyLocalized(),
    description: emptyLocalized(),
    contenu: emptyLocalized(),
    resume: emptyLocalized(),
    motsCles: emptyLocalized(),
    categories: [],
    secteur: '',
    annee: '',
    statutLivraison: 'en cours',
    etat: 'brouillon',
    datePublication: '',
    point: null,
    adresse: '',
    images: { existing: [], added: [] },
    textesAlternatifs: { fr: [], en: [], pt: [] },
    pointFocal: null,
  };
}

/** GeoJSON point of the form, or null when neither a marker nor an address was given. */
export function localisationOf(
  point: MapPoint | null,
  adresse: string,
): Point | { type: 'Point'; coordinates: []; adresse: string } | null {
  if (!point && !adresse.trim()) return null;
  if (!point) return { type: 'Point', coordinates: [], adresse: adresse.trim() };
  return { type: 'Point', coordinates: [point.lng, point.lat], adresse: adresse.trim() };
}

export function realisationInput(state: RealisationState, now: Date): RealisationInput {
  return {
    titre: state.titre,
    description: state.description,
    contenu: state.contenu,
    resume: state.resume,
    motsCles: keywordLists(state.motsCles),
    categories: state.categories,
    secteur: state.secteur,
    annee: state.annee,
    statutLivraison: state.statutLivraison,
    etat: state.etat,
    datePublication: datePublicationToSend(state.etat, state.datePublication, now),
    localisation: localisationOf(state.point, state.adresse) ?? '',
    textesAlternatifs: textesFor(state),
    pointFocal: state.pointFocal,
  };
}

/** The images' texts cut or padded to the images there are (a draft may hold texts of files not chosen again). */
export function textesFor(state: Pick<RealisationState, 'images' | 'textesAlternatifs'>): Localized<string[]> {
  const count = state.images.existing.length + (state.images.chosen?.length ?? 0) + state.images.added.length;
  const fit = (list: string[] | undefined) => Array.from({ length: count }, (_, i) => list?.[i] ?? '');
  return { fr: fit(state.textesAlternatifs.fr), en: fit(state.textesAlternatifs.en), pt: fit(state.textesAlternatifs.pt) };
}

// ---- Article --------------------------------------------------------------------------------

/** A picture of the media library chosen in a form (its `_id` is sent in the image field). */
export interface ChosenMedia {
  _id: string;
  url: string;
  nom: string;
}

/** A main image: the stored path, and the file or the library's media replacing it when one was chosen. */
export interface SingleImage {
  current: string | null;
  file: File | null;
  media?: ChosenMedia | null;
}

export interface ArticleState {
  titre: LocalizedText;
  contenu: LocalizedText;
  resume: LocalizedText;
  motsCles: LocalizedText;
  categories: string[];
  /** Sector id; '' for none. */
  secteur: string;
  etat: string;
  datePublication: string;
  image: SingleImage;
  texteAlternatif: LocalizedText;
  pointFocal: PointFocal | null;
}

export function emptyArticle(): ArticleState {
  return {
    titre: emptyLocalized(),
    contenu: emptyLocalized(),
    resume: emptyLocalized(),
    motsCles: emptyLocalized(),
    categories: [],
    secteur: '',
    etat: 'brouillon',
    datePublication: '',
    image: { current: null, file: null },
    texteAlternatif: emptyLocalized(),
    pointFocal: null,
  };
}

export function articleInput(state: ArticleState, now: Date): ArticleInput {
  return {
    titre: state.titre,
    contenu: state.contenu,
    resume: state.resume,
    motsCles: keywordLists(state.motsCles),
    categories: state.categories,
    secteur: state.secteur,
    etat: state.etat,
    datePublication: datePublicationToSend(state.etat, state.datePublication, now),
    texteAlternatif: state.texteAlternatif,
    pointFocal: state.pointFocal,
  };
}

// ---- Opportunity ----------------------------------------------------------------------------

export interface OpportuniteState {
  titre: LocalizedText;
  description: LocalizedText;
  contenu: LocalizedText;
  motsCles: LocalizedText;
  categorie: string;
  pays: string;
  contact: string;
  quantiteDisponible: string;
  statut: string;
  etat: string;
  datePublication: string;
  /** A date input's value (YYYY-MM-DD); '' for none. */
  dateExpiration: string;
  image: SingleImage;
  texteAlternatif: LocalizedText;
  pointFocal: PointFocal | null;
}

export function emptyOpportunite(): OpportuniteState {
  return {
    titre: emptyLocalized(),
    description: emptyLocalized(),
    contenu: emptyLocalized(),
    motsCles: emptyLocalized(),
    categorie: '',
    pays: '',
    contact: '',
    quantiteDisponible: '',
    statut: 'actif',
    etat: 'brouillon',
    datePublication: '',
    dateExpiration: '',
    image: { current: null, file: null },
    texteAlternatif: emptyLocalized(),
    pointFocal: null,
  };
}

/**
 * Both modes send etat and the publication date, so that a draft can be published and a published
 * offer withdrawn from its form (the server accepts them on edit as on create).
 */
export function opportuniteInput(state: OpportuniteState, now: Date): OpportuniteInput {
  return {
    titre: state.titre,
    description: state.description,
    contenu: state.contenu,
    motsCles: keywordLists(state.motsCles),
    categorie: state.categorie,
    pays: state.pays,
    contact: state.contact,
    quantiteDisponible: state.quantiteDisponible,
    statut: state.statut,
    etat: state.etat,
    datePublication: datePublicationToSend(state.etat, state.datePublication, now),
    dateExpiration: state.dateExpiration,
    texteAlternatif: state.texteAlternatif,
    pointFocal: state.pointFocal,
  };
}

// ---- Multipart ------------------------------------------------------------------------------

/** `titre.fr` (realisation create, docs/product.md §7) or `titre[fr]` (everything else). */
export type NameStyle = 'dotted' | 'bracketed';

export function fieldName(style: NameStyle, field: string, lang: ContentLang): string {
  return style === 'dotted' ? `${field}.${lang}` : `${field}[${lang}]`;
}

function appendLocalized(form: FormData, style: NameStyle, field: string, value: Partial<Record<ContentLang, string>> | undefined): void {
  if (!value) return;
  for (const lang of CONTENT_LANGS) if (value[lang] !== undefined) form.append(fieldName(style, field, lang), value[lang] as string);
}

/**
 * One field per keyword (`motsCles.fr[]`); an empty list is one empty value, so that clearing every
 * keyword of a language on edit is sent rather than read as "unchanged".
 */
function appendKeywords(form: FormData, style: NameStyle, value: Partial<Record<ContentLang, string[]>> | undefined): void {
  if (!value) return;
  for (const lang of CONTENT_LANGS) {
    const list = value[lang] ?? [];
    const name = fieldName(style, 'motsCles', lang);
    if (list.length === 0) form.append(name, '');
    for (const keyword of list) form.append(`${name}[]`, keyword);
  }
}

/**
 * One `name[]` per item; an empty list on edit is one empty `name` value, so that unticking every box
 * is sent rather than read as "unchanged".
 */
function appendList(form: FormData, name: string, list: readonly string[], mode: Mode): void {
  if (list.length === 0 && mode === 'edit') form.append(name, '');
  for (const item of list) form.append(`${name}[]`, item);
}

/** The focal point as JSON; '' (back to the centre) when there is none. */
function appendPointFocal(form: FormData, point: PointFocal | null): void {
  form.append('pointFocal', point ? JSON.stringify(point) : '');
}

function appendScalar(form: FormData, name: string, value: string | number | undefined): void {
  if (value !== undefined) form.append(name, String(value));
}

export function realisationForm(state: RealisationState, mode: Mode, now: Date): FormData {
  const input = realisationInput(state, now);
  const style: NameStyle = mode === 'create' ? 'dotted' : 'bracketed';
  const form = new FormData();
  appendLocalized(form, style, 'titre', input.titre);
  appendLocalized(form, style, 'description', input.description);
  appendLocalized(form, style, 'contenu', input.contenu);
  appendLocalized(form, style, 'resume', input.resume);
  appendKeywords(form, style, input.motsCles);
  appendList(form, 'categories', input.categories ?? [], mode);
  for (const name of ['secteur', 'annee', 'statutLivraison', 'etat', 'datePublication'] as const)
    appendScalar(form, name, input[name] as string | undefined);
  const localisation = localisationOf(state.point, state.adresse);
  // An empty value clears a stored location on edit; on create, nothing means none.
  if (localisation) form.append('localisation', JSON.stringify(localisation));
  else if (mode === 'edit') form.append('localisation', '');
  if (mode === 'edit') form.append('oldImages', JSON.stringify(state.images.existing));
  form.append('textesAlternatifs', JSON.stringify(textesFor(state)));
  appendPointFocal(form, state.pointFocal);
  for (const media of state.images.chosen ?? []) form.append('images', media._id);
  for (const file of state.images.added) form.append('images', file, file.name);
  return form;
}

/** Create and edit send the same fields; a main image is sent only when a new one was chosen. */
export function articleForm(state: ArticleState, now: Date): FormData {
  const input = articleInput(state, now);
  const form = new FormData();
  appendLocalized(form, 'bracketed', 'titre', input.titre);
  appendLocalized(form, 'bracketed', 'contenu', input.contenu);
  appendLocalized(form, 'bracketed', 'resume', input.resume);
  appendKeywords(form, 'bracketed', input.motsCles);
  for (const category of input.categories ?? []) form.append('categories[]', category);
  // Always sent: '' clears the sector on edit.
  form.append('secteur', input.secteur ?? '');
  appendScalar(form, 'etat', input.etat);
  appendScalar(form, 'datePublication', input.datePublication);
  appendLocalized(form, 'bracketed', 'texteAlternatif', state.texteAlternatif);
  appendPointFocal(form, state.pointFocal);
  if (state.image.file) form.append('imagePrincipale', state.image.file, state.image.file.name);
  else if (state.image.media) form.append('imagePrincipale', state.image.media._id);
  return form;
}

export function opportuniteForm(state: OpportuniteState, mode: Mode, now: Date): FormData {
  const input = opportuniteInput(state, now);
  const form = new FormData();
  appendLocalized(form, 'bracketed', 'titre', input.titre);
  appendLocalized(form, 'bracketed', 'description', input.description);
  appendLocalized(form, 'bracketed', 'contenu', input.contenu);
  appendKeywords(form, 'bracketed', input.motsCles);
  for (const name of ['categorie', 'pays', 'contact', 'quantiteDisponible', 'statut', 'etat', 'datePublication'] as const) {
    appendScalar(form, name, input[name]);
  }
  appendScalar(form, 'dateExpiration', input.dateExpiration);
  appendLocalized(form, 'bracketed', 'texteAlternatif', state.texteAlternatif);
  appendPointFocal(form, state.pointFocal);
  if (state.image.file) form.append('image', state.image.file, state.image.file.name);
  else if (state.image.media) form.append('image', state.image.media._id);
  else if (mode === 'edit' && state.image.current) form.append('oldImage', state.image.current);
  return form;
}

// ---- From the API ----------------------------------------------------------------------------

export function realisationState(item: Realisation): RealisationState {
  const coordinates = item.localisation?.coordinates;
  return {
    titre: localizedFrom(item.titre),
    description: localizedFrom(item.description),
    contenu: localizedFrom(item.contenu),
    resume: localizedFrom(item.resume),
    motsCles: keywordsFrom(item.motsCles),
    categories: [...(item.categories ?? [])],
    secteur: item.secteur?._id ?? '',
    annee: item.annee == null ? '' : String(item.annee),
    statutLivraison: item.statutLivraison ?? 'en cours',
    etat: item.etat ?? 'brouillon',
    datePublication: isoToLocalInput(item.datePublication),
    point: Array.isArray(coordinates) && coordinates.length === 2 ? { lng: coordinates[0], lat: coordinates[1] } : null,
    adresse: item.localisation?.adresse ?? '',
    images: { existing: [...(item.images ?? [])], added: [] },
    textesAlternatifs: {
      fr: [...(item.textesAlternatifs?.fr ?? [])],
      en: [...(item.textesAlternatifs?.en ?? [])],
      pt: [...(item.textesAlternatifs?.pt ?? [])],
    },
    pointFocal: item.pointFocal ?? null,
  };
}

export function articleState(item: Article): ArticleState {
  return {
    titre: localizedFrom(item.titre),
    contenu: localizedFrom(item.contenu),
    resume: localizedFrom(item.resume),
    motsCles: keywordsFrom(item.motsCles),
    categories: [...(item.categories ?? [])],
    secteur: item.secteur?._id ?? '',
    etat: item.etat ?? 'brouillon',
    datePublication: isoToLocalInput(item.datePublication),
    image: { current: item.imagePrincipale, file: null },
    texteAlternatif: localizedFrom(item.texteAlternatif),
    pointFocal: item.pointFocal ?? null,
  };
}

export function opportuniteState(item: Opportunite): OpportuniteState {
  return {
    titre: localizedFrom(item.titre),
    description: localizedFrom(item.description),
    contenu: localizedFrom(item.contenu),
    motsCles: keywordsFrom(item.motsCles),
    categorie: item.categorie ?? '',
    pays: item.pays ?? '',
    contact: item.contact ?? '',
    quantiteDisponible: item.quantiteDisponible ?? '',
    statut: item.statut ?? 'actif',
    etat: item.etat ?? 'brouillon',
    datePublication: isoToLocalInput(item.datePublication),
    dateExpiration: item.dateExpiration ? item.dateExpiration.slice(0, 10) : '',
    image: { current: item.image, file: null },
    texteAlternatif: localizedFrom(item.texteAlternatif),
    pointFocal: item.pointFocal ?? null,
  };
}
