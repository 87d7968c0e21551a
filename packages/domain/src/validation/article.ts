// Article create and edit (docs/product.md §4 and §5).
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage } from '../messages';
import {
  always,
  checkCategories,
  checkChoice,
  checkKeywords,
  checkLoc,
  checkAuteur,
  cleanKeywords,
  cleanLoc,
  compact,
  onCreate,
  parseDate,
  type EditorialContext,
  type Loc,
  type Mode,
  type Validation,
} from './common';
import type { Lang } from '../languages';
import { checkTexteAlternatif, parsePointFocal, type PointFocal } from './image-text';
import { ETATS_ARTICLE, type EtatArticle } from '../states';
import { htmlToText } from '../rich-text';

export const ARTICLE_MESSAGES = { imagePrincipale: frenchMessage('imagePrincipale.required') } as const;
export const ARTICLE_MAX_CATEGORIES = { create: 3, edit: 4 } as const;

export interface ArticleInput {
  titre?: Loc;
  contenu?: Loc;
  resume?: Loc;
  motsCles?: Loc<string[]>;
  categories?: string[];
  etat?: string;
  datePublication?: string;
  secteur?: string;
  /** The main image's alternative text. */
  texteAlternatif?: Loc;
  pointFocal?: unknown;
}

/** Keys left out were not sent on edit (unchanged). */
export interface ArticleValue {
  titre: Loc;
  contenu: Loc;
  resume?: Loc;
  motsCles?: Loc<string[]>;
  categories: string[];
  etat?: EtatArticle;
  datePublication?: string;
  /** Sector document id; null when none. */
  secteur?: string | null;
  texteAlternatif?: Loc;
  pointFocal?: PointFocal | null;
}

export interface ArticleContext extends EditorialContext {
  hasImage: boolean;
}

export function validateArticle(input: ArticleInput, mode: Mode, ctx: ArticleContext): Validation<ArticleValue> {
  const errors: FieldError[] = [];
  // On edit only French is required; a given translation still follows the bounds.
  const required = mode === 'create' ? always : (lang: Lang) => lang === 'fr';
  const value: ArticleValue = {
    titre: cleanLoc(input.titre, mode) ?? {},
    contenu: cleanLoc(input.contenu, mode) ?? {},
    resume: cleanLoc(input.resume, mode),
    motsCles: cleanKeywords(input.motsCles, mode),
    categories: checkCategories(errors, input.categories, ARTICLE_MAX_CATEGORIES[mode]),
    secteur: input.secteur === undefined && mode === 'edit' ? undefined : text(input.secteur) || null,
    texteAlternatif: cleanLoc(input.texteAlternatif, mode),
  };
  checkLoc(errors, 'titre', value.titre, { required, min: 10, max: 120 });
  checkLoc(errors, 'contenu', value.contenu, { required, min: 100, max: 10000, text: htmlToText });
  checkLoc(errors, 'resume', value.resume, { max: 200 });
  checkKeywords(errors, value.motsCles);
  if (mode === 'create' && !ctx.hasImage) errors.push(fieldError('imagePrincipale', 'imagePrincipale.required'));
  // The languages being saved: the required ones, and on edit every language the article is written in.
  checkTexteAlternatif(
    errors,
    'texteAlternatif',
    value.texteAlternatif,
    ctx.hasImage,
    (lang) => required(lang) || Boolean(value.titre[lang]),
  );
  value.pointFocal = parsePointFocal(errors, input.pointFocal, mode);

  value.etat = checkChoice(errors, 'etat', 'etat.invalid', input.etat, ETATS_ARTICLE, onCreate(mode, 'brouillon'));
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
