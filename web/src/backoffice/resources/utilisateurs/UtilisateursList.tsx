import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { dataProvider } from '../../api/provider';
import { useAuth } from '../../session/AuthProvider';
import { DataTable, ErrorBanner, Loading, PageHeader, useAction, useConfirm, type Column } from '../../ui';
import { ListEmpty } from '../../lists/ListEmpty';
import type { Utilisateur } from '../../api/types';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { UTILISATEUR } from '@teranga/domain';
import { useHandedNotice } from '../../content/screens/useHandedNotice';
import { roleBase } from '../../content/types';
import { useFieldLabel } from '../../i18n/labels';

/**
 * /admin/utilisateurs: every account with its role and status; edit and delete (for good, after the
 * page's dialog: 'Confirmer la suppression de cet utilisateur ?'); searched, filtered, sorted and paged by the server.
 */
// Users live only under the administrator's base (docs/product.md §2).
const UTILISATEURS = `${roleBase('administrateur')}/utilisateurs`;
const editPath = (id: string) => `${UTILISATEURS}/modifier/${encodeURIComponent(id)}`;

export default function UtilisateursList() {
  const { t } = useTranslation('people');
  const label = useFieldLabel(UTILISATEUR);
  const { user: me } = useAuth();
  const { state, setState, page: users } = usePagedList<Utilisateur>('utilisateurs');
  // A failure (e.g. the server refuses to delete the last active administrator) shows its message at the top.
  const { running: deleting, error: actionError, run } = useAction();
  const [dialog, ask] = useConfirm();
  // What "Enregistrer et fermer" saved.
  const saved = useHandedNotice('utilisateurs');

  async function remove(user: Utilisateur) {
    const confirmed = await ask({
      title: t('common:confirm.deleteUser'),
      body: <p>{t('ui:delete.permanent', { name: name(user) })}</p>,
      confirmLabel: t('action.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await run(user._id, async () => {
      await dataProvider.remove('utilisateurs', user._id);
      saved.drop(user._id);
      users.reload();
    });
  }

  const name = (u: Utilisateur) => [u.prenom, u.nom].filter(Boolean).join(' ') || u.email;
  const columns: Column<Utilisateur>[] = [
    {
      header: label('nom'),
      primary: true,
      sort: 'nom',
      cell: (u) => (
        <>
          <Link to={editPath(u._id)}>{u.nom || u.email}</Link>
          {me?._id === u._id ? <span className="bo-muted"> {t('users.you')}</span> : null}
        </>
      ),
    },
    { header: label('prenom'), sort: 'prenom', cell: (u) => u.prenom },
    { header: label('email'), sort: 'email', cell: (u) => <a href={`mailto:${u.email}`}>{u.email}</a> },
    { header: label('role'), cell: (u) => t(`role.${u.role}`) },
    {
      header: label('statut'),
      sort: 'statut',
      cell: (u) => (
        <span className={`bo-badge bo-badge--${u.statut === 'inactif' ? 'muted' : 'ok'}`}>
          {t(`statut.${u.statut === 'inactif' ? 'inactif' : 'actif'}`)}
        </span>
      ),
    },
    {
      header: t('column.actions'),
      className: 'bo-actions',
      cell: (u) => (
        <>
          <Link className="bo-button bo-button--small" to={editPath(u._id)} aria-label={t('action.editNamed', { nom: name(u) })}>
            {t('action.edit')}
          </Link>
          <button
            type="button"
            className="bo-button bo-button--small bo-button--danger"
            onClick={() => void remove(u)}
            disabled={deleting !== null}
            aria-label={t('action.deleteNamed', { nom: name(u) })}
          >
            {deleting === u._id ? t('action.deleting') : t('action.delete')}
          </button>
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('users.title')}>
        <Link className="bo-button bo-button--primary" to={`${UTILISATEURS}/creer`}>
          {t('users.new')}
        </Link>
      </PageHeader>
      {saved.notice}
      <ErrorBanner error={actionError ?? undefined} />
      {dialog}
      <ListControls list="utilisateurs" state={state} onChange={setState} />
      {users.loading && !users.data ? (
        <Loading label={t('state.loading')} />
      ) : users.error ? (
        <ErrorBanner error={users.error} />
      ) : (
        <>
          <DataTable
            caption={t('users.title')}
            columns={columns}
            rows={users.data?.donnees ?? []}
            rowKey={(u) => u._id}
            empty={<ListEmpty state={state} onChange={setState} empty={t('users.empty')} />}
            sort={{ state, onChange: setState }}
          />
          <Pagination state={state} total={users.data?.total ?? 0} onChange={setState} />
        </>
      )}
    </section>
  );
}
