// Opportunity create and edit (docs/product.md §4 and §5). The edit form has no etat or date: absent means unchanged.
import type { FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import { checkAuteur, compact, publicationDate, type EditorialContext, type Mode, type Validation, parseDate } from './common';
import { checkTexteAlternatif, parsePointFocal } from './image-text';
import { checkEditorialTexts, checkEnumeration, checkEtat, checkSharedTexts, cleanLocalizedFields, requiredLanguages } from './fields';
import { OPPORTUNITE } from '../content/opportunite';
import type { InputOf, ValueOf } from '../content/types';
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

/** What the opportunity validator reads (src/content/opportunite.ts); the image travels as a file. */
export type OpportuniteInput = InputOf<typeof OPPORTUNITE>;
/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export type OpportuniteValue = ValueOf<typeof OPPORTUNITE>;

export interface OpportuniteContext extends EditorialContext {
  hasImage: boolean;
}

export function validateOpportunite(input: OpportuniteInput, mode: Mode, ctx: OpportuniteContext): Validation<OpportuniteValue> {
  const errors: FieldError[] = [];
  // A draft saves with a title in one language; publishing needs every language and the picture.
  const { etat, requirement } = checkEtat(errors, OPPORTUNITE.fields.etat, input.etat, mode, ctx.etatActuel);
  const value = cleanLocalizedFields(OPPORTUNITE, input, mode) as OpportuniteValue;
  checkEditorialTexts(errors, OPPORTUNITE, value, requirement, htmlToText);
  checkSharedTexts(errors, OPPORTUNITE, input, mode, value);
  if (requirement === 'publication' && !ctx.hasImage) errors.push(fieldError('image', 'image.required'));
  checkTexteAlternatif(errors, 'texteAlternatif', value.texteAlternatif, ctx.hasImage, requiredLanguages(requirement));
  value.pointFocal = parsePointFocal(errors, input.pointFocal, mode);

  value.statut = checkEnumeration(errors, 'statut', OPPORTUNITE.fields.statut, input.statut, mode);
  value.etat = etat;
  value.datePublication = publicationDate(errors, input.datePublication, value.etat, mode, ctx.now);
  const expiration = parseDate(input.dateExpiration);
  if (expiration.kind === 'invalid') errors.push(fieldError('dateExpiration', 'dateExpiration.invalid'));
  else if (expiration.kind === 'ok') value.dateExpiration = expiration.iso;
  else if (input.dateExpiration !== undefined || mode === 'create') value.dateExpiration = null;
  checkAuteur(errors, ctx.hasAuteur);
  return { errors, value: compact(value) };
}
