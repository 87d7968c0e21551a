// The list of realisations, articles or opportunities for a role (docs/product.md §2, §7, §8): title,
// etat, statut (opportunities), publication date, views, edit and delete. A delete asks 'Confirmer la suppression ?'; a failed
// delete is logged and the list stays as it was.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dataProvider } from '../../api/provider';
import { confirmDelete, DataTable, ErrorBanner, Loading, PageHeader, useAction, useLoad, type Column } from '../../ui';
import { formatDate } from '../../ui/dates';
import { asList, displayTitle, etatTone, formatCount } from '../list';
import { roleBase, type ContentItem, type ContentKind, type Opportunite, type Role } from '../types';
import type { SavedNotice } from '../saved';
import { SaveNotice } from './SaveNotice';
import '../content.css';

// The shared badge styles: published stands out, scheduled warns, drafts stay plain.
const BADGE = { published: ' bo-badge--ok', scheduled: ' bo-badge--warn', draft: '' } as const;

interface Props {
  kind: ContentKind;
  role: Role;
}

export default function ContentList({ kind, role }: Props) {
  const { t, i18n } = useTranslation('content');
  const saved = (useLocation().state as { saved?: SavedNotice | null } | null)?.saved;
  const loaded = useLoad((signal) => dataProvider.getList(kind, signal).then((answer) => asList<ContentItem>(answer)), [kind]);
  const [items, setItems] = useState<ContentItem[]>([]);
  // docs/product.md §8: a delete failure is logged; the row stays.
  const { running: deleting, error: deleteError, run } = useAction();
  useEffect(() => setItems(loaded.data ?? []), [loaded.data]);
  // docs/product.md §8: API failures are logged; the screen says 'Erreur de chargement'.
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);

  const base = `${roleBase(role)}/${kind}`;
  const title = t(`title.${kind}.${role}`);

  async function remove(item: ContentItem) {
    if (!confirmDelete()) return;
    await run(item._id, async () => {
      await dataProvider.remove(kind, item._id);
      setItems((list) => list.filter((i) => i._id !== item._id));
    });
  }

  const columns: Column<ContentItem>[] = [
    {
      header: t('list.title'),
      primary: true,
      cell: (item) => displayTitle(item, i18n.language) || t('list.untitled'),
    },
    {
      header: t('list.etat'),
      cell: (item) => (
        <span className={`bo-badge${BADGE[etatTone(item.etat)]}`}>{item.etat ? t(`etat.${item.etat}`, { defaultValue: item.etat }) : '—'}</span>
      ),
    },
    ...(kind === 'opportunites'
      ? [{
          header: t('list.statut'),
          cell: (item: ContentItem) => {
            const statut = (item as Opportunite).statut;
            return <span className={`bo-badge${statut === 'actif' ? ' bo-badge--ok' : ''}`}>{statut ? t(`statut.${statut}`, { defaultValue: statut }) : '—'}</span>;
          },
        }]
      : []),
    {
      header: t('list.datePublication'),
      cell: (item) => formatDate(item.datePublication, i18n.language) || t('list.noDate'),
    },
    {
      header: t('list.nombreVues'),
      className: 'bo-number',
      cell: (item) => formatCount(item.nombreVues ?? 0, i18n.language),
    },
    {
      header: t('list.actions'),
      className: 'bo-actions',
      cell: (item) => {
        const name = displayTitle(item, i18n.language) || t('list.untitled');
        return (
          <div className="bo-inline">
            <Link className="bo-button bo-button--secondary bo-button--small" to={`${base}/modifier/${encodeURIComponent(item._id)}`} aria-label={t('list.editNamed', { title: name })}>
              {t('list.edit')}
            </Link>
            <button
              type="button"
              className="bo-button bo-button--danger bo-button--small"
              onClick={() => remove(item)}
              disabled={deleting === item._id}
              aria-label={t('list.deleteNamed', { title: name })}
            >
              {deleting === item._id ? t('list.deleting') : t('list.delete')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="bo-content">
      <PageHeader title={title}>
        <Link className="bo-button bo-button--primary" to={`${base}/creer`}>{t(`create.${kind}`)}</Link>
      </PageHeader>
      {saved && saved.kind === kind ? <SaveNotice notice={saved} /> : null}
      {loaded.loading ? <Loading label={t('loading')} /> : null}
      {!loaded.loading && loaded.error ? <ErrorBanner message={t('loadError')} /> : null}
      {deleteError ? <p className="bo-muted" role="status">{t('list.deleteFailed')}</p> : null}
      {!loaded.loading && !loaded.error ? (
        <DataTable caption={title} columns={columns} rows={items} rowKey={(item) => item._id} empty={t(`empty.${kind}`)} />
      ) : null}
    </section>
  );
}
