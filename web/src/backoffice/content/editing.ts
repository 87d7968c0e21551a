// Never losing an editor's work (docs/product.md §4, "Editing aids"): copying a filled language into the
// empty fields of another, and the form's draft kept in local storage while it is being typed.
import { htmlToText } from '@teranga/domain';
import { CONTENT_LANGS, type FormKind, type ContentLang, type Localized } from './types';

const isLocalizedText = (value: unknown): value is Localized =>
  Boolean(value) &&
  typeof value === 'object' &&
  CONTENT_LANGS.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string');

/** A per-language list of texts, one per item (a realisation's image texts). */
const isLocalizedList = (value: unknown): value is Localized<string[]> =>
  Boolean(value) && typeof value === 'object' && CONTENT_LANGS.every((lang) => Array.isArray((value as Record<string, unknown>)[lang]));

/** Whether a field's value has text (markup with no text, an empty editor, counts as empty). */
const filled = (value: string) => htmlToText(value) !== '';

/** A page's address is its language's own: never copied from another language (it would be the same page's). */
const NOT_COPIED = new Set(['slug']);
const copiedValues = (state: object) => Object.entries(state).flatMap(([key, value]) => (NOT_COPIED.has(key) ? [] : [value]));

/** The other languages with at least one filled text field: those a translator may copy from. */
export function languagesToCopyFrom(state: object, to: ContentLang): ContentLang[] {
  const fields = copiedValues(state).filter(isLocalizedText);
  const lists = copiedValues(state).filter(isLocalizedList);
  return CONTENT_LANGS.filter(
    (lang) =>
      lang !== to &&
      (fields.some((field) => filled(field[lang])) ||
        lists.some((list) => list[lang].some((item) => typeof item === 'string' && filled(item)))),
  );
}

/** `state` with each empty text field of `to` filled from `from` (and each empty entry of a list); filled ones are left alone. */
export function fillEmptyFrom<S extends object>(state: S, from: ContentLang, to: ContentLang): S {
  const next = { ...state } as Record<string, unknown>;
  for (const [key, value] of Object.entries(state)) {
    if (NOT_COPIED.has(key)) continue;
    if (isLocalizedText(value) && !filled(value[to]) && filled(value[from])) next[key] = { ...value, [to]: value[from] };
    else if (isLocalizedList(value)) {
      const length = Math.max(value[from].length, value[to].length);
      const list = Array.from({ length }, (_, i) => {
        const own = value[to][i] ?? '';
        const source = value[from][i] ?? '';
        return !filled(own) && filled(source) ? source : own;
      });
      next[key] = { ...value, [to]: list };
    }
  }
  return next as S;
}

export interface Draft<S> {
  /** When it was kept, ISO 8601. */
  savedAt: string;
  state: S;
}

const PREFIX = 'teranga.brouillon';
/**
 * One draft per person and form (a kind's creation, or one item's edit): on a shared computer, the next
 * person to sign in is never offered someone else's unsaved text.
 */
export const draftKey = (userId: string | undefined, kind: FormKind, id: string | undefined) =>
  `${PREFIX}.${userId ?? 'anonyme'}.${kind}.${id ?? 'nouveau'}`;

/** What can be kept: files (chosen images) cannot, so they are left out and chosen again. */
function keepable(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof Blob) return null;
  if (Array.isArray(value)) return value.map(keepable).filter((v) => v !== null);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keepable(v)]));
  return value;
}

export function saveDraft<S>(key: string, state: S, now = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), state: keepable(state) }));
  } catch {
    // A full or refused storage only loses the draft, never the form.
  }
}

export function readDraft<S>(key: string): Draft<S> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<S>;
    return draft && typeof draft.savedAt === 'string' && draft.state && typeof draft.state === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** A restored draft over the form's initial state: what files were chosen stays as it was. */
export function restoreDraft<S extends object>(initial: S, draft: S): S {
  const next = { ...initial } as Record<string, unknown>;
  for (const [key, value] of Object.entries(draft)) {
    const start = (initial as Record<string, unknown>)[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && start && typeof start === 'object' && !Array.isArray(start)) {
      next[key] = { ...start, ...Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) };
    } else if (key in next) next[key] = value;
  }
  return next as S;
}
