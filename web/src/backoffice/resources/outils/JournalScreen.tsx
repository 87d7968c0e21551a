import '../../tools/tools.css';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorBanner, Loading, PageHeader, type Column } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { ListEmpty } from '../../lists/ListEmpty';
import type { JournalEntree } from '../../tools/types';
import { journalActionKey, journalTypeKey } from '../../tools/labels';

/**
 * /admin/journal: who created, changed, published or deleted what, and when (newest first);
 * searched by title or author, sorted and paged by the server, the state in the address.
 */
export default function JournalScreen() {
  const { t, i18n } = useTranslation('tools');
  const { state, setState, page: journal } = usePagedList<JournalEntree>('journal');
  // A code the product knows, in the interface language; anything else as the log holds it.
  const label = (key: string | null, raw: string) => (key ? t(key) : raw);

  const columns: Column<JournalEntree>[] = [
    { header: t('journal.column.date'), sort: 'date', cell: (e) => <time dateTime={e.date}>{formatDateTime(e.date, i18n.language)}</time> },
    { header: t('journal.column.utilisateur'), sort: 'utilisateur', cell: (e) => e.utilisateur },
    {
      header: t('journal.column.action'),
      sort: 'action',
      cell: (e) => label(journalActionKey(e.action), e.action),
    },
    { header: t('journal.column.typeContenu'), sort: 'typeContenu', cell: (e) => label(journalTypeKey(e.typeContenu), e.typeContenu) },
    { header: t('journal.column.titre'), primary: true, cell: (e) => e.titre },
  ];

  return (
    <section>
      <PageHeader title={t('journal.title')} />
      <ListControls list="journal" state={state} onChange={setState} />
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
