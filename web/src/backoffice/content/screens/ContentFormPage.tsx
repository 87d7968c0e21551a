// The page of every create and edit form: the create title, or on edit the item's name and its state;
// then the loading text, the load error (not found, missing, failed) with the way back to the list, or
// the form itself. On edit, for a type with versions, the header's "Historique" button opens them above
// the form (kept while the item is read again).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { Link } from '../../router';
import type { ManagedCollection } from '@teranga/domain';
import { ErrorBanner, Loading, PageHeader } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { etatTone, itemName } from '../list';
import type { Mode } from '../payload';
import { loadErrorText } from '../submit';
import { roleBase, type ContentItem, type FormKind, type Role } from '../types';
import { useHistoryToggle } from '../../versions/useHistoryToggle';
import '../content.css';

interface Props {
  kind: FormKind;
  role: Role;
  mode: Mode;
  loading: boolean;
  /** What failed to load, read by loadErrorText; null when everything is there. */
  error: unknown;
  /** The item as stored (edit). */
  item?: object | null;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
  /** On edit, a type with versions: the item as stored and how to load it again after a version is restored. */
  history?: { type: ManagedCollection; id: string; current: object; onRestored: () => void };
}

const BADGE = { published: ' bo-badge--ok', scheduled: ' bo-badge--warn', draft: '' } as const;

/** The item's state under the title: its badge, and when a scheduled item goes online. */
function StateLine({ item }: { item: Partial<ContentItem> }) {
  const { t, i18n } = useTranslation(CONTENT_FORM, FALLBACK);
  if (!item.etat) return null;
  const tone = etatTone(item.etat);
  const badge = <span className={`bo-badge${BADGE[tone]}`}>{t(`etat.${item.etat}`, { defaultValue: item.etat })}</span>;
  return (
    <>
      {t('state.label')} {badge}
      {tone === 'scheduled' && item.datePublication ? (
        <> · {t('state.scheduled', { date: formatDateTime(item.datePublication, i18n.language) })}</>
      ) : null}
    </>
  );
}

export function ContentFormPage({ kind, role, mode, loading, error, item, children, history }: Props) {
  const { t, i18n } = useTranslation(CONTENT_FORM, FALLBACK);
  const versions = useHistoryToggle(t('history.open'));
  const message = error
    ? loadErrorText(error, { notFound: t(`notFound.${kind}`), missing: t(`missing.${kind}`), failed: t('fetchError') })
    : null;
  const name = item ? itemName(item, i18n.language) : '';
  const title = mode === 'create' ? t(`create.${kind}`) : name ? t(`editNamed.${kind}`, { title: name }) : t(`edit.${kind}`);
  const stated = item && (item as Partial<ContentItem>).etat ? (item as Partial<ContentItem>) : null;
  return (
    <section className="bo-content">
      <PageHeader title={title} intro={message || !stated ? undefined : <StateLine item={stated} />}>
        {message || !history ? null : versions.button}
      </PageHeader>
      {message || !history ? null : versions.panel(history)}
      {loading ? (
        <Loading label={t('loading')} />
      ) : message ? (
        <>
          <ErrorBanner message={message} />
          <p>
            <Link className="bo-button" to={`${roleBase(role)}/${kind}`}>
              {t(`backToList.${kind}`)}
            </Link>
          </p>
        </>
      ) : (
        children()
      )}
    </section>
  );
}
