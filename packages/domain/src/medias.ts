// The media library ("Médiathèque", docs/product.md §2): one stored picture, described once (alternative
// texts per language, focal point, credit), reused by any item. Pure rules and shapes, shared by the CMS,
// which enforces them, and the back-office.
import { LANGS } from './languages';
import { text, type FieldError } from './field-errors';
import { fieldError } from './messages';
import { inScope, scopeFor, type Caller } from './access';
import { parsePointFocal, TEXTE_ALTERNATIF_MAX, type PointFocal } from './validation/image-text';
import type { Loc, Mode } from './validation/common';
import type { ImageType } from './image-type';

export const NOM_MEDIA_MAX = 150;
export const CREDIT_MAX = 200;
/** The values of the list's `type` filter and of a media's `type`: the detected type of the stored file. */
export const TYPES_MEDIA = ['jpeg', 'png', 'webp'] as const;
export type TypeMedia = (typeof TYPES_MEDIA)[number];
const TYPE_OF_MIME: Record<ImageType, TypeMedia> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
/** A stored file's type, from the MIME type the upload checks detected. */
export const typeOfMime = (mime: string | null | undefined): TypeMedia | null =>
  mime && Object.prototype.hasOwnProperty.call(TYPE_OF_MIME, mime) ? TYPE_OF_MIME[mime as ImageType] : null;

/**
 * What a picture is, for the library's filter and the pickers' default (photos for articles, projects and
 * opportunities, logos for partners). Stored when someone says it (the library's panel, an upload through
 * a form's field); until then read from its uses: a picture a partner uses (live or in the corbeille) is a
 * logo, any other a photo. So the pictures stored before the field existed need no migration.
 */
export const NATURES_MEDIA = ['photo', 'logo'] as const;
export type NatureMedia = (typeof NATURES_MEDIA)[number];
const isNature = (value: unknown): value is NatureMedia => (NATURES_MEDIA as readonly unknown[]).includes(value);

/** Where a media is used: the item's type, its `_id` and its French title (a partner's name). */
export interface Utilisation {
  type: 'article' | 'realisation' | 'opportunite' | 'partenaire';
  id: string;
  titre: string;
  /** True when the use is an item in the corbeille (kept until it is erased). */
  corbeille?: boolean;
}

/** One media of the library, as GET /medias and /medias/{id} answer it. */
export interface MediathequeElement {
  _id: string;
  url: string;
  nom: string;
  type: TypeMedia | null;
  /** Photo or logo: as stored, or read from its uses (NATURES_MEDIA). */
  nature: NatureMedia;
  largeur: number | null;
  hauteur: number | null;
  /** Bytes. */
  taille: number;
  formats: Record<string, { url: string; width: number; height: number }>;
  texteAlternatif: { fr: string; en: string; pt: string };
  pointFocal: PointFocal | null;
  credit: string;
  /** The uploader's documentId (null once the account is deleted). */
  auteur: string | null;
  dateCreation: string | null;
  /** The uses the caller may read (the access scope). */
  utilisations: Utilisation[];
  /** How many other items use it (items the caller may not read), counted but not named. */
  autresUtilisations: number;
}

export interface MediaInput {
  nom?: unknown;
  texteAlternatif?: unknown;
  pointFocal?: unknown;
  credit?: unknown;
  nature?: unknown;
}

export interface MediaValue {
  nom?: string;
  texteAlternatif?: Loc;
  pointFocal?: PointFocal | null;
  credit?: string;
  nature?: NatureMedia;
}

/**
 * A media's description: every field optional; on edit only what is sent changes. A sent name may not be
 * blank (the grid shows it); texts at most 150 characters per language, credit at most 200.
 */
