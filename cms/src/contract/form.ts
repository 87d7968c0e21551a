// Multipart and JSON bodies of the back-office (SPEC section 7): both the dotted (`titre.fr`,
// `motsCles.fr[]`) and the bracketed (`titre[fr]`, `motsCles[fr][]`) field names are accepted.
import { LANGS, type Lang } from './languages';

type Form = Record<string, unknown>;

/** `a.b`, `a[b]`, `a[b][]`, `a.b[]` → nested objects; `[]` or repeated fields → arrays. */
export function parseForm(fields: unknown): Form {
  const out: Form = {};
  if (!fields || typeof fields !== 'object') return out;
  for (const [rawKey, rawValue] of Object.entries(fields as Form)) {
    const isList = rawKey.endsWith('[]');
    const path = rawKey.replace(/\[\]$/, '').replace(/\[([^\]]*)\]/g, '.$1').split('.').filter(Boolean);
    if (path.length === 0) continue;
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (!node[part] || typeof node[part] !== 'object' || Array.isArray(node[part])) node[part] = {};
      node = node[part] as Form;
    }
    const leaf = path[path.length - 1];
    const value = isList && !Array.isArray(rawValue) ? [rawValue] : rawValue;
    const previous = node[leaf];
    node[leaf] = previous === undefined ? value : ([] as unknown[]).concat(previous, value as unknown[]);
  }
  return out;
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
    if (s.startsWith('[')) {
      try {
        const parsed = JSON.parse(s);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {}
    }
    return s.split(',');
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
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
