// Two people edited one item from the same version (docs/product.md, "Editing aids"): a three-way merge
// of what each changed since that version, field by field, each language of a localized field on its
// own. A field only one side changed takes that side's value; a field both changed the same way is
// no conflict; a field both changed differently is a conflict, for the person saving to decide. Lists
// (categories, keywords) are compared whole. Pure: the back-office merges a refused save (409) with the
// item the CMS answered, and the CMS still refuses any save sent with a stale version.
import { LANGS, type Lang } from './languages';

export type MergeSide = 'mine' | 'theirs';

/** A field (or one language of it) both sides changed, each to its own value. */
export interface MergeConflict {
  field: string;
  lang: Lang | null;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merge<S> {
  /** The newer stored values with the other side's changes on top; a conflict keeps the stored value. */
  merged: S;
  conflicts: MergeConflict[];
  /** The paths (`titre.fr`, `categories`) the stored version changed since the base. */
  theirsChanged: string[];
  /** The paths the editor changed since the base. */
  mineChanged: string[];
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Equal values: arrays and plain objects compared inside, anything else (a chosen file) by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** A value kept per language: a plain object of fr/en/pt only. */
const isLocalized = (value: unknown): value is Partial<Record<Lang, unknown>> =>
  isPlain(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => (LANGS as readonly string[]).includes(key));

/** `titre.fr`, or `categories` for a field that is not per language. */
export const mergePath = (conflict: Pick<MergeConflict, 'field' | 'lang'>) =>
  conflict.lang ? `${conflict.field}.${conflict.lang}` : conflict.field;

interface Part {
  lang: Lang | null;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

function partsOf(base: unknown, mine: unknown, theirs: unknown): Part[] {
  const values = [base, mine, theirs];
  const localized = values.some(isLocalized) && values.every((v) => v === undefined || v === null || isLocalized(v));
  if (!localized) return [{ lang: null, base, mine, theirs }];
  const at = (v: unknown, lang: Lang) => (v as Partial<Record<Lang, unknown>> | null | undefined)?.[lang];
  return LANGS.map((lang) => ({ lang, base: at(base, lang), mine: at(mine, lang), theirs: at(theirs, lang) }));
}

/** Merges the editor's values (`mine`) and the newer stored ones (`theirs`), both from `base`. */
export function mergeEdits<S extends object>(base: S, mine: S, theirs: S): Merge<S> {
  const b = base as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  const t = theirs as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...t };
  const conflicts: MergeConflict[] = [];
  const theirsChanged: string[] = [];
  const mineChanged: string[] = [];
  const fields = [...new Set([...Object.keys(t), ...Object.keys(m)])];
  for (const field of fields) {
    const parts = partsOf(b[field], m[field], t[field]);
    let value: unknown = parts[0].lang ? { ...(isPlain(t[field]) ? t[field] : {}) } : t[field];
    for (const part of parts) {
      const path = mergePath({ field, lang: part.lang });
      const mineDiffers = !sameValue(part.mine, part.base);
      const theirsDiffers = !sameValue(part.theirs, part.base);
      if (mineDiffers) mineChanged.push(path);
      if (theirsDiffers) theirsChanged.push(path);
      if (!mineDiffers) continue;
      if (theirsDiffers && !sameValue(part.mine, part.theirs)) {
        conflicts.push({ field, lang: part.lang, base: part.base, mine: part.mine, theirs: part.theirs });
        continue;
      }
      if (part.lang) (value as Record<string, unknown>)[part.lang] = part.mine;
      else value = part.mine;
    }
    merged[field] = value;
  }
  return { merged: merged as S, conflicts, theirsChanged, mineChanged };
}

/** The merge with each conflict settled by `choose` (by path); a conflict not chosen keeps the stored value. */
export function resolveMerge<S extends object>(merge: Merge<S>, choose: Partial<Record<string, MergeSide>>): S {
  const out: Record<string, unknown> = { ...(merge.merged as Record<string, unknown>) };
  for (const conflict of merge.conflicts) {
    const value = choose[mergePath(conflict)] === 'mine' ? conflict.mine : conflict.theirs;
    if (conflict.lang) out[conflict.field] = { ...(out[conflict.field] as Record<string, unknown>), [conflict.lang]: value };
    else out[conflict.field] = value;
  }
  return out as S;
}
