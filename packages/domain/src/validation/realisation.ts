// Realisation create and edit (docs/product.md §5): both modes have the same bounds.
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import {
  checkCategories,
  checkAuteur,
  checkYear,
  compact,
  isBlank,
  onCreate,
  publicationDate,
  type EditorialContext,
  type Mode,
  type Validation,
} from './common';
import { checkTextesAlternatifs, cleanTextesAlternatifs, parsePointFocal } from './image-text';
import { checkEditorialTexts, checkEnumeration, checkEtat, cleanLocalizedFields } from './fields';
import { REALISATION } from '../content/realisation';
import type { InputOf, Localisation, ValueOf } from '../content/types';
import { htmlToText } from '../rich-text';

export const REALISATION_MESSAGES = {
  secteur: frenchMessage('secteur.required'),
  images: frenchMessage('images.count'),
  statutLivraison: frenchMessage('statutLivraison.invalid'),
  localisation: frenchMessage('localisation.invalid'),
} as const;

export const REALISATION_IMAGES = { min: REALISATION.fields.images.min, max: REALISATION.fields.images.max } as const;
const ADRESSE_MAX = 200;

export type { Localisation };

/** What the realisation validator reads (src/content/realisation.ts); the images travel as files. */
export type RealisationInput = InputOf<typeof REALISATION>;
/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export type RealisationValue = ValueOf<typeof REALISATION>;

export interface RealisationContext extends EditorialContext {
  /** Images kept plus images added, as the HTTP layer counts them. */
  imageCount: number;
  secteurExists: boolean;
}

export function validateRealisation(input: RealisationInput, mode: Mode, ctx: RealisationContext): Validation<RealisationValue> {
  const errors: FieldError[] = [];
  // A draft saves with a title in one language; publishing needs every language, the sector and the pictures.
  const { etat, requirement } = checkEtat(errors, REALISATION.fields.etat, input.etat, mode, ctx.etatActuel);
  const publishing = requirement === 'publication';
  // A draft without a sector has none (null); on edit an absent one is unchanged.
  const secteur = text(input.secteur) || (input.secteur === undefined && mode === 'edit' ? undefined : null);
  const value = { ...cleanLocalizedFields(REALISATION, input, mode), secteur } as RealisationValue;
  checkEditorialTexts(errors, REALISATION, value, requirement, htmlToText);

  if (secteur ? !ctx.secteurExists : publishing) errors.push(fieldError('secteur', 'secteur.required'));
  const minImages = publishing ? REALISATION_IMAGES.min : 0;
  if (!(ctx.imageCount >= minImages && ctx.imageCount <= REALISATION_IMAGES.max)) {
    errors.push(fieldError('images', 'images.count'));
  }
  // A draft may leave the year blank (stored null, answered null).
  value.annee = checkYear(errors, input.annee, ctx.now, publishing) as number;
  value.statutLivraison = checkEnumeration(errors, 'statutLivraison', REALISATION.fields.statutLivraison, input.statutLivraison, mode);
  value.etat = etat;
  value.datePublication = publicationDate(errors, input.datePublication, value.etat, mode, ctx.now);
  value.localisation = parseLocalisation(errors, input.localisation, mode);
  const categories = REALISATION.fields.categories;
  value.categories =
    input.categories === undefined && mode === 'edit'
      ? undefined
      : checkCategories(errors, input.categories, categories.max, categories.min);
  // The cover's text is required to publish.
  value.textesAlternatifs = cleanTextesAlternatifs(input.textesAlternatifs, ctx.imageCount, mode);
  checkTextesAlternatifs(errors, value.textesAlternatifs, ctx.imageCount, () => publishing && ctx.imageCount > 0);
  value.pointFocal = parsePointFocal(errors, input.pointFocal, mode);
  checkAuteur(errors, ctx.hasAuteur);
  return { errors, value: compact(value) };
}

/**
 * Optional point: an object or its JSON text. Blank, null or a point with neither coordinates nor address
 * gives null (no location); absent on edit gives undefined (unchanged).
 */
export function parseLocalisation(errors: FieldError[], raw: unknown, mode: Mode): Localisation | null | undefined {
  if (raw === undefined) return onCreate(mode, null);
  const point = typeof raw === 'string' ? parseJson(raw) : raw;
  if (point === null || isEmptyPoint(point)) return null;
  const localisation = toPoint(point);
  if (!localisation) errors.push(fieldError('localisation', 'localisation.invalid'));
  return localisation ?? undefined;
}

function parseJson(s: string): unknown {
  if (isBlank(s)) return null;
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function isEmptyPoint(p: unknown): boolean {
  if (!isRecord(p)) return false;
  const noCoordinates = p.coordinates == null || (Array.isArray(p.coordinates) && p.coordinates.length === 0);
  return noCoordinates && isBlank(p.adresse);
}

function toPoint(p: unknown): Localisation | null {
  if (!isRecord(p) || p.type !== 'Point' || !Array.isArray(p.coordinates) || p.coordinates.length !== 2) return null;
  const [lng, lat] = p.coordinates.map(toNumber);
  const adresse = p.adresse == null ? '' : p.adresse;
  if (!(Math.abs(lng) <= 180 && Math.abs(lat) <= 90) || typeof adresse !== 'string') return null;
  if (adresse.trim().length > ADRESSE_MAX) return null;
  return { type: 'Point', coordinates: [lng, lat], adresse: adresse.trim() };
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  return typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
}
