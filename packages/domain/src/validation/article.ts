// Article create and edit (docs/product.md §4 and §5).
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import { checkCategories, checkAuteur, compact, onCreate, parseDate, type EditorialContext, type Mode, type Validation } from './common';
import { checkTexteAlternatif, parsePointFocal } from './image-text';
import { checkEditorialTexts, checkEtat, cleanLocalizedFields, requiredLanguages } from './fields';
import { ARTICLE } from '../content/article';
import type { InputOf, ValueOf } from '../content/types';
import type { EtatArticle } from '../states';
import { htmlToText } from '../rich-text';

export const ARTICLE_MESSAGES = { imagePrincipale: frenchMessage('imagePrincipale.required') } as const;
export const ARTICLE_MAX_CATEGORIES = { create: ARTICLE.fields.categories.max, edit: ARTICLE.fields.categories.maxOnEdit } as const;

/** What the article validator reads: every field of the definition a form writes (src/content/article.ts). */
export type ArticleInput = InputOf<typeof ARTICLE>;
/** Keys left out were not sent on edit (unchanged). */
export type ArticleValue = ValueOf<typeof ARTICLE>;

export interface ArticleContext extends EditorialContext {
  hasImage: boolean;
}

export function validateArticle(input: ArticleInput, mode: Mode, ctx: ArticleContext): Validation<ArticleValue> {
  const errors: FieldError[] = [];
  // A draft saves with a title in one language; publishing needs every language and the picture.
  const { etat, requirement } = checkEtat(errors, ARTICLE.fields.etat, input.etat, mode, ctx.etatActuel);
  const publishing = requirement === 'publication';
  const required = requiredLanguages(requirement);
  const value = {
    ...cleanLocalizedFields(ARTICLE, input, mode),
    categories: checkCategories(errors, input.categories, ARTICLE_MAX_CATEGORIES[mode], publishing ? ARTICLE.fields.categories.min : 0),
    secteur: input.secteur === undefined && mode === 'edit' ? undefined : text(input.secteur) || null,
  } as ArticleValue;
  checkEditorialTexts(errors, ARTICLE, value, requirement, htmlToText);
  if (publishing && !ctx.hasImage) errors.push(fieldError('imagePrincipale', 'imagePrincipale.required'));
  checkTexteAlternatif(errors, 'texteAlternatif', value.texteAlternatif, ctx.hasImage, required);
  value.pointFocal = parsePointFocal(errors, input.pointFocal, mode);

  value.etat = etat;
  value.datePublication = articleDate(errors, input.datePublication, value.etat, mode, ctx.now);
  checkAuteur(errors, ctx.hasAuteur);
  return { errors, value: compact(value) };
}

/** planifié needs a date; otherwise a missing date is now on create and unchanged on edit. */
function articleDate(errors: FieldError[], raw: unknown, etat: EtatArticle | undefined, mode: Mode, now: Date): string | undefined {
  const date = parseDate(raw);
  if (date.kind === 'ok') return date.iso;
  if (date.kind === 'invalid' || etat === 'planifié') {
    errors.push(fieldError('datePublication', 'datePublication.required'));
    return undefined;
  }
  return onCreate(mode, now.toISOString());
}
