export const LANGS = ['fr', 'en', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** `?lang=` values outside fr/en/pt fall back to French. */
export function langFrom(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

export type Localized<T> = Record<Lang, T>;

/** A per-language value where a language may be missing (what a form sends, what an edit changes). */
export type Loc<T = string> = Partial<Record<Lang, T>>;
