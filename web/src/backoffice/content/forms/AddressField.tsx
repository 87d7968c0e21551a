// The page's address in one language tab (docs/product.md, "Adresses"): editable, with the public URL it
// gives (cleaned as the CMS will store it) and, when it changes a stored address, the note that the old one
// will lead to the new one. Blank: the address is made from the title (a new item) or stays as it is.
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { editorialDefinition, slugify, type Lang } from '@teranga/domain';
import { detailAlternates } from '../../../lib/routes';
import type { AddressState, LocalizedText } from '../form-state';
import type { ContentKind } from '../types';
import { TextField } from './TextField';
import { useFieldLabel } from '../../i18n/labels';

/** What the field reads of the content form (screens/useContentForm.ts), as DefinedTextFields does. */
interface Form {
  state: object;
  setLoc: (key: never, lang: Lang, value: string) => void;
  /** The error and the path of a field's language (`slug.fr`). */
  field: (path: string) => { error?: string; path?: string };
}

interface Props {
  kind: ContentKind;
  lang: Lang;
  form: Form;
  /** The stored addresses ('' for a language that has none yet): the form's state when it opened. */
  stored: LocalizedText;
}

/** The public address of a detail page for `slug` in `lang`, on the site's origin (the back-office's own). */
export function publicAddress(kind: ContentKind, lang: Lang, slug: string, origin: string): string {
  const one = { fr: slug, en: slug, pt: slug };
  return `${origin}${detailAlternates(editorialDefinition(kind).name, one)[lang]}`;
}

export function AddressField({ kind, lang, form, stored }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const value = (form.state as Partial<AddressState>).slug?.[lang] ?? '';
  const setLoc = form.setLoc as (key: 'slug', lang: Lang, value: string) => void;
  const cleaned = slugify(value);
  const changed = Boolean(stored[lang]) && Boolean(cleaned) && cleaned !== stored[lang];
  const origin = window.location.origin;
  const hint = (
    <>
      {cleaned ? t('address.preview', { url: publicAddress(kind, lang, cleaned, origin) }) : t('address.blank')}
      {changed ? ` ${t('address.redirect', { old: publicAddress(kind, lang, stored[lang], origin) })}` : null}
    </>
  );
  return (
    <TextField
      label={`${label('slug')} (${lang})`}
      value={value}
      onChange={(v) => setLoc('slug', lang, v)}
      hint={hint}
      {...form.field(`slug.${lang}`)}
    />
  );
}
