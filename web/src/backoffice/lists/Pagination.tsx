import { useTranslation } from 'react-i18next';
import { pageCount, type ListState } from './state';

/** Previous / next and where the editor is; the page lives in the address like the filters. */
export function Pagination({ state, total, onChange }: { state: ListState; total: number; onChange: (next: ListState) => void }) {
  const { t } = useTranslation('lists');
  const pages = pageCount(total, state.taille);
  return (
    <nav className="bo-inline bo-pagination" aria-label={t('page.label')}>
      <button
        type="button"
        className="bo-button bo-button--secondary bo-button--small"
        disabled={state.page <= 1}
        onClick={() => onChange({ ...state, page: state.page - 1 })}
      >
        {t('page.previous')}
      </button>
      <span role="status">{t('page.status', { page: state.page, pages, total })}</span>
      <button
        type="button"
        className="bo-button bo-button--secondary bo-button--small"
        disabled={state.page >= pages}
        onClick={() => onChange({ ...state, page: state.page + 1 })}
      >
        {t('page.next')}
      </button>
    </nav>
  );
}
