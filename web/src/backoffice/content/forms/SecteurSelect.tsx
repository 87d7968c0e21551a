// The sector select of realisations (required) and articles (optional), and the sector list it reads.
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { dataProvider } from '../../api/provider';
import { useLoad } from '../../ui/useLoad';
import { asList } from '../list';
import type { ContentLang, SecteurRef } from '../types';
import { SelectField } from './SelectField';
import { useFieldLabel } from '../../i18n/labels';

export function secteurName(secteur: SecteurRef, lang: string): string {
  if (typeof secteur.nom === 'string') return secteur.nom;
  return secteur.nom[lang as ContentLang] || secteur.nom.fr || secteur.slug;
}

/** GET /secteurs, for the forms that choose one; `enabled` false (a form without a sector) sends nothing. */
export function useSecteurs(enabled = true) {
  return useLoad(
    (signal) => (enabled ? dataProvider.secteurs(signal).then((answer) => asList<SecteurRef>(answer)) : Promise.resolve([])),
    [enabled],
  );
}

interface Props {
  secteurs: SecteurRef[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** Where the sector shows on the site. */
  hint?: string;
}

export function SecteurSelect({ secteurs, value, onChange, required, error, hint }: Props) {
  const { t, i18n } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  return (
    <SelectField
      label={label('secteur')}
      required={required}
      value={value}
      onChange={onChange}
      placeholder={t(required ? 'field.secteurPlaceholder' : 'field.secteurNone')}
      options={secteurs.map((s) => ({ value: s._id, label: secteurName(s, i18n.language) }))}
      error={error}
      hint={hint}
      path="secteur"
    />
  );
}
