// The back-office lists, paged by the server (docs/product.md §2, back-office lists): `?q=&etat=&tri=&page=&taille=`
// (and `secteur`/`categorie` where the type has one) validated by @teranga/domain/list-query, the
// database query built here.
//
// How a page is made: one light query reads, for every item the caller may see and the filters
// keep, only the columns that search and sort need (every locale of a localized type, so a title
// is found in any language); the search and the sort run on those in memory, with accents and case
// folded (foldForSearch) and French collation, which SQLite's LIKE and ORDER BY cannot do (SQLite
// folds ASCII only, and both databases order "É" after "z" by default); a second query loads the
// page's items in full. The light query stays small: at 1,000 articles a page answers in a few
// milliseconds (npm run bench).
import type { Core } from '@strapi/strapi';
import type { SchemaUid } from './strapi-uids';
import { foldForSearch, type Lang, type ListQuery, type ListSpec, type Page } from '@teranga/domain';
import { parseListQuery } from '@teranga/domain/list-query';
import { validationError } from '../contract/errors';

export type Where = Record<string, unknown>;
/** The part of Strapi's entity manager read here (the database's own types do not export it). */
interface EntityManager {
  createQueryBuilder(uid: string): {
    select(names: string[]): { where(where: Where): { execute(options: { mapResults: false }): Promise<unknown> } };
  };
}
export type Row = Record<string, unknown>;

/**
 * The list query of `params`, or null when none of its parameters is given (the list then answers
 * its unpaged shape, as before). A bad value is a 400 in the API's error shape.
 */
export function readListQuery(params: unknown, spec: ListSpec): ListQuery | null {
  const parsed = parseListQuery(params as Record<string, unknown> | undefined, spec);
  if (!parsed.paged) return null;
  if ('errors' in parsed) {
    const [first] = parsed.errors;
    throw validationError(first.message, parsed.errors, { code: first.code, params: first.params });
  }
  return parsed.value;
}

export interface PagedSource<T> {
  uid: string;
  spec: ListSpec;
  /** One row per locale: every locale is searched, the French row gives the sort value. */
  localized?: boolean;
  /** Who sees what (advisers: their own items) and any other fixed condition. */
  scope: Where;
  /** The columns `q` searches. */
  search: readonly string[];
  /** A sort field's column when its name differs (dateCreation → createdAt). */
  columns?: Record<string, string>;
  /** The column read when a sort column is empty (content created without dateCreation: createdAt). */
  fallbacks?: Record<string, string>;
  /**
   * Sort columns whose value for a localized item is the latest of its locales' rows, not the French
   * one's (updatedAt: the item was last modified when any of its languages was).
   */
  latest?: readonly string[];
  etat?: (value: string) => Where;
  /** The column holding the stored translation states (`suiviTraductions`), for `aTraduire`. */
  translations?: string;
  secteur?: (value: string) => Where;
  /** `categorie`: a column holding one value, or a JSON list of values. */
  categorie?: { column: string; list: boolean };
  /** The page's items, in any order. */
  load: (documentIds: string[]) => Promise<T[]>;
}

/** A JSON list column as read without Strapi's mapping: a string on SQLite, parsed on PostgreSQL. */
function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * A few columns of the rows `where` selects, keyed by attribute name. Strapi's query builder without
 * its row mapping: a tenth of the time on thousands of rows; the columns are then named back.
 */
export async function readProjection(strapi: Core.Strapi, uid: string, names: string[], where: Where): Promise<Row[]> {
  const attributes = strapi.db.metadata.get(uid).attributes as Record<string, { columnName?: string }>;
  const columns = names.map((name) => [name, attributes[name]?.columnName ?? name] as const);
  const raw = (await (strapi.db as unknown as { entityManager: EntityManager }).entityManager
    .createQueryBuilder(uid)
    .select(names)
    .where(where)
    .execute({ mapResults: false })) as Row[];
  // A plain loop: called on every row of the list at each request, where a map of entries cost more than the query.
  const rows: Row[] = new Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) {
    const row: Row = {};
    for (const [name, column] of columns) row[name] = raw[i][column];
    rows[i] = row;
  }
  return rows;
}

/**
 * foldForSearch, remembered: a list request folds every title of its type (3,000 for 1,000 articles in
 * three languages), and titles change rarely. Bounded: emptied when it holds FOLDED_KEPT strings.
 */
const FOLDED_KEPT = 50_000;
const foldedTitles = new Map<string, string>();
export function folded(value: unknown): string {
  if (typeof value !== 'string') return foldForSearch(value);
  let result = foldedTitles.get(value);
  if (result === undefined) {
    if (foldedTitles.size >= FOLDED_KEPT) foldedTitles.clear();
    result = foldForSearch(value);
    foldedTitles.set(value, result);
  }
  return result;
}

