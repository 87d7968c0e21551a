import './tools.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../router';
import {
  JOURNAL_ACTIONS,
  JOURNAL_FILTERS,
  JOURNAL_TYPES,
  MANAGED_DEFINITIONS,
  TYPE_LABELS,
  UTILISATEUR,
  type JournalFilterName,
} from '@teranga/domain';
import { dataProvider } from '../../api/provider';
import type { Utilisateur } from '../../api/types';
import { DataTable, ErrorBanner, Loading, PageHeader, useLoad, type Column } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { ListEmpty } from '../../lists/ListEmpty';
import { withFilter, writeListState } from '../../lists/state';
import type { JournalEntree } from './types';
import { journalActionKey, journalTypeKey } from './labels';

/** Where a logged item is edited, by the type the log names it with; an item deleted by the entry has none. */
const EDIT_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  [...MANAGED_DEFINITIONS, UTILISATEUR]
    .map((d): [string, string] => [TYPE_LABELS[d.name].fr, `/admin/${d.collection}/modifier/`])
    .concat([['Profil', `/admin/${UTILISATEUR.collection}/modifier/`]]),
);
const GONE = new Set(['suppression', 'effacement']);

/** The edit screen of the entry's item, or null (deleted by it, or a type without one). */
export function entryPath(entry: Pick<JournalEntree, 'typeContenu' | 'cible' | 'action'>): string | null {
  const base = EDIT_PATHS[entry.typeContenu];
  if (!base || !entry.cible || GONE.has(entry.action)) return null;
  return `${base}${encodeURIComponent(entry.cible)}`;
}

/** The log's own filters: a person, a type of content, an action and a range of days, in the address. */
function JournalFilters() {
  const { t } = useTranslation('tools');
  const [params, setParams] = useSearchParams();
  const people = useLoad((signal) => dataProvider.getList<{ donnees: Utilisateur[] }>('utilisateurs', signal), []);
  const value = (name: JournalFilterName) => params.get(name) ?? '';
  const choose = (name: JournalFilterName, next: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      if (next) changed.set(name, next);
      else changed.delete(name);
      // A new filter starts again at page 1.
      changed.delete('page');
      return changed;
    });
  // Each label names its control alone (a label around a select would read the chosen option too).
  const select = (name: 'personne' | 'type' | 'action', all: string, options: { value: string; label: string }[]) => (
    <div className="bo-list-filter">
      <label htmlFor={`journal-${name}`}>{t(`journal.filter.${name}`)}</label>
      <select id={`journal-${name}`} name={name} value={value(name)} onChange={(e) => choose(name, e.target.value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  // The period's two ends, each bounding the other.
  const dateFilter = (name: 'du' | 'au', bounds: { min?: string; max?: string }) => (
    <div className="bo-list-filter">
      <label htmlFor={`journal-${name}`}>{t(`journal.filter.${name}`)}</label>
      <input
        id={`journal-${name}`}
        type="date"
        name={name}
        value={value(name)}
        {...bounds}
        onChange={(e) => choose(name, e.target.value)}
      />
    </div>
  );
  const persons = (people.data?.donnees ?? [])
    .map((u) => ({ value: u._id, label: `${u.prenom} ${u.nom}`.trim() || u.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // A person chosen by a link, before the accounts are read (or an account since deleted), stays shown.
  if (value('personne') && !persons.some((p) => p.value === value('personne')))
    persons.push({ value: value('personne'), label: value('personne') });
  return (
    <div className="bo-list-controls" role="group" aria-label={t('journal.filter.label')}>
      {select('personne', t('journal.filter.allPeople'), persons)}
      {select(
        'type',
        t('journal.filter.allTypes'),
        JOURNAL_TYPES.map((type) => ({ value: type, label: t(journalTypeKey(type) ?? type) })),
      )}
      {select(
        'action',
        t('journal.filter.allActions'),
        JOURNAL_ACTIONS.map((action) => ({ value: action, label: t(journalActionKey(action) ?? action) })),
      )}
      {dateFilter('du', { max: value('au') || undefined })}
      {dateFilter('au', { min: value('du') || undefined })}
      {people.error ? <ErrorBanner error={people.error} /> : null}
    </div>
  );
}

/**
 * /admin/journal: who created, changed, published or deleted what, and when (newest first); searched
 * by title or author and filtered by person, type, action and days, sorted and paged by the server,
 * the state in the address; each title leads to its item.
 */
export default function JournalScreen() {
  const { t, i18n } = useTranslation('tools');
  const { state, setState, page: journal } = usePagedList<JournalEntree>('journal', JOURNAL_FILTERS);
  const [params, setParams] = useSearchParams();
  // One "Effacer les filtres" for the search and the log's own filters together (the sort stays).
  const own = {
    filtered: JOURNAL_FILTERS.some((name) => params.get(name)),
    clearAll: () => setParams(new URLSearchParams(writeListState(withFilter(state, { q: '' }), 'journal'))),
  };
  // A code the product knows, in the interface language; anything else as the log holds it.
  const label = (key: string | null, raw: string) => (key ? t(key) : raw);

  const columns: Column<JournalEntree>[] = [
    { header: t('journal.column.date'), sort: 'date', cell: (e) => <time dateTime={e.date}>{formatDateTime(e.date, i18n.language)}</time> },
    { header: t('journal.column.utilisateur'), sort: 'utilisateur', cell: (e) => e.utilisateur },
    {
      header: t('journal.column.action'),
      sort: 'action',
      // A restore from the history names the version it brought back.
      cell: (e) =>
        e.action === 'restauration' && e.versionDu
          ? t('journal.restoredVersion', { date: formatDateTime(e.versionDu, i18n.language) })
          : label(journalActionKey(e.action), e.action),
    },
    { header: t('journal.column.typeContenu'), sort: 'typeContenu', cell: (e) => label(journalTypeKey(e.typeContenu), e.typeContenu) },
    {
      header: t('journal.column.titre'),
      primary: true,
      cell: (e) => {
        const path = entryPath(e);
        return path ? <Link to={path}>{e.titre}</Link> : e.titre;
      },
    },
  ];

  return (
    <section>
      <PageHeader title={t('journal.title')} />
      <ListControls list="journal" state={state} onChange={setState} own={own} />
      <JournalFilters />
      {journal.loading && !journal.data ? (
        <Loading label={t('state.loading')} />
      ) : journal.error ? (
        <ErrorBanner error={journal.error} />
      ) : (
        <>
          <DataTable
            caption={t('journal.title')}
            columns={columns}
            rows={journal.data?.donnees ?? []}
            rowKey={(e) => e._id}
            empty={<ListEmpty state={state} onChange={setState} empty={t('journal.empty')} />}
            sort={{ state, onChange: setState }}
          />
          <Pagination state={state} total={journal.data?.total ?? 0} onChange={setState} />
        </>
      )}
    </section>
  );
}
