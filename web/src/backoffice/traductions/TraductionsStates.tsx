// Each language's translation state at a glance (lists): the language code, its state told by a mark
// and a word for screen readers, and the fields concerned in the tooltip.
import { useTranslation } from 'react-i18next';
import { LANGS, type Traductions } from '@teranga/domain';
import './traductions.css';
import { useFieldLabel } from '../i18n/labels';

const TONE = { complète: 'done', incomplète: 'missing', 'à revoir': 'review' } as const;

export function TraductionsStates({ traductions }: { traductions?: Traductions }) {
  const { t } = useTranslation('content');
  const label = useFieldLabel();
  if (!traductions) return <>—</>;
  return (
    <ul className="bo-traductions" aria-label={t('traductions.label')}>
      {LANGS.map((lang) => {
        const { etat, champs } = traductions[lang];
        const state = t(`traductions.etat.${TONE[etat]}`);
        const fields = champs.map(label).join(', ');
        return (
          <li key={lang} className={`bo-traduction bo-traduction--${TONE[etat]}`} title={fields ? `${state} : ${fields}` : state}>
            <span aria-hidden="true">{lang.toUpperCase()}</span>
            <span className="bo-visually-hidden">
              {t(`lang.${lang}`)} : {state}
              {fields ? ` (${fields})` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
