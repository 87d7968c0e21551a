// Realisation create and edit (docs/product.md §5): both modes have the same bounds.
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import {
  ARTICLE_CATEGORIES,
  checkCategories,
  checkChoice,
  checkKeywords,
  checkLoc,
  checkAuteur,
  checkYear,
  cleanKeywords,
  cleanLoc,
  compact,
  isBlank,
  onCreate,
  publicationDate,
  requiredTitre,
  type EditorialContext,
  type Loc,
  type Mode,
  type Validation,
} from './common';
import { checkTextesAlternatifs, cleanTextesAlternatifs, parsePointFocal, type PointFocal } from './image-text';
import { ETATS_REALISATION, STATUTS_LIVRAISON, type EtatRealisation, type StatutLivraison } from '../states';
import { htmlToText } from '../rich-text';

export const REALISATION_MESSAGES = {
  secteur: frenchMessage('secteur.required'),
  images: frenchMessage('images.count'),
  statutLivraison: frenchMessage('statutLivraison.invalid'),
  localisation: frenchMessage('localisation.invalid'),
} as const;

export const REALISATION_IMAGES = { min: 1, max: 5 } as const;
const ADRESSE_MAX = 200;

export interface Localisation {
  type: 'Point';
  /** [longitude, latitude] */
  coordinates: [number, number];
  adresse: string;
}

export interface RealisationInput {
  titre?: Loc;
  description?: Loc;
  contenu?: Loc;
  resume?: Loc;
  motsCles?: Loc<string[]>;
  secteur?: string;
  annee?: string | number;
  statutLivraison?: string;
  etat?: string;
  datePublication?: string;
  localisation?: unknown;
  categories?: string[];
  /** Per language, the images' alternative texts in their order (kept images, then new ones). */
  textesAlternatifs?: unknown;
  pointFocal?: unknown;
}

/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export interface RealisationValue {
  titre: Loc;
  description?: Loc;
  contenu?: Loc;
  resume?: Loc;
  motsCles?: Loc<string[]>;
  secteur: string;
  annee?: number;
  statutLivraison?: StatutLivraison;
  etat?: EtatRealisation;
  datePublication?: string | null;
  localisation?: Localisation | null;
  categories?: string[];
  textesAlternatifs?: Loc<string[]>;
  /** The cover's focal point. */
  pointFocal?: PointFocal | null;
}

export interface RealisationContext extends EditorialContext {
  /** Images kept plus images added, as the HTTP layer counts them. */
  imageCount: number;
  secteurExists: boolean;
}

export function validateRealisation(input: RealisationInput, mode: Mode, ctx: RealisationContext): Validation<RealisationValue> {
  const errors: FieldError[] = [];
  const value: RealisationValue = {
    titre: requiredTitre(errors, input.titre),
    description: cleanLoc(input.description, mode),
    contenu: cleanLoc(input.contenu, mode),
    resume: cleanLoc(input.resume, mode),
    motsCles: cleanKeywords(input.motsCles, mode),
    secteur: text(input.secteur),
  };
  checkLoc(errors, 'description', value.description, { max: 500 });
  checkLoc(errors, 'contenu', value.contenu, { max: 10000, text: htmlToText });
  checkLoc(errors, 'resume', value.resume, { max: 500 });
  checkKeywords(errors, value.motsCles);

  if (!value.secteur || !ctx.secteurExists) errors.push(fieldError('secteur', 'secteur.required'));
  if (!(ctx.imageCount >= REALISATION_IMAGES.min && ctx.imageCount <= REALISATION_IMAGES.max)) {
    errors.push(fieldError('images', 'images.count'));
  }
  value.annee = checkYear(errors, input.annee, ctx.now);
  value.statutLivraison = checkChoice(
    errors,
    'statutLivraison',
    'statutLivraison.invalid',
    input.statutLivraison,
    STATUTS_LIVRAISON,
    onCreate(mode, 'en cours'),
  );
  value.etat = checkChoice(errors, 'etat', 'etat.invalid', input.etat, ETATS_REALISATION, onCreate(mode, 'brouillon'));
  value.datePublication = publicationDate(errors, input.datePublication, value.etat, mode, ctx.now);
  value.localisation = parseLocalisation(errors, input.localisation, mode);
  // Optional, from the articles' list (the site's sector filters match them), each once.
  value.categories =
    input.categories === undefined && mode === 'edit' ? undefined : checkCategories(errors, input.categories, ARTICLE_CATEGORIES.length, 0);
  // The three titles are required, so the three languages are always saved; the cover's text is required.
  value.textesAlternatifs = cleanTextesAlternatifs(input.textesAlternatifs, ctx.imageCount, mode);
  checkTextesAlternatifs(errors, value.textesAlternatifs, ctx.imageCount, () => ctx.imageCount > 0);
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
