export const LANGS = ['fr', 'en', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

/** `?lang=` values outside fr/en/pt fall back to French (SPEC section 1). */
export function langFrom(value: unknown): Lang {
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : DEFAULT_LANG;
}

export type Localized<T> = Record<Lang, T>;
