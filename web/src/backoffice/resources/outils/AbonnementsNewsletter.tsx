import './tools.css';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../api/provider';
import { DataTable, ErrorBanner, Loading, PageHeader, useAction, useLoad, type Column } from '../../ui';
import { csvFilename, saveBlob } from './csv';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { ListEmpty } from '../../lists/ListEmpty';
import { formatDateTime } from '../../ui/dates';
import type { Abonnement } from './types';
import { languageKey, sectorKey } from './labels';

const STATUTS = ['en_attente', 'confirme', 'desabonne'];

/**
 * /admin/newsletter: every subscription with its status, searched, filtered, sorted and paged by the
 * server; the confirmed ones exported as CSV.
 */
export default function AbonnementsNewsletter() {
  const { t, i18n } = useTranslation('tools');
  const { state, setState, page: subscriptions } = usePagedList<Abonnement>('abonnements');
  // The summary counts the whole list, not the page: two totals the server counts.
  const summary = useLoad(async (signal) => {
    const [all, confirmed] = await Promise.all([
      dataProvider.getPage('abonnements', '?taille=1', signal),
      dataProvider.getPage('abonnements', '?etat=confirme&taille=1', signal),
    ]);
    return { total: all.total, confirmed: confirmed.total };
  }, []);
  const { running, error: exportError, run } = useAction<'export'>();
  const exporting = running !== null;

  const exportCsv = () => run('export', async () => saveBlob(await dataProvider.newsletterCsv(i18n.language), csvFilename(new Date())));

  const rows = subscriptions.data?.donnees ?? [];
  // A code the product knows, in the interface language; anything else as it was sent.
  const label = (key: string | null, raw: string) => (key ? t(key) : raw);
  const columns: Column<Abonnement>[] = [
    { header: t('newsletter.column.email'), primary: true, sort: 'email', cell: (a) => <a href={`mailto:${a.email}`}>{a.email}</a> },
    { header: t('newsletter.column.domaineInteret'), cell: (a) => label(sectorKey(a.domaineInteret), a.domaineInteret) },
    { header: t('newsletter.column.langue'), cell: (a) => label(languageKey(a.langue), a.langue) },
    {
      header: t('newsletter.column.statut'),
      sort: 'statut',
      cell: (a) => (
        <span className={`bo-badge bo-badge--${a.statut === 'confirme' ? 'ok' : 'muted'}`}>
          {STATUTS.includes(a.statut) ? t(`newsletter.statut.${a.statut}`) : a.statut}
        </span>
      ),
    },
    {
      header: t('newsletter.column.date'),
      sort: 'dateCreation',
      cell: (a) => (a.dateCreation ? <time dateTime={a.dateCreation}>{formatDateTime(a.dateCreation, i18n.language)}</time> : null),
    },
  ];

  return (
    <section>
      <PageHeader title={t('newsletter.title')} intro={summary.data?.total ? t('newsletter.summary', summary.data) : undefined}>
        <button
          type="button"
          className="bo-button bo-button--primary"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting}
        >
          {exporting ? t('newsletter.exporting') : t('newsletter.export')}
        </button>
      </PageHeader>
      <ErrorBanner error={exportError ?? undefined} />
      <ListControls list="abonnements" state={state} onChange={setState} />
      {subscriptions.loading && !subscriptions.data ? (
        <Loading label={t('state.loading')} />
      ) : subscriptions.error ? (
        <ErrorBanner error={subscriptions.error} />
      ) : (
        <>
          <DataTable
            caption={t('newsletter.title')}
            columns={columns}
            rows={rows}
            rowKey={(a) => a._id}
            empty={<ListEmpty state={state} onChange={setState} empty={t('newsletter.empty')} />}
            sort={{ state, onChange: setState }}
          />
          <Pagination state={state} total={subscriptions.data?.total ?? 0} onChange={setState} />
        </>
      )}
    </section>
  );
}
