// Shared building blocks of the back-office validators (docs/product.md §5). Pure: no Strapi, no I/O.
import { LANGS, type Lang, type Loc } from '../languages';
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage, type MessageCode } from '../messages';
import { ARTICLE_CATEGORIES } from '../states';

export type { FieldError } from '../field-errors';
export type { Loc } from '../languages';
export type Mode = 'create' | 'edit';
export type Validation<T> = { errors: FieldError[]; value: T };

/**
 * What a save of an editorial item must satisfy (docs/product.md, "Brouillons et publication"): a draft
 * (or a scheduled item, checked again when its time comes) saves with what is there, as long as it has a
 * title in one language; a published item is complete in every language.
 */
export type Requirement = 'brouillon' | 'publication';

/** The requirement of the etat a save leaves the item in. */
export const requirementOf = (etat: string | undefined): Requirement => (etat === 'publié' ? 'publication' : 'brouillon');

export const MESSAGES = {
  date: frenchMessage('datePublication.required'),
  etat: frenchMessage('etat.invalid'),
  auteur: frenchMessage('auteur.unknown'),
  anneeRequired: frenchMessage('annee.required'),
  anneeInvalid: frenchMessage('annee.invalid'),
  categoriesMin: frenchMessage('categories.min'),
  categoriesMax: (max: number) => frenchMessage('categories.max', { max }),
  categoriesInvalid: (bad: string[]) => frenchMessage('categories.invalid', { list: bad.join(', ') }),
  categoriesUnique: frenchMessage('categories.unique'),
} as const;

export const KEYWORD_MAX = 30;
export { ARTICLE_CATEGORIES } from '../states';

export type LocField = 'titre' | 'description' | 'contenu' | 'resume';

export const locMessages = {
  required: (field: LocField, lang: Lang) => frenchMessage(`${field}.required`, { lang }),
  max: (field: LocField, lang: Lang, max: number) => frenchMessage(`${field}.max`, { lang, max }),
  between: (field: LocField, lang: Lang, min: number, max: number) => frenchMessage(`${field}.between`, { lang, min, max }),
  keyword: (keyword: string, lang: Lang) => frenchMessage('motsCles.max', { keyword, lang, max: KEYWORD_MAX }),
};

/** `value` on create, nothing on edit: an absent field on edit means "unchanged". */
export function onCreate<T>(mode: Mode, value: T): T | undefined {
  return mode === 'create' ? value : undefined;
}

export function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || text(raw) === '';
}

/** Trimmed text; undefined on edit when the field was not sent. */
export function cleanText(raw: unknown, mode: Mode): string | undefined {
  return raw === undefined && mode === 'edit' ? undefined : text(raw);
}

function asObject(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/** Trimmed strings of a list; a lone string counts as a one-item list (`split` cuts it on commas). */
export function cleanList(raw: unknown, split = false): string[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? (split ? raw.split(',') : [raw]) : [];
  return items.map(text).filter(Boolean);
}

/**
 * A per-language object. On create every language is present ('' or [] when missing); on edit only the
 * languages that were sent, and undefined when the whole field was not sent.
 */
export function cleanLoc(raw: unknown, mode: Mode): Loc | undefined {
  return mapLoc(raw, mode, text, '');
}

export function cleanKeywords(raw: unknown, mode: Mode): Loc<string[]> | undefined {
  return mapLoc(raw, mode, (v) => cleanList(v, true), []);
}

function mapLoc<T>(raw: unknown, mode: Mode, clean: (v: unknown) => T, empty: T): Loc<T> | undefined {
  if (raw === undefined && mode === 'edit') return undefined;
  const source = asObject(raw);
  const out: Loc<T> = {};
  for (const lang of LANGS) {
    if (source[lang] !== undefined) out[lang] = clean(source[lang]);
    else if (mode === 'create') out[lang] = empty;
  }
  return out;
}

export interface LocRule {
  required?: (lang: Lang) => boolean;
  min?: number;
  max: number;
  /**
   * Formatted text: presence and bounds count the text a reader sees (`htmlToText`), not the markup.
   * Passed in by the validators of formatted text, so the others never load the HTML parser in the browser.
   */
  text?: (value: string | undefined) => string;
}

export const always = (): boolean => true;

/** Per-language presence and length checks; a given language follows the bounds even when not required. */
export function checkLoc(errors: FieldError[], field: LocField, value: Loc | undefined, rule: LocRule): void {
  for (const lang of LANGS) {
    const s = rule.text ? rule.text(value?.[lang]) : (value?.[lang] ?? '');
    const path = `${field}.${lang}`;
    if (!s) {
      if (rule.required?.(lang)) errors.push(fieldError(path, `${field}.required`, { lang }));
    } else if (rule.min !== undefined && (s.length < rule.min || s.length > rule.max)) {
      errors.push(fieldError(path, `${field}.between`, { lang, min: rule.min, max: rule.max }));
    } else if (s.length > rule.max) {
      errors.push(fieldError(path, `${field}.max`, { lang, max: rule.max }));
    }
  }
}

/** What the HTTP layer tells every editorial validation: the clock, and whether the author is known. */
export interface EditorialContext {
  now: Date;
  hasAuteur: boolean;
  /** On edit, the stored etat, when the save does not send one (a form without the field). */
  etatActuel?: string;
}

/** Opportunity and realisation titles: the three languages are always sent (even on edit), each required, 150 at most. */
export function requiredTitre(errors: FieldError[], raw: unknown): Loc {
  const titre = cleanLoc(raw, 'create') as Loc;
  checkLoc(errors, 'titre', titre, { required: always, max: 150 });
  return titre;
}

export function checkKeywords(errors: FieldError[], value: Loc<string[]> | undefined): void {
  for (const lang of LANGS) {
    for (const keyword of value?.[lang] ?? []) {
      if (keyword.length > KEYWORD_MAX) errors.push(fieldError(`motsCles.${lang}`, 'motsCles.max', { keyword, lang, max: KEYWORD_MAX }));
    }
  }
}

export function checkMax(errors: FieldError[], path: string, value: string | undefined, max: number, code: MessageCode): void {
  if (value !== undefined && value.length > max) errors.push(fieldError(path, code, { max }));
}

function normalizeChoice(value: unknown): string {
  return text(value).toLowerCase().normalize('NFC');
}

/**
 * One of `allowed`, matched without regard to case, surrounding spaces or Unicode form (' Publié ' gives 'publié').
 * A blank input gives `fallback` (pass `onCreate(mode, default)`); an unknown one adds the message `code` at `path`.
 */
export function checkChoice<T extends string>(
  errors: FieldError[],
  path: string,
  code: MessageCode,
  raw: unknown,
  allowed: readonly T[],
  fallback: T | undefined,
): T | undefined {
  if (isBlank(raw)) return fallback;
  const wanted = normalizeChoice(raw);
  const match = allowed.find((choice) => normalizeChoice(choice) === wanted);
  if (!match) errors.push(fieldError(path, code));
  return match;
}

export function checkAuteur(errors: FieldError[], hasAuteur: boolean): void {
  if (!hasAuteur) errors.push(fieldError('auteur', 'auteur.unknown'));
}

export type ParsedDate = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; iso: string };

