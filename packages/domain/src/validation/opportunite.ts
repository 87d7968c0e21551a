// Opportunity create and edit (docs/product.md §4 and §5). The edit form has no etat or date: absent means unchanged.
import type { FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import {
  always, checkChoice, checkKeywords, checkLoc, checkMax, checkUser, cleanKeywords, cleanLoc, cleanText, compact,
  onCreate, publicationDate, type Loc, type Mode, type Validation, parseDate,
} from './common';
import { ETATS_OPPORTUNITE, STATUTS_OPPORTUNITE, type EtatOpportunite, type StatutOpportunite } from '../states';

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

export interface OpportuniteInput {
  titre?: Loc;
  description?: Loc;
  contenu?: Loc;
  motsCles?: Loc<string[]>;
  categorie?: string;
  pays?: string;
  contact?: string;
  quantiteDisponible?: string;
  statut?: string;
  etat?: string;
  datePublication?: string;
  /** Not in the spec's entity list, but its detail page shows an expiration: optional. */
  dateExpiration?: string;
}

/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export interface OpportuniteValue {
  titre: Loc;
  description: Loc;
  contenu?: Loc;
  motsCles?: Loc<string[]>;
  categorie?: string;
  pays?: string;
  contact?: string;
  quantiteDisponible?: string;
  statut?: StatutOpportunite;
  etat?: EtatOpportunite;
  datePublication?: string | null;
  dateExpiration?: string | null;
}

export interface OpportuniteContext {
  now: Date;
  hasImage: boolean;
  hasUser: boolean;
}

export function validateOpportunite(input: OpportuniteInput, mode: Mode, ctx: OpportuniteContext): Validation<OpportuniteValue> {
  const errors: FieldError[] = [];
  const value: OpportuniteValue = {
    titre: cleanLoc(input.titre, 'create') as Loc,
    description: cleanLoc(input.description, 'create') as Loc,
    contenu: cleanLoc(input.contenu, mode),
    motsCles: cleanKeywords(input.motsCles, mode),
  };
  checkLoc(errors, 'titre', value.titre, { required: always, max: 150 });
  checkLoc(errors, 'description', value.description, { required: always, max: 5000 });
  checkLoc(errors, 'contenu', value.contenu, { max: 10000 });
  checkKeywords(errors, value.motsCles);
  for (const field of Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]) {
    value[field] = cleanText(input[field], mode);
    checkMax(errors, field, value[field], TEXT_LIMITS[field], `${field}.max`);
  }
  if (mode === 'create' && !ctx.hasImage) errors.push(fieldError('image', 'image.required'));

  value.statut = checkChoice(errors, 'statut', 'statut.invalid', input.statut, STATUTS_OPPORTUNITE, onCreate(mode, 'actif'));
  value.etat = checkChoice(errors, 'etat', 'etat.invalid', input.etat, ETATS_OPPORTUNITE, onCreate(mode, 'brouillon'));
  value.datePublication = publicationDate(errors, input.datePublication, value.etat, mode, ctx.now);
  const expiration = parseDate(input.dateExpiration);
  if (expiration.kind === 'invalid') errors.push(fieldError('dateExpiration', 'dateExpiration.invalid'));
  else if (expiration.kind === 'ok') value.dateExpiration = expiration.iso;
  else if (input.dateExpiration !== undefined || mode === 'create') value.dateExpiration = null;
  checkUser(errors, ctx.hasUser);
  return { errors, value: compact(value) };
}
