// Where a content form's field shows on the site, in the interface language (the domain's content/places.ts);
// apart from labels.ts, which the lists load too.
import { useTranslation } from 'react-i18next';
import { fieldPlace, type ContentDefinition } from '@teranga/domain';
import { interfaceLang } from './labels';

/** `place('resume')`: where the type's field shows on the site, in the interface language (undefined: nothing said). */
export function useFieldPlace(definition: Pick<ContentDefinition, 'name'>): (name: string) => string | undefined {
  const { i18n } = useTranslation();
  const lang = interfaceLang(i18n.language);
  return (name: string) => fieldPlace(name, lang, definition);
}
