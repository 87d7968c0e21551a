import '../../people/people.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/client';
import { dataProvider } from '../../api/provider';
import { confirmDelete, DataTable, ErrorBanner, Loading, PageHeader, useAction, useLoad, type Column } from '../../ui';
import { sortPartners } from '../../people/partners';
import { PARTNERS, partnerEditPath } from '../../people/paths';
import type { Partenaire } from '../../people/types';

/** /admin/partenaires: every partner by display order, logo thumbnails, shown/hidden toggle, edit and delete. */
export default function PartnersList() {
  const { t } = useTranslation('people');
  const partners = useLoad(async (signal) => sortPartners(await dataProvider.getList('partenaires', signal)), []);
  const { running: busy, error: actionError, run: runAction } = useAction();

  const run = (partner: Partenaire, action: () => Promise<unknown>) =>
    runAction(partner._id, async () => {
      await action();
      partners.reload();
    });

  const remove = (p: Partenaire) => {
    if (confirmDelete(t('common:confirm.delete'))) void run(p, () => dataProvider.remove('partenaires', p._id));
  };
  // PATCH with only `actif`: the server keeps the other fields as stored.
  const toggle = (p: Partenaire) => {
    const form = new FormData();
    form.append('actif', String(!p.actif));
    void run(p, () => dataProvider.update('partenaires', p._id, form));
  };

  const columns: Column<Partenaire>[] = [
    {
      header: t('field.logo'),
      className: 'bo-cell-thumb',
      cell: (p) => (p.logo ? <img src={mediaUrl(p.logo)} alt={t('partners.logoAlt', { nom: p.nom })} className="bo-thumb" loading="lazy" /> : null),
    },
    { header: t('field.nom'), primary: true, cell: (p) => p.nom },
    {
      header: t('field.siteWeb'),
      cell: (p) =>
        p.siteWeb ? (
          <a href={p.siteWeb} target="_blank" rel="noopener noreferrer">
            {p.siteWeb.replace(/^https?:\/\//, '')}
          </a>
        ) : null,
    },
    { header: t('field.ordreAffichage'), cell: (p) => p.ordreAffichage },
    {
      header: t('field.actif'),
      cell: (p) => (
        <button
          type="button"
          className={`bo-toggle ${p.actif ? 'bo-toggle--on' : ''}`}
          aria-pressed={p.actif}
          aria-label={`${t('partners.actifHelp')} : ${p.nom}`}
          disabled={busy !== null}
          onClick={() => toggle(p)}
        >
          {p.actif ? t('partners.visible') : t('partners.hidden')}
        </button>
      ),
    },
    {
      header: t('column.actions'),
      className: 'bo-actions',
      cell: (p) => (
        <>
          <Link className="bo-button bo-button--small" to={partnerEditPath(p._id)} aria-label={t('action.editNamed', { nom: p.nom })}>
            {t('action.edit')}
          </Link>
          <button
            type="button"
            className="bo-button bo-button--small bo-button--danger"
            onClick={() => remove(p)}
            disabled={busy !== null}
            aria-label={t('action.deleteNamed', { nom: p.nom })}
          >
            {busy === p._id ? t('action.deleting') : t('action.delete')}
          </button>
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('partners.title')}>
        <Link className="bo-button bo-button--primary" to={`${PARTNERS}/creer`}>
          {t('partners.new')}
        </Link>
      </PageHeader>
      <ErrorBanner error={actionError ?? undefined} />
      {partners.loading && !partners.data ? (
        <Loading label={t('state.loading')} />
      ) : partners.error ? (
        <ErrorBanner error={partners.error} />
      ) : (
        <DataTable caption={t('partners.title')} columns={columns} rows={partners.data ?? []} rowKey={(p) => p._id} empty={t('partners.empty')} />
      )}
    </section>
  );
}
