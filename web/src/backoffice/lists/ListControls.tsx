// The search box and the filters above a list. The search is sent with Enter or its button; a
// filter applies as soon as it is chosen. Both start again at page 1.
import './lists.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SPECS, RECHERCHE_MAX, type ListName } from '@teranga/domain';
import { withFilter, type ListState } from './state';

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  list: ListName;
  state: ListState;
  onChange: (next: ListState) => void;
  /** The sectors and categories to choose from, where the list has those filters. */
  secteurs?: FilterOption[];
  categories?: FilterOption[];
  /** false: the search box only (a screen with its own filter control). */
  filters?: boolean;
}

/** The options, plus the address's value when it is not among them (a bookmark, or options still loading). */
function withCurrent(options: FilterOption[], current: string): FilterOption[] {
  return !current || options.some((o) => o.value === current) ? options : [...options, { value: current, label: current }];
}

export function ListControls({ list, state, onChange, secteurs, categories, filters = true }: Props) {
  const { t } = useTranslation('lists');
  const spec = (filters ? LIST_SPECS[list] : {}) as { etats?: readonly string[]; secteur?: boolean; categorie?: boolean };
  const [q, setQ] = useState(state.q);
  // The address changed (back button, a link): the box shows its search.
  useEffect(() => setQ(state.q), [state.q]);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange(withFilter(state, { q: q.trim() }));
  }

  const filtered = Boolean(state.q || state.etat || state.secteur || state.categorie);
  return (
    <div className="bo-list-controls">
      <form role="search" className="bo-inline" onSubmit={search}>
        <label className="bo-visually-hidden" htmlFor={`search-${list}`}>
          {t('search.label')}
        </label>
        <input
          id={`search-${list}`}
          type="search"
          name="q"
          value={q}
          maxLength={RECHERCHE_MAX}
          placeholder={t('search.placeholder')}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="bo-button bo-button--secondary bo-button--small">
          {t('search.submit')}
        </button>
      </form>
      {spec.etats ? (
        <label className="bo-inline">
          {t('filter.etat')}
          <select name="etat" value={state.etat} onChange={(e) => onChange(withFilter(state, { etat: e.target.value }))}>
            <option value="">{t('filter.all')}</option>
            {spec.etats.map((etat) => (
              <option key={etat} value={etat}>
                {t(`etat.${etat}`, { defaultValue: etat })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {spec.secteur && secteurs ? (
        <label className="bo-inline">
          {t('filter.secteur')}
          <select name="secteur" value={state.secteur} onChange={(e) => onChange(withFilter(state, { secteur: e.target.value }))}>
            <option value="">{t('filter.all')}</option>
            {secteurs.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {spec.categorie && categories ? (
        <label className="bo-inline">
          {t('filter.categorie')}
          <select name="categorie" value={state.categorie} onChange={(e) => onChange(withFilter(state, { categorie: e.target.value }))}>
            <option value="">{t('filter.all')}</option>
            {withCurrent(categories, state.categorie).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {filtered ? (
        <button
          type="button"
          className="bo-button bo-button--secondary bo-button--small"
          onClick={() => onChange(withFilter(state, { q: '', etat: '', secteur: '', categorie: '' }))}
        >
          {t('filter.reset')}
        </button>
      ) : null}
    </div>
  );
}
