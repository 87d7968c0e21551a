// What an empty list says: a search that found nothing says so with the words searched and a way to
// clear it; filters that match nothing say so with a way to clear them; only a list with nothing in
// it says "Aucune … pour le moment." (docs/product.md §8).
import { useTranslation } from 'react-i18next';
import { withFilter, type ListState } from './state';

export function ListEmpty({ state, onChange, empty }: { state: ListState; onChange: (next: ListState) => void; empty: string }) {
  const { t } = useTranslation('ui');
  const filtered = Boolean(state.etat || state.secteur || state.categorie || state.aTraduire);
  if (!state.q && !filtered) return <p className="bo-empty">{empty}</p>;
  return (
    <div className="bo-empty bo-empty--search" role="status">
      <p>{state.q ? t('empty.search', { q: state.q }) : t('empty.filters')}</p>
      <button
        type="button"
        className="bo-button bo-button--secondary bo-button--small"
        onClick={() =>
          onChange(state.q ? withFilter(state, { q: '' }) : withFilter(state, { etat: '', secteur: '', categorie: '', aTraduire: '' }))
        }
      >
        {state.q ? t('empty.clearSearch') : t('empty.clearFilters')}
      </button>
    </div>
  );
}
