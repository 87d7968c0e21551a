// Each back-office area keeps its interface strings beside its screens, in one namespace with the
// three languages; the types make English and Portuguese carry exactly the French keys.
export type BackofficeLang = 'fr' | 'en' | 'pt';

export type Namespace<Keys extends string> = Record<BackofficeLang, Record<Keys, string>>;

/** `defineNamespace(fr, { en, pt })`: a missing or extra key in en or pt fails type-checking. */
export function defineNamespace<const Fr extends Record<string, string>>(
  fr: Fr,
  others: { en: Record<keyof Fr, string>; pt: Record<keyof Fr, string> },
): Namespace<Extract<keyof Fr, string>> {
  return { fr, en: others.en, pt: others.pt } as Namespace<Extract<keyof Fr, string>>;
}