/** The categories of one row: a single-value column or a JSON list. */
export function categoriesOf(row: Row, categorie: { column: string; list: boolean }): unknown[] {
  const value = row[categorie.column];
  if (categorie.list) return jsonList(value);
  return typeof value === 'string' && value.trim() ? [value] : [];
}

export const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const comparable = (value: unknown, isDate: boolean): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  // SQLite hands dates back as numbers or ISO strings depending on how they were written.
  if (isDate || value instanceof Date) return new Date(value as string | number | Date).getTime();
  // Booleans are 0/1 on SQLite, true/false on PostgreSQL.
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  return String(value);
};

/** Ascending order of two values; empty values go last whatever the direction (done by the caller). */
function compareValues(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Whether stored translation states (a JSON value, text on SQLite) say `lang` is incomplete or to review. */
function needsTranslationStored(stored: unknown, lang: Lang): boolean {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const etat = (value as { etats?: Partial<Record<Lang, string>> } | null)?.etats?.[lang];
  // Not tracked yet (setup/suivi-traductions.ts fills them on start): counted as to translate, never hidden.
  return etat !== 'complète';
}

export async function pagedList<T extends { _id: string }>(
  strapi: Core.Strapi,
  source: PagedSource<T>,
  query: ListQuery,
): Promise<Page<T>> {
  const column = source.columns?.[query.tri.champ] ?? query.tri.champ;
  const conditions: Where[] = [source.scope];
  if (query.etat && source.etat) conditions.push(source.etat(query.etat));
  if (query.secteur && source.secteur) conditions.push(source.secteur(query.secteur));
  const fallback = source.fallbacks?.[column];
  const select = new Set(['id', 'documentId', ...source.search, column, ...(fallback ? [fallback] : [])]);
  if (source.localized) select.add('locale');
  if (source.categorie) select.add(source.categorie.column);
  const aTraduire = query.aTraduire && source.translations ? query.aTraduire : null;
  if (aTraduire) select.add(source.translations!);

  const rows = await readProjection(strapi, source.uid, [...select], { $and: conditions });

  const needle = foldForSearch(query.q);
  // Categories compare like the search (case and accents aside): a free-text category typed
  // "Câbles" once and "cables" another time is one category to the editor filtering on it.
  const categorie = query.categorie && source.categorie ? foldForSearch(query.categorie) : null;
  const attribute = (strapi.getModel(source.uid as SchemaUid)?.attributes as Record<string, { type?: string }> | undefined)?.[column];
  const isDate = ['datetime', 'date', 'timestamp'].includes(attribute?.type ?? '');
  const latest = Boolean(source.localized && source.latest?.includes(column));
  const sortValue = (row: Row) => comparable(row[column] ?? (fallback && row[fallback]), isDate);
  // Per item: the row that sorts it (French first), its sort value, and whether any of its rows matches the search.
  const items = new Map<string, { row: Row; value: number | string | null; found: boolean }>();
  for (const row of rows) {
    const found = !needle || source.search.some((field) => folded(row[field]).includes(needle));
    const documentId = row.documentId as string;
    const seen = items.get(documentId);
    if (!seen) items.set(documentId, { row, value: sortValue(row), found });
    else {
      if (source.localized && row.locale === 'fr') {
        seen.row = row;
        if (!latest) seen.value = sortValue(row);
      }
      if (latest) {
        const value = sortValue(row);
        if (value !== null && (seen.value === null || value > seen.value)) seen.value = value;
      }
      seen.found ||= found;
    }
  }
  const kept = [...items.values()].filter(({ row, found }) => {
    if (!found) return false;
    if (aTraduire && !needsTranslationStored(row[source.translations!], aTraduire)) return false;
    if (categorie === null) return true;
    return categoriesOf(row, source.categorie!).some((c) => folded(c) === categorie);
  });

  const direction = query.tri.ordre === 'desc' ? -1 : 1;
  kept.sort((x, y) => {
    const a = x.value;
    const b = y.value;
    if (a === null || b === null) {
      if (a !== b) return a === null ? 1 : -1;
    } else {
      const order = compareValues(a, b);
      if (order) return order * direction;
    }
    // A stable order for equal values: the newest row first.
    return (y.row.id as number) - (x.row.id as number);
  });

  const start = (query.page - 1) * query.taille;
  const ids = kept.slice(start, start + query.taille).map(({ row }) => row.documentId as string);
  const loaded = ids.length ? await source.load(ids) : [];
  const byId = new Map(loaded.map((item) => [item._id, item]));
  return {
    donnees: ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined),
    total: kept.length,
    page: query.page,
    taille: query.taille,
  };
}
