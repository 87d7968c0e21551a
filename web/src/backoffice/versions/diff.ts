// What the "Historique" panel compares: a version's values against the item's current ones, field
// by field, each language of a localized field on its own row, and how each value reads (by the
// field's kind in the type's definition). Pure, so it is tested alone.
import { isPublished, normalizeEtat, type ContentDefinition } from '@teranga/domain';
import { formatDate, formatDateTime } from '../ui/dates';

/**
 * Attributes that are not the editors' content, or that a restore leaves as they are; the address
 * (slug) is compared, though a restore keeps it, so that the editor sees it changed.
 */
const NOT_COMPARED = new Set([
  '_id',
  'traductions',
  'anciensSlugs',
  'auteur',
  'dateCreation',
  'dateModification',
  'nombreVues',
  'createdAt',
  'updatedAt',
]);
const LANGS = ['fr', 'en', 'pt'] as const;

export interface FieldChange {
  field: string;
  lang: (typeof LANGS)[number] | null;
  version: unknown;
  current: unknown;
}

const isLocalized = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  LANGS.every((lang) => lang in (value as object)) &&
  Object.keys(value as object).length === 3;

/** Values that only differ in "no value" form (null, '', [], absent) count as equal. */
function same(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields whose values differ, in the version's order. Media details (sizes, formats) are left out: their paths say which image. */
export function versionChanges(version: Record<string, unknown>, current: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(version)) {
    if (NOT_COMPARED.has(field) || field.endsWith('Media')) continue;
    const before = version[field];
    const now = current[field];
    if (isLocalized(before) || isLocalized(now)) {
      for (const lang of LANGS) {
        const a = (before as Record<string, unknown> | null)?.[lang];
        const b = (now as Record<string, unknown> | null)?.[lang];
        if (!same(a, b)) changes.push({ field, lang, version: a, current: b });
      }
    } else if (!same(before, now)) {
      changes.push({ field, lang: null, version: before, current: now });
    }
  }
  return changes;
}

/** A value as the panel shows it: lists joined, objects named by their best label, nothing as a dash. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(displayValue).join(', ') : '—';
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    if (typeof named.nom === 'string') return named.nom;
    if (named.nom && typeof named.nom === 'object' && typeof (named.nom as Record<string, unknown>).fr === 'string')
      return String((named.nom as Record<string, unknown>).fr);
    if (typeof named.adresse === 'string') return named.adresse;
    // A focal point, in percent from the left and from the top.
    if (typeof named.x === 'number' && typeof named.y === 'number') return `${named.x} % × ${named.y} %`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** How a compared value is shown: formatted text rendered, pictures as thumbnails, the rest as words. */
export type ValueKind = 'richText' | 'image' | 'enumeration' | 'date' | 'day' | 'boolean' | 'plain';

/** A field's kind of value, from the type's definition ('plain' for a name it does not know). */
export function valueKind(field: string, definition?: ContentDefinition): ValueKind {
  const def = definition?.fields[field];
  switch (def?.kind) {
    case 'richText':
    case 'image':
    case 'enumeration':
    case 'boolean':
      return def.kind;
    case 'date':
      return def.day ? 'day' : 'date';
    default:
      return 'plain';
  }
}

/** The label key (namespace `content`) of an enumeration's value: the words the forms and lists show. */
export function enumerationKey(field: string, value: string): string {
  const prefix = field === 'statutLivraison' ? 'livraison' : field;
  return `${prefix}.${value}`;
}

/**
 * A value as words, for the kinds shown as text: a state by its label (`words(key, value)` gives the
 * label of `key`, or `value` when there is none), a date in the interface language, yes or no.
 */
export function readableValue(
  kind: ValueKind,
  field: string,
  value: unknown,
  lang: string,
  words: (key: string, fallback: string) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'enumeration' && typeof value === 'string') return words(enumerationKey(field, value), value);
  if (kind === 'boolean' && typeof value === 'boolean') return words(value ? 'historique.yes' : 'historique.no', String(value));
  if ((kind === 'date' || kind === 'day') && typeof value === 'string')
    return (kind === 'day' ? formatDate(value, lang) : formatDateTime(value, lang)) || value;
  return displayValue(value);
}

/** The pictures' paths of an image value (one path, a list of them, or nothing). */
export const picturePaths = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((p): p is string => typeof p === 'string' && p !== '');

/**
 * What restoring a version does to the site, for the dialog that asks first. A restore brings back the
 * version's content, not its state (the server keeps the item's etat, publication date and a partner's
 * actif): on a published item (an active partner) the content goes live, on a scheduled one it is what
 * will be published at its date, on a draft (a hidden partner) it replaces the draft.
 */
export function restoreEffect(current: Record<string, unknown>): 'live' | 'scheduled' | 'draft' {
  if (isPublished(current) || current.actif === true) return 'live';
  return normalizeEtat(current.etat) === 'planifié' ? 'scheduled' : 'draft';
}
