// Each back-office area keeps its interface strings beside its screens, in one namespace with the
// three languages; the types make English and Portuguese carry exactly the French keys.
import { MANAGED_DEFINITIONS, TYPE_LABELS, type ManagedDefinition } from '@teranga/domain';

export type BackofficeLang = 'fr' | 'en' | 'pt';

export type Namespace<Keys extends string> = Record<BackofficeLang, Record<Keys, string>>;

/** `defineNamespace(fr, { en, pt })`: a missing or extra key in en or pt fails type-checking. */
export function defineNamespace<const Fr extends Record<string, string>>(
  fr: Fr,
  others: { en: Record<keyof Fr, string>; pt: Record<keyof Fr, string> },
): Namespace<Extract<keyof Fr, string>> {
  return { fr, en: others.en, pt: others.pt } as Namespace<Extract<keyof Fr, string>>;
}

/**
 * `type.<key>` for each managed type (`key` its collection or its name), with its label in `lang` as the
 * registry says it (TYPE_LABELS): a namespace spreads these instead of naming each type again.
 */
export function managedTypeLabels<K extends string>(
  key: (definition: ManagedDefinition) => K,
  lang: BackofficeLang,
): Record<`type.${K}`, string> {
  return Object.fromEntries(MANAGED_DEFINITIONS.map((d) => [`type.${key(d)}`, TYPE_LABELS[d.name][lang]])) as Record<`type.${K}`, string>;
}
