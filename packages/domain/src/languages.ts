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
