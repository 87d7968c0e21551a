import '../../tools/tools.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../api/provider';
import { DataTable, ErrorBanner, Loading, PageHeader, useLoad, type Column } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import type { JournalEntree } from '../../tools/types';

export const JOURNAL_LIMITS = [50, 200, 1000] as const;
const ACTIONS = ['création', 'modification', 'publication', 'suppression', 'mot de passe'];

/** /admin/journal: who created, changed, published or deleted what, and when (newest first). */
export default function ActivityLog() {
  const { t, i18n } = useTranslation('tools');
  const id = useId();
  const [limit, setLimit] = useState<number>(JOURNAL_LIMITS[0]);
  const journal = useLoad(async (signal) => {
    const answer = await dataProvider.journal(limit, signal);
    return Array.isArray(answer) ? (answer as JournalEntree[]) : [];
  }, [limit]);

  const columns: Column<JournalEntree>[] = [
    { header: t('journal.column.date'), cell: (e) => <time dateTime={e.date}>{formatDateTime(e.date, i18n.language)}</time> },
    { header: t('journal.column.utilisateur'), cell: (e) => e.utilisateur },
    { header: t('journal.column.action'), cell: (e) => (ACTIONS.includes(e.action) ? t(`journal.action.${e.action}`) : e.action) },
    { header: t('journal.column.typeContenu'), cell: (e) => e.typeContenu },
    { header: t('journal.column.titre'), primary: true, cell: (e) => e.titre },
  ];

  return (
    <section>
      <PageHeader title={t('journal.title')}>
        <label htmlFor={`${id}-limit`}>{t('journal.limit')}</label>{' '}
        <select id={`${id}-limit`} value={limit} onChange={(e) => setLimit(Number(e.target.value))}>
          {JOURNAL_LIMITS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </PageHeader>
      {journal.loading ? (
        <Loading label={t('state.loading')} />
      ) : journal.error ? (
        <ErrorBanner error={journal.error} />
      ) : (
        <DataTable caption={t('journal.title')} columns={columns} rows={journal.data ?? []} rowKey={(e) => e._id} empty={t('journal.empty')} />
      )}
    </section>
  );
}
