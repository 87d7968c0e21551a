import './partenaires.css';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { mediaUrl } from '../../api/client';
import { dataProvider } from '../../api/provider';
import { DataTable, ErrorBanner, Loading, PageHeader, useAction, type Column } from '../../ui';
import { ListEmpty } from '../../lists/ListEmpty';
import { useCorbeilleDelete } from '../../lists/useCorbeilleDelete';
import { LotBar } from '../../lists/LotBar';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { PARTENAIRE, type Partenaire } from '@teranga/domain';
import { useHandedNotice } from '../../content/screens/useHandedNotice';
import { roleBase } from '../../content/types';
import { useFieldLabel } from '../../i18n/labels';

/**
 * /admin/partenaires: every partner by display order, logo thumbnails, shown/hidden toggle, edit and
 * delete (the page's dialog, then an undo); searched, filtered, sorted and paged by the server; selected
 * rows shown, hidden or deleted at once.
 */
// Partners live only under the administrator's base (docs/product.md §2).
const PARTENAIRES = `${roleBase('administrateur')}/partenaires`;
const editPath = (id: string) => `${PARTENAIRES}/modifier/${encodeURIComponent(id)}`;

export default function PartenairesList() {
  const { t } = useTranslation('people');
  const label = useFieldLabel(PARTENAIRE);
  const { t: tl } = useTranslation('lists');
  const { state, setState, page: partners, selected, setSelected } = usePagedList<Partenaire>('partenaires');
  const rows = partners.data?.donnees ?? [];
  const { running: busy, error: actionError, run: runAction } = useAction();

  const run = (partner: Partenaire, action: () => Promise<unknown>) =>
    runAction(partner._id, async () => {
      await action();
      partners.reload();
    });

  const corbeille = useCorbeilleDelete('partenaires', partners.reload);
  // What "Enregistrer et fermer" saved.
  const saved = useHandedNotice('partenaires');
  const remove = (p: Partenaire) => {
    void corbeille.remove(p._id, p.nom);
    saved.drop(p._id);
  };
  // PATCH with only `actif`: the server keeps the other fields as stored.
  const toggle = (p: Partenaire) => {
    const form = new FormData();
    form.append('actif', String(!p.actif));
    void run(p, () => dataProvider.update('partenaires', p._id, form));
  };

  const columns: Column<Partenaire>[] = [
    {
      header: label('logo'),
      className: 'bo-cell-thumb',
      cell: (p) =>
        p.logo ? <img src={mediaUrl(p.logo)} alt={t('partners.logoAlt', { nom: p.nom })} className="bo-thumb" loading="lazy" /> : null,
    },
    {
      header: label('nom'),
      primary: true,
      sort: 'nom',
      cell: (p) => <Link to={editPath(p._id)}>{p.nom}</Link>,
    },
    {
      header: label('siteWeb'),
      cell: (p) =>
        p.siteWeb ? (
          <a href={p.siteWeb} target="_blank" rel="noopener noreferrer">
            {p.siteWeb.replace(/^https?:\/\//, '')}
          </a>
        ) : null,
    },
    { header: label('ordreAffichage'), sort: 'ordreAffichage', cell: (p) => p.ordreAffichage },
    {
      header: label('actif'),
      sort: 'actif',
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
          <Link className="bo-button bo-button--small" to={editPath(p._id)} aria-label={t('action.editNamed', { nom: p.nom })}>
            {t('action.edit')}
          </Link>
          <button
            type="button"
            className="bo-button bo-button--small bo-button--danger"
            onClick={() => remove(p)}
            disabled={busy !== null || corbeille.deleting !== null}
            aria-label={t('action.deleteNamed', { nom: p.nom })}
          >
            {corbeille.deleting === p._id ? t('action.deleting') : t('action.delete')}
          </button>
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('partners.title')}>
        <Link className="bo-button bo-button--primary" to={`${PARTENAIRES}/creer`}>
          {t('partners.new')}
        </Link>
      </PageHeader>
      {saved.notice}
      <ErrorBanner error={actionError ?? corbeille.error ?? undefined} />
      {corbeille.notice}
      {corbeille.dialog}
      <ListControls list="partenaires" state={state} onChange={setState} />
      <LotBar
        resource="partenaires"
        selected={[...selected]}
        nameOf={(id) => rows.find((p) => p._id === id)?.nom ?? id}
        onDone={partners.reload}
        onDeleted={corbeille.deleted}
      />
      {partners.loading && !partners.data ? (
        <Loading label={t('state.loading')} />
      ) : partners.error ? (
        <ErrorBanner error={partners.error} />
      ) : (
        <>
          <DataTable
            caption={t('partners.title')}
            columns={columns}
            rows={rows}
            rowKey={(p) => p._id}
            empty={<ListEmpty state={state} onChange={setState} empty={t('partners.empty')} />}
            sort={{ state, onChange: setState }}
            selection={{ selected, onChange: setSelected, allLabel: tl('select.all'), rowLabel: (p) => tl('select.row', { name: p.nom }) }}
          />
          <Pagination state={state} total={partners.data?.total ?? 0} onChange={setState} />
        </>
      )}
    </section>
  );
}
