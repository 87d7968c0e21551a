// etat select and, when publié (or planifié for articles) is chosen, the publication date
// (SPEC section 4: left empty it becomes now).
import { useTranslation } from 'react-i18next';
import { showsPublicationDate } from '../payload';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface Props {
  etats: readonly string[];
  etat: string;
  date: string;
  onEtat: (etat: string) => void;
  onDate: (date: string) => void;
  errorEtat?: string;
  errorDate?: string;
}

export function PublicationFields({ etats, etat, date, onEtat, onDate, errorEtat, errorDate }: Props) {
  const { t } = useTranslation('content');
  return (
    <div className="bo-row">
      <SelectField label={t('field.etat')} value={etat} onChange={onEtat} options={etats.map((value) => ({ value, label: t(`etat.${value}`) }))} error={errorEtat} />
      {showsPublicationDate(etat) ? (
        <TextField
          type="datetime-local"
          label={t('field.datePublication')}
          hint={etat === 'publié' ? t('field.datePublicationHint') : undefined}
          required={etat === 'planifié'}
          value={date}
          onChange={onDate}
          error={errorDate}
        />
      ) : null}
    </div>
  );
}
