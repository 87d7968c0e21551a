// The search box and the filters above a list. The list answers as the editor types (a pause of
// SEARCH_DELAY_MS, the address following without a history entry per key); Enter or the button search
// at once. A filter applies as soon as it is chosen. Both start again at page 1.
import './lists.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, LIST_SPECS, RECHERCHE_MAX, type ListName } from '@teranga/domain';
import { withFilter, type ListState } from './state';
import type { ChangeList } from './useListState';

/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  list: ListName;
  state: ListState;
  onChange: ChangeList;
  /** The sectors and categories to choose from, where the list has those filters. */
  secteurs?: FilterOption[];
  categories?: FilterOption[];
  /** false: the search box only (a screen with its own filter control). */
  filters?: boolean;
  /** A screen's own filters (beside these controls): whether one is set, and how to clear them with these. */
  own?: { filtered: boolean; clearAll: () => void };
}

/** The filters, in the order shown. */
const FILTERS = ['etat', 'secteur', 'categorie', 'aTraduire'] as const;
type FilterName = (typeof FILTERS)[number];

/** The options, plus the address's value when it is not among them (a bookmark, or options still loading). */
function withCurrent(options: FilterOption[], current: string): FilterOption[] {
  return !current || options.some((o) => o.value === current) ? options : [...options, { value: current, label: current }];
}

/** One filter: a labelled select whose first option clears it. */
function FilterSelect(props: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: FilterOption[];
  onSelect: (value: string) => void;
}) {
  return (
    <label className="bo-inline">
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onSelect(e.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ListControls({ list, state, onChange, secteurs, categories, filters = true, own }: Props) {
  const { t } = useTranslation('lists');
  const spec = (filters ? LIST_SPECS[list] : {}) as {
    etats?: readonly string[];
    secteur?: boolean;
    categorie?: boolean;
    aTraduire?: boolean;
  };
  const [q, setQ] = useState(state.q);
  // The search this box last sent: the address coming back with it is not a change to show.
  const sent = useRef(state.q);
  // The address changed otherwise (back button, a link, "Effacer"): the box shows its search.
  useEffect(() => {
    if (state.q !== sent.current) {
      sent.current = state.q;
      setQ(state.q);
    }
  }, [state.q]);
  // Typing: once it pauses, the list is searched (the entry replaced, not one per key).
  useEffect(() => {
    const wanted = q.trim();
    if (wanted === state.q) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = wanted;
      onChange(withFilter(state, { q: wanted }), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [q, state, onChange]);

  function search(event: FormEvent) {
    event.preventDefault();
    sent.current = q.trim();
    if (q.trim() !== state.q) onChange(withFilter(state, { q: q.trim() }));
  }

  // Each filter the list has, with its choices; null where the list has none (or they are not given).
  const options: Record<FilterName, FilterOption[] | null> = {
    etat: spec.etats?.map((etat) => ({ value: etat, label: t(`etat.${etat}`, { defaultValue: etat }) })) ?? null,
    secteur: (spec.secteur && secteurs) || null,
    categorie: spec.categorie && categories ? withCurrent(categories, state.categorie) : null,
    aTraduire: spec.aTraduire ? LANGS.map((lang) => ({ value: lang, label: t(`filter.aTraduire.${lang}`) })) : null,
  };
  const filtered = Boolean(state.q || FILTERS.some((name) => state[name]) || own?.filtered);
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
          placeholder={t(`search.placeholder.${list}`)}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="bo-button bo-button--secondary bo-button--small">
          {t('search.submit')}
        </button>
      </form>
      {FILTERS.map((name) =>
        options[name] ? (
          <FilterSelect
            key={name}
            name={name}
            label={t(`filter.${name}`)}
            allLabel={t('filter.all')}
            value={state[name]}
            options={options[name]}
            onSelect={(value) => onChange(withFilter(state, { [name]: value }))}
          />
        ) : null,
      )}
      {filtered ? (
        <button
          type="button"
          className="bo-button bo-button--secondary bo-button--small"
          onClick={() =>
            own ? own.clearAll() : onChange(withFilter(state, { q: '', etat: '', secteur: '', categorie: '', aTraduire: '' }))
          }
        >
          {t('filter.reset')}
        </button>
      ) : null}
    </div>
  );
}
