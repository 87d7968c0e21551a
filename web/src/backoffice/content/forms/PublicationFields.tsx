// etat select and, when publié (or planifié for articles) is chosen, the publication date
// (SPEC section 4: left empty it becomes now).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showsPublicationDate } from '../payload';
import { FieldError } from './FieldError';
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
  const id = useId();
  return (
    <div className="bo-row">
      <div className="bo-field">
        <label htmlFor={id}>{t('field.etat')}</label>
        <select id={id} value={etat} onChange={(e) => onEtat(e.target.value)} aria-invalid={errorEtat ? true : undefined} aria-describedby={errorEtat ? `${id}-error` : undefined}>
          {etats.map((value) => <option key={value} value={value}>{t(`etat.${value}`)}</option>)}
        </select>
        <FieldError id={`${id}-error`} message={errorEtat} />
      </div>
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
