// Multipart and JSON bodies of the back-office (docs/product.md §7): both the dotted (`titre.fr`,
// `motsCles.fr[]`) and the bracketed (`titre[fr]`, `motsCles[fr][]`) field names are accepted.
// Field names are untrusted: `qs` turns them into nested objects with its prototype protections
// (`__proto__` and Object.prototype's own names are dropped), and the result never carries a key
// that could reach an object's prototype.
import qs from 'qs';
import { LANGS, type Lang } from '@teranga/domain';

type Form = Record<string, unknown>;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A copy of a parsed body without the keys `__proto__`, `constructor` and `prototype` at any depth
 * (JSON.parse keeps `"__proto__"` as an own key, which a later merge would turn into a prototype).
 */
export function withoutPrototypeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypeKeys);
  if (!value || typeof value !== 'object') return value;
  const out: Form = {};
  for (const [key, item] of Object.entries(value)) {
    if (!PROTOTYPE_KEYS.has(key)) out[key] = withoutPrototypeKeys(item);
  }
  return out;
}

/** How deep a body may nest: the contract's deepest field (`textesAlternatifs.fr.0`) is 3 levels down. */
export const BODY_MAX_DEPTH = 8;

/** Whether objects and arrays in `value` nest more than `max` levels (a loop, not a recursion: any depth is safe). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (!item || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** JSON inside a field (a list, a point), or undefined when it is not JSON or nests too deep to be one of ours. */
function parseJson(s: string): { value: unknown } | undefined {
  try {
    const value = JSON.parse(s);
    return nestsDeeperThan(value, BODY_MAX_DEPTH) ? undefined : { value };
  } catch {
    return undefined;
  }
}

const QS_OPTIONS: qs.IParseOptions = { allowDots: true, allowPrototypes: false, depth: 4, arrayLimit: 100, parameterLimit: 1000 };

/** `a.b`, `a[b]`, `a[b][]`, `a.b[]` → nested objects; `[]` or repeated fields → arrays. */
export function parseForm(fields: unknown): Form {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  return withoutPrototypeKeys(qs.parse(withoutPrototypeKeys(fields) as Record<string, string>, QS_OPTIONS)) as Form;
}

const str = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? str(value[value.length - 1]) : String(value);

/** A per-language text field: `{fr, en, pt}` with the keys that were sent. */
export function localizedText(value: unknown): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const lang of LANGS) {
      const v = str((value as Form)[lang]);
      if (v !== undefined) out[lang] = v;
    }
  }
  return out;
}

/** A list sent as repeated fields, as a JSON array, or comma-separated (keywords). */
export function stringList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : [value];
  const expanded = items.flatMap((item) => {
    const s = String(item).trim();
    // Not a JSON list: read as a comma-separated list.
    const parsed = s.startsWith('[') ? parseJson(s)?.value : undefined;
    return Array.isArray(parsed) ? parsed.map(String) : s.split(',');
  });
  return expanded.map((s) => s.trim()).filter(Boolean);
}

export function localizedList(value: unknown): Partial<Record<Lang, string[]>> {
  const out: Partial<Record<Lang, string[]>> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const lang of LANGS) {
      const list = stringList((value as Form)[lang]);
      if (list !== undefined) out[lang] = list;
    }
  }
  return out;
}

export function scalar(value: unknown): string | undefined {
  const s = str(value);
  return s === undefined ? undefined : s.trim();
}

/** A JSON field (localisation, oldImages) sent as a string or already parsed. */
export function jsonField(value: unknown): unknown {
  const s = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof s !== 'string') return s;
  if (s.trim() === '') return undefined;
  const parsed = parseJson(s);
  return parsed ? parsed.value : s;
}
