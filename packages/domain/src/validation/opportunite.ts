// Opportunity create and edit (docs/product.md §4 and §5). The edit form has no etat or date: absent means unchanged.
import type { FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import {
  always,
  checkChoice,
  checkKeywords,
  checkLoc,
  checkMax,
  checkAuteur,
  cleanKeywords,
  cleanLoc,
  cleanText,
  compact,
  onCreate,
  publicationDate,
  requiredTitre,
  type EditorialContext,
  type Loc,
  type Mode,
  type Validation,
  parseDate,
} from './common';
import { checkTexteAlternatif, parsePointFocal, type PointFocal } from './image-text';
import { ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE, type EtatOpportunite, type StatutOpportunite } from '../states';
import { htmlToText } from '../rich-text';

export const OPPORTUNITE_MESSAGES = {
  dateExpiration: frenchMessage('dateExpiration.invalid'),
  image: frenchMessage('image.required'),
  statut: frenchMessage('statut.invalid'),
  categorie: frenchMessage('categorie.max'),
  pays: frenchMessage('pays.max'),
  contact: frenchMessage('contact.max'),
  quantiteDisponible: frenchMessage('quantiteDisponible.max'),
} as const;

const TEXT_LIMITS = { categorie: 50, pays: 100, contact: 100, quantiteDisponible: 100 } as const;

/** The fields input and value share; an edit may leave any of them out. */
interface OpportuniteOptionalFields extends Partial<Record<keyof typeof TEXT_LIMITS, string>> {
  contenu?: Loc;
  motsCles?: Loc<string[]>;
  /** The image's alternative text. */
  texteAlternatif?: Loc;
}

export interface OpportuniteInput extends OpportuniteOptionalFields {
  titre?: Loc;
  description?: Loc;
  statut?: string;
  etat?: string;
  datePublication?: string;
  /** Not in the spec's entity list, but its detail page shows an expiration: optional. */
  dateExpiration?: string;
  pointFocal?: unknown;
}

/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export interface OpportuniteValue extends OpportuniteOptionalFields {
  titre: Loc;
  description: Loc;
  statut?: StatutOpportunite;
  etat?: EtatOpportunite;
  datePublication?: string | null;
  dateExpiration?: string | null;
  pointFocal?: PointFocal | null;
}

export interface OpportuniteContext extends EditorialContext {
  hasImage: boolean;
}

export function validateOpportunite(input: OpportuniteInput, mode: Mode, ctx: OpportuniteContext): Validation<OpportuniteValue> {
  const errors: FieldError[] = [];
  const value: OpportuniteValue = {
    titre: requiredTitre(errors, input.titre),
    description: cleanLoc(input.description, 'create') as Loc,
    contenu: cleanLoc(input.contenu, mode),
    motsCles: cleanKeywords(input.motsCles, mode),
    texteAlternatif: cleanLoc(input.texteAlternatif, mode),
  };
  checkLoc(errors, 'description', value.description, { required: always, max: 5000, text: htmlToText });
  checkLoc(errors, 'contenu', value.contenu, { max: 10000 });
  checkKeywords(errors, value.motsCles);
  for (const field of Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]) {
    value[field] = cleanText(input[field], mode);
    checkMax(errors, field, value[field], TEXT_LIMITS[field], `${field}.max`);
  }
  if (mode === 'create' && !ctx.hasImage) errors.push(fieldError('image', 'image.required'));
  // Titles are required in the three languages, so the three are always saved.
  checkTexteAlternatif(errors, 'texteAlternatif', value.texteAlternatif, ctx.hasImage, always);
  value.pointFocal = parsePointFocal(errors, input.pointFocal, mode);

  value.statut = checkChoice(errors, 'statut', 'statut.invalid', input.statut, STATUTS_OPPORTUNITE, onCreate(mode, 'actif'));
  value.etat = checkChoice(errors, 'etat', 'etat.invalid', input.etat, ETATS_OPPORTUNITE, onCreate(mode, 'brouillon'));
  value.datePublication = publicationDate(errors, input.datePublication, value.etat, mode, ctx.now);
  const expiration = parseDate(input.dateExpiration);
  if (expiration.kind === 'invalid') errors.push(fieldError('dateExpiration', 'dateExpiration.invalid'));
  else if (expiration.kind === 'ok') value.dateExpiration = expiration.iso;
  else if (input.dateExpiration !== undefined || mode === 'create') value.dateExpiration = null;
  checkAuteur(errors, ctx.hasAuteur);
  return { errors, value: compact(value) };
}
