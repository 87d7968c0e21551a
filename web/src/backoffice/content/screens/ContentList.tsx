// The list of realisations, articles or opportunities for a role (docs/product.md §2, §7, §8): title
// (the link to its form), etat, statut (opportunities), translations, publication date, views, author
// (administrators), last modification and delete. A delete
// asks 'Confirmer la suppression ?' in the page's dialog, then offers to undo it; a failed delete is
// logged and the list stays as it was. The server searches, filters, sorts and pages it (the state
// lives in the address); selected rows can be published, unpublished or deleted at once.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { ARTICLE_CATEGORIES, type Traductions } from '@teranga/domain';
import { TraductionsStates } from '../../traductions/TraductionsStates';
import { dataProvider } from '../../api/provider';
import { LotBar } from '../../lists/LotBar';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { usePagedList } from '../../lists/usePagedList';
import { secteurName, useSecteurs } from '../forms/SecteurSelect';
import { DataTable, type Column } from '../../ui/DataTable';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { Loading } from '../../ui/Loading';
import { PageHeader } from '../../ui/PageHeader';
import { useLoad } from '../../ui/useLoad';
import { ListEmpty } from '../../lists/ListEmpty';
import { useCorbeilleDelete } from '../../lists/useCorbeilleDelete';
import { formatDateShort, formatDateTimeShort } from '../../ui/dates';
import { useFieldLabel } from '../../i18n/labels';
import { displayTitle, etatTone, formatCount } from '../list';
import { roleBase, type ContentItem, type ContentKind, type Opportunite, type Role } from '../types';
import { useHandedNotice } from './useHandedNotice';
import '../content.css';

// The shared badge styles: published stands out, scheduled warns, drafts stay plain.
const BADGE = { published: ' bo-badge--ok', scheduled: ' bo-badge--warn', draft: '' } as const;

interface Props {
  kind: ContentKind;
  role: Role;
}