// A date input (2024-06-01), a datetime-local input (2024-06-01T10:00) or a full ISO 8601 string.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Only ISO-like strings (or Date objects) are dates; impossible days such as 2024-02-30 are refused. */
export function parseDate(raw: unknown): ParsedDate {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? { kind: 'invalid' } : { kind: 'ok', iso: raw.toISOString() };
  if (isBlank(raw)) return { kind: 'empty' };
  const s = text(raw);
  const m = ISO_DATE.exec(s);
  if (!m) return { kind: 'invalid' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  const time = new Date(s).getTime();
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || Number.isNaN(time)) return { kind: 'invalid' };
  return { kind: 'ok', iso: new Date(time).toISOString() };
}

/**
 * Realisation and opportunity date (docs/product.md §4): a given date must be valid; an empty one is now when
 * the item is published, else null on create and unchanged (undefined) on edit.
 */
export function publicationDate(
  errors: FieldError[],
  raw: unknown,
  etat: string | undefined,
  mode: Mode,
  now: Date,
): string | null | undefined {
  const date = parseDate(raw);
  if (date.kind === 'invalid') {
    errors.push(fieldError('datePublication', 'datePublication.required'));
    return undefined;
  }
  if (date.kind === 'ok') return date.iso;
  if (etat === 'publié') return now.toISOString();
  return onCreate(mode, null);
}

/**
 * Year of completion: an integer from 1900 to the current year + 5 (UTC year of `now`); required when
 * `required`, else a blank one is none (null).
 */
export function checkYear(errors: FieldError[], raw: unknown, now: Date, required = true): number | null | undefined {
  if (isBlank(raw)) {
    if (!required) return null;
    errors.push(fieldError('annee', 'annee.required'));
    return undefined;
  }
  const s = text(raw);
  const year = /^-?\d+$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(year) || year < 1900 || year > now.getUTCFullYear() + 5) {
    errors.push(fieldError('annee', 'annee.invalid'));
    return undefined;
  }
  return year;
}

/**
 * Article (and realisation) categories: `min` (1 by default) to `max`, unique, from ARTICLE_CATEGORIES (matched like checkChoice, stored in the
 * list's own spelling). Several messages may apply at once.
 */
export function checkCategories(errors: FieldError[], raw: unknown, max: number, min = 1): string[] {
  const given = cleanList(raw);
  if (given.length < min) errors.push(fieldError('categories', 'categories.min'));
  if (given.length > max) errors.push(fieldError('categories', 'categories.max', { max }));
  const invalid: string[] = [];
  const value: string[] = [];
  for (const item of given) {
    const match = ARTICLE_CATEGORIES.find((c) => normalizeChoice(c) === normalizeChoice(item));
    if (match) value.push(match);
    else invalid.push(item);
  }
  if (invalid.length) errors.push(fieldError('categories', 'categories.invalid', { list: invalid.join(', ') }));
  if (new Set(value).size !== value.length) errors.push(fieldError('categories', 'categories.unique'));
  return value;
}

/** Drops the keys whose value is undefined, so that the value can be written as it is. */
export function compact<T extends object>(value: T): T {
  const out = { ...value } as Record<string, unknown>;
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as T;
}
