// Field names in the interface language, read from the domain's one table (content/labels.ts):
// forms, lists, history, checks and exports name a field the same way.
import { useTranslation } from 'react-i18next';
import { fieldLabel, labelFieldParams, type ContentDefinition, type Lang } from '@teranga/domain';

/** The interface language as a content language (French for anything else). */
export function interfaceLang(language: string | undefined): Lang {
  const short = (language ?? 'fr').slice(0, 2);
  return short === 'en' || short === 'pt' ? short : 'fr';
}

/** `label('titre')` → 'Title' in English; a type's own label first when `definition` is given. */
export function useFieldLabel(definition?: ContentDefinition): (name: string) => string {
  const { i18n } = useTranslation();
  const lang = interfaceLang(i18n.language);
  return (name: string) => fieldLabel(name, lang, definition);
}

/** A message's parameters with the fields it names as labels in the interface language. */
export function labelledParams(params: Record<string, string | number> | undefined, language: string): Record<string, string | number> {
  return params ? labelFieldParams(params, interfaceLang(language)) : {};
}
