// A language tab's translation state: an icon of its own shape per state and its word (a narrow
// screen keeps the word for screen readers only), never colour alone.
import { useTranslation } from 'react-i18next';
import type { EtatTraduction } from '@teranga/domain';
import './review.css';

const TONE = { complète: 'done', incomplète: 'missing', 'à revoir': 'review' } as const;

function Icon({ etat }: { etat: EtatTraduction }) {
  const common = { viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;
  if (etat === 'complète')
    return (
      <svg {...common}>
        <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (etat === 'à revoir')
    return (
      <svg {...common}>
        <path d="M8 1.5l6.5 12.5h-13z" strokeLinejoin="round" />
        <path d="M8 6v3.5M8 11.5v.5" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle cx="8" cy="8" r="6" strokeDasharray="3 2" />
    </svg>
  );
}

export function TabState({ etat }: { etat: EtatTraduction }) {
  const { t } = useTranslation('traductions');
  return (
    <span className={`bo-tab-state bo-tab-state--${TONE[etat]}`} data-etat={etat} title={t(`state.${etat}`)}>
      <Icon etat={etat} />
      <span className="bo-tab-state-text">{t(`state.${etat}`)}</span>
    </span>
  );
}