export default function ContentList({ kind, role }: Props) {
  const { t, i18n } = useTranslation('content');
  const saved = useHandedNotice(kind);
  const { state, setState, page: loaded, selected, setSelected } = usePagedList<ContentItem>(kind);
  const items = loaded.data?.donnees ?? [];
  const secteurs = useSecteurs(kind !== 'opportunites');
  // Articles and realisations choose from the fixed list; an opportunity's category is free text,
  // so its filter offers the categories in use (the caller's own items for an adviser).
  const categories = useLoad(
    (signal) =>
      kind === 'opportunites'
        ? dataProvider.opportuniteCategories(signal).then((answer) => answer.donnees)
        : Promise.resolve([...ARTICLE_CATEGORIES]),
    [kind],
  );
  const { t: tl } = useTranslation('lists');
  // docs/product.md §8: a delete failure is logged; the row stays.
  const corbeille = useCorbeilleDelete(kind, loaded.reload);
  const { deleting, error: deleteError } = corbeille;
  // docs/product.md §8: API failures are logged; the screen says 'Erreur de chargement'.
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);

  const base = `${roleBase(role)}/${kind}`;
  const title = t(`title.${kind}.${role}`);

  async function remove(item: ContentItem) {
    await corbeille.remove(item._id, displayTitle(item, i18n.language) || t('list.untitled'));
    saved.drop(item._id);
  }
  const editPath = (item: ContentItem) => `${base}/modifier/${encodeURIComponent(item._id)}`;
  const label = useFieldLabel();

  // One line a row on a laptop (the title cut with an ellipsis, whole in its link's name and tooltip;
  // the title is the link to the form); on a phone a card: title, then state and last modification
  // beside the delete button (lists.css, .bo-table--rows). The columns marked bo-col-wide are left out
  // of the card.
  const columns: Column<ContentItem>[] = [
    {
      header: t('list.title'),
      primary: true,
      sort: 'titre',
      className: 'bo-col-title',
      cell: (item) => {
        const name = displayTitle(item, i18n.language) || t('list.untitled');
        return (
          <Link to={editPath(item)} title={name}>
            {name}
          </Link>
        );
      },
    },
    {
      header: t('list.etat'),
      sort: 'etat',
      className: 'bo-col-etat',
      cell: (item) => (
        <span className={`bo-badge${BADGE[etatTone(item.etat)]}`}>
          {item.etat ? t(`etat.${item.etat}`, { defaultValue: item.etat }) : '—'}
        </span>
      ),
    },
    ...(kind === 'opportunites'
      ? [
          {
            header: t('list.statut'),
            sort: 'statut',
            className: 'bo-col-wide',
            cell: (item: ContentItem) => {
              const statut = (item as Opportunite).statut;
              return (
                <span className={`bo-badge${statut === 'actif' ? ' bo-badge--ok' : ''}`}>
                  {statut ? t(`statut.${statut}`, { defaultValue: statut }) : '—'}
                </span>
              );
            },
          },
        ]
      : []),
    {
      header: t('list.traductions'),
      className: 'bo-col-wide',
      cell: (item) => <TraductionsStates traductions={(item as { traductions?: Traductions }).traductions} />,
    },
    {
      header: t('list.datePublication'),
      sort: 'datePublication',
      className: 'bo-col-wide',
      cell: (item) => formatDateShort(item.datePublication, i18n.language) || t('list.noDate'),
    },
    {
      header: t('list.nombreVues'),
      // Left out where the table is narrow (a laptop with the sidebar): the dashboard shows the views too.
      className: 'bo-number bo-col-wide bo-col-optional',
      ...(kind === 'opportunites' ? {} : { sort: 'nombreVues' }),
      cell: (item) => formatCount(item.nombreVues ?? 0, i18n.language),
    },
    // Administrators see everyone's items, so who wrote each (its creator, by name); an adviser's are all their own.
    ...(role === 'administrateur'
      ? [
          {
            header: label('auteur'),
            className: 'bo-col-wide bo-col-auteur',
            cell: (item: ContentItem) => {
              const name = item.auteurNom || t('list.noAuthor');
              return <span title={name}>{name}</span>;
            },
          },
        ]
      : []),
    {
      header: t('list.dateModification'),
      sort: 'dateModification',
      className: 'bo-col-date',
      cell: (item) => formatDateTimeShort(item.dateModification, i18n.language) || t('list.noDate'),
    },
    {
      header: t('list.actions'),
      className: 'bo-actions',
      cell: (item) => {
        const name = displayTitle(item, i18n.language) || t('list.untitled');
        return (
          <div className="bo-inline">
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
        <Link className="bo-button bo-button--primary" to={`${base}/creer`}>
          {t(`create.${kind}`)}
        </Link>
      </PageHeader>
      {saved.notice}
      {corbeille.notice}
      {corbeille.dialog}
      {loaded.loading ? <Loading label={t('loading')} /> : null}
      {!loaded.loading && loaded.error ? <ErrorBanner message={t('loadError')} /> : null}
      {deleteError ? (
        <p className="bo-muted" role="status">
          {t('list.deleteFailed')}
        </p>
      ) : null}
      <ListControls
        list={kind}
        state={state}
        onChange={setState}
        secteurs={
          kind === 'opportunites' ? undefined : (secteurs.data ?? []).map((s) => ({ value: s.slug, label: secteurName(s, i18n.language) }))
        }
        // The fixed categories by their name in the interface language; an offer's free text as typed.
        categories={(categories.data ?? []).map((c) => ({
          value: c,
          label: kind === 'opportunites' ? c : t(`category.${c}`, { defaultValue: c }),
        }))}
      />
      <LotBar
        resource={kind}
        selected={[...selected]}
        nameOf={(id) => {
          const item = items.find((i) => i._id === id);
          return item ? displayTitle(item, i18n.language) : id;
        }}
        onDone={loaded.reload}
        onDeleted={corbeille.deleted}
      />
      {!loaded.loading && !loaded.error ? (
        <>
          <DataTable
            caption={title}
            variant="rows"
            columns={columns}
            rows={items}
            rowKey={(item) => item._id}
            empty={<ListEmpty state={state} onChange={setState} empty={t(`empty.${kind}`)} />}
            sort={{ state, onChange: setState }}
            selection={{
              selected,
              onChange: setSelected,
              allLabel: tl('select.all'),
              rowLabel: (item) => tl('select.row', { name: displayTitle(item, i18n.language) || t('list.untitled') }),
            }}
          />
          <Pagination state={state} total={loaded.data?.total ?? 0} onChange={setState} />
        </>
      ) : null}
    </section>
  );
}
