// Field names in the interface language, read from the domain's one table (content/labels.ts):
// forms, lists, history, checks and exports name a field the same way.
import { useTranslation } from 'react-i18next';
import { fieldLabel, labelFieldParams, type ContentDefinition } from '@teranga/domain';
import { DEFAULT_LANG, fromTag, type Lang } from '../../lib/languages';

/** The interface language as a content language (French for anything else). */
export const interfaceLang = (language: string | undefined): Lang => fromTag(language) ?? DEFAULT_LANG;

/** `label('titre')` → 'Title' in English; a type's own label first when `definition` is given. */
export function useFieldLabel(definition?: ContentDefinition): (name: string) => string {
  const { i18n } = useTranslation();
  const lang = interfaceLang(i18n.language);
  return (name: string) => fieldLabel(name, lang, definition);
}

/** A message's options with the fields it names (`champ`, `champs`) as labels in the interface language. */
export function labelledParams<P extends Record<string, unknown>>(options: P, language: string): P {
  return labelFieldParams(options as Record<string, string | number>, interfaceLang(language)) as P;
}
