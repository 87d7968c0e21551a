// The frame of the three content forms: the create title, or on edit the item's title and its state;
// then the loading text, the load error (not found, missing, failed) with the way back to the list, or
// the form itself. On edit the header's "Historique" button opens the versions above the form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { FormPage } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { displayTitle, etatTone } from '../list';
import type { Mode } from '../payload';
import { loadErrorText } from '../submit';
import { roleBase, type ContentItem, type ContentKind, type Role } from '../types';
import { useHistoryToggle } from '../../recovery/useHistoryToggle';
import '../content.css';

interface Props {
  kind: ContentKind;
  role: Role;
  mode: Mode;
  loading: boolean;
  /** What failed to load, read by loadErrorText; null when everything is there. */
  error: unknown;
  /** The item as stored (edit). */
  item?: ContentItem | null;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
  /** On edit: the item as stored and how to load it again after a version is restored ("Historique"). */
  history?: { id: string; current: object; onRestored: () => void };
}

const BADGE = { published: ' bo-badge--ok', scheduled: ' bo-badge--warn', draft: '' } as const;

/** The item's state under the title: its badge, and when a scheduled item goes online. */
function StateLine({ item }: { item: ContentItem }) {
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
  const name = item ? displayTitle(item, i18n.language) : '';
  const title = mode === 'create' ? t(`create.${kind}`) : name ? t(`editNamed.${kind}`, { title: name }) : t(`edit.${kind}`);
  return (
    <FormPage
      className="bo-content"
      title={title}
      intro={item ? <StateLine item={item} /> : undefined}
      actions={history ? versions.button : null}
      loading={loading}
      loadingLabel={t('loading')}
      error={message}
      back={{ to: `${roleBase(role)}/${kind}`, label: t(`backToList.${kind}`) }}
      top={history ? versions.panel({ type: kind, ...history }) : null}
    >
      {children}
    </FormPage>
  );
}
