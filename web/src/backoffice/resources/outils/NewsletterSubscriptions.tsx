import '../../tools/tools.css';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../api/provider';
import { DataTable, ErrorBanner, Loading, PageHeader, useAction, useLoad, type Column } from '../../ui';
import { csvFilename, saveBlob } from '../../tools/csv';
import { formatDateTime } from '../../ui/dates';
import type { Abonnement } from '../../tools/types';

const STATUTS = ['en_attente', 'confirme', 'desabonne'];

/** /admin/newsletter: every subscription with its status; the confirmed ones exported as CSV. */
export default function NewsletterSubscriptions() {
  const { t, i18n } = useTranslation('tools');
  const subscriptions = useLoad(async (signal) => {
    const answer = await dataProvider.newsletterSubscriptions(signal);
    return Array.isArray(answer) ? (answer as Abonnement[]) : [];
  }, []);
  const { running, error: exportError, run } = useAction<'export'>();
  const exporting = running !== null;

  const exportCsv = () => run('export', async () => saveBlob(await dataProvider.newsletterCsv(), csvFilename(new Date())));

  const rows = subscriptions.data ?? [];
  const columns: Column<Abonnement>[] = [
    { header: t('newsletter.column.email'), primary: true, cell: (a) => <a href={`mailto:${a.email}`}>{a.email}</a> },
    { header: t('newsletter.column.domaineInteret'), cell: (a) => a.domaineInteret },
    { header: t('newsletter.column.langue'), cell: (a) => a.langue },
    {
      header: t('newsletter.column.statut'),
      cell: (a) => (
        <span className={`bo-badge bo-badge--${a.statut === 'confirme' ? 'ok' : 'muted'}`}>
          {STATUTS.includes(a.statut) ? t(`newsletter.statut.${a.statut}`) : a.statut}
        </span>
      ),
    },
    {
      header: t('newsletter.column.date'),
      cell: (a) => (a.dateCreation ? <time dateTime={a.dateCreation}>{formatDateTime(a.dateCreation, i18n.language)}</time> : null),
    },
  ];

  return (
    <section>
      <PageHeader
        title={t('newsletter.title')}
        intro={rows.length ? t('newsletter.summary', { confirmed: rows.filter((a) => a.statut === 'confirme').length, total: rows.length }) : undefined}
      >
        <button type="button" className="bo-button bo-button--primary" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting}>
          {exporting ? t('newsletter.exporting') : t('newsletter.export')}
        </button>
      </PageHeader>
      <ErrorBanner error={exportError ?? undefined} />
      {subscriptions.loading ? (
        <Loading label={t('state.loading')} />
      ) : subscriptions.error ? (
        <ErrorBanner error={subscriptions.error} />
      ) : (
        <DataTable caption={t('newsletter.title')} columns={columns} rows={rows} rowKey={(a) => a._id} empty={t('newsletter.empty')} />
      )}
    </section>
  );
}
