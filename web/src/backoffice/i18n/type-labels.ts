// The managed types' names in a namespace, read from the registry. Apart from define.ts, which every
// screen imports at run time: only namespace files import this, and the browser gets those as JSON built
// ahead (integrations/backoffice-i18n.mjs), so the registry's definitions stay out of the screens' code.
import { MANAGED_DEFINITIONS, TYPE_LABELS, type ManagedDefinition } from '@teranga/domain';
import type { BackofficeLang } from './define';

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
