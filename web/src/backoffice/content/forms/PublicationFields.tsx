// etat select and, when publié (or planifié for articles) is chosen, the publication date
// (docs/product.md §4: left empty it becomes now), typed in Dakar time (UTC+0, as its hint says) and
// sent in UTC (ui/dates.ts).
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import type { FieldError } from '../../api/types';
import { showsPublicationDate } from '../payload';
import { errorAt } from '../../ui';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { useFieldLabel } from '../../i18n/labels';

type PublicationKey = 'etat' | 'datePublication';

interface Props {
  etats: readonly string[];
  /** The form's state (its etat and datePublication fields). */
  value: Record<PublicationKey, string>;
  /** The form's field setter. */
  onChange: (key: PublicationKey, value: string) => void;
  /** Every error of the form; the ones about etat and datePublication show here. */
  errors: FieldError[];
  /** Where the state shows on the site. */
  hint?: string;
}

export function PublicationFields({ etats, value, onChange, errors, hint }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const { etat } = value;
  return (
    <div className="bo-row">
      <SelectField
        label={label('etat')}
        value={etat}
        onChange={(v) => onChange('etat', v)}
        options={etats.map((option) => ({ value: option, label: t(`etat.${option}`) }))}
        error={errorAt(errors, 'etat')}
        hint={hint}
        path="etat"
      />
      {showsPublicationDate(etat) ? (
        <TextField
          type="datetime-local"
          label={label('datePublication')}
          hint={etat === 'publié' ? t('field.datePublicationHint') : t('field.timeZoneHint')}
          required={etat === 'planifié'}
          value={value.datePublication}
          onChange={(v) => onChange('datePublication', v)}
          error={errorAt(errors, 'datePublication')}
          path="datePublication"
        />
      ) : null}
    </div>
  );
}