export function validateMedia(input: MediaInput, mode: Mode): { errors: FieldError[]; value: MediaValue } {
  const errors: FieldError[] = [];
  const value: MediaValue = {};
  if (input.nom !== undefined) {
    const nom = text(input.nom);
    if (!nom && mode === 'edit') errors.push(fieldError('nom', 'nom.required'));
    else if (nom.length > NOM_MEDIA_MAX) errors.push(fieldError('nom', 'nom.max', { max: NOM_MEDIA_MAX }));
    if (nom) value.nom = nom;
  }
  if (input.texteAlternatif !== undefined) {
    const raw =
      input.texteAlternatif && typeof input.texteAlternatif === 'object' ? (input.texteAlternatif as Record<string, unknown>) : {};
    const texts: Loc = {};
    for (const lang of LANGS) {
      if (raw[lang] === undefined) continue;
      const s = text(raw[lang]);
      if (s.length > TEXTE_ALTERNATIF_MAX)
        errors.push(fieldError(`texteAlternatif.${lang}`, 'texteAlternatif.max', { lang, max: TEXTE_ALTERNATIF_MAX }));
      texts[lang] = s;
    }
    value.texteAlternatif = texts;
  }
  const point = parsePointFocal(errors, input.pointFocal, 'edit');
  if (point !== undefined) value.pointFocal = point;
  if (input.credit !== undefined) {
    const credit = text(input.credit);
    if (credit.length > CREDIT_MAX) errors.push(fieldError('credit', 'credit.max', { max: CREDIT_MAX }));
    value.credit = credit;
  }
  if (input.nature !== undefined) {
    if (isNature(input.nature)) value.nature = input.nature;
    else errors.push(fieldError('nature', 'media.nature', { list: NATURES_MEDIA.join(', ') }));
  }
  return { errors, value };
}

export interface MediaFilters {
  type?: TypeMedia;
  nature?: NatureMedia;
  nonUtilises: boolean;
}

/** The list's own filters (`type`, `nature`, `nonUtilises`), beside the common list parameters. */
export function parseMediaFilters(query: Record<string, unknown> | null | undefined): { errors: FieldError[]; value: MediaFilters } {
  const errors: FieldError[] = [];
  const value: MediaFilters = { nonUtilises: false };
  const own = (name: string) => query != null && Object.prototype.hasOwnProperty.call(query, name);
  if (own('type')) {
    const type = query!.type;
    if (type === '' || type === undefined) {
      // An empty filter is no filter, as the other lists' selects send it.
    } else if (typeof type === 'string' && (TYPES_MEDIA as readonly string[]).includes(type)) value.type = type as TypeMedia;
    else errors.push(fieldError('type', 'liste.valeur', { name: 'type' }));
  }
  if (own('nature')) {
    const nature = query!.nature;
    if (isNature(nature)) value.nature = nature;
    else if (nature !== '' && nature !== undefined) errors.push(fieldError('nature', 'liste.valeur', { name: 'nature' }));
  }
  if (own('nonUtilises')) {
    const flag = query!.nonUtilises;
    if (flag === 'true') value.nonUtilises = true;
    else if (flag !== 'false' && flag !== '') errors.push(fieldError('nonUtilises', 'liste.valeur', { name: 'nonUtilises' }));
  }
  return { errors, value };
}

/** Why a media's texts or file may not be changed by a caller. */
export type MediaChangeRefusal = { code: 'media.forbidden' } | { code: 'media.usedElsewhere'; count: number };

/**
 * Every staff member uses every media (the access scope, `scopeFor(…, 'medias', …)`); its texts and file
 * are changed by administrators, and by the adviser who uploaded it while every item using it is one they
 * may change: a change reaches each use's pages, so it may not reach pages its author could not edit
 * (`usedElsewhere`: how many live items using it are outside the caller's `update` scope).
 */
export function mediaChangeRefusal(
  user: Caller | null | undefined,
  media: { auteur?: { documentId?: string } | string | null },
  usedElsewhere: number,
): MediaChangeRefusal | null {
  const auteur = typeof media.auteur === 'string' ? media.auteur : (media.auteur?.documentId ?? null);
  if (!inScope(scopeFor(user, 'medias', 'update'), { auteur })) return { code: 'media.forbidden' };
  if (usedElsewhere > 0) return { code: 'media.usedElsewhere', count: usedElsewhere };
  return null;
}

export const canChangeMedia = (
  user: Caller | null | undefined,
  media: { auteur?: { documentId?: string } | string | null },
  usedElsewhere: number,
) => mediaChangeRefusal(user, media, usedElsewhere) === null;
