// The frame of the three content forms: the create or edit title, then the loading text, the load
// error (not found, missing, failed) or the form itself.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../ui';
import type { Mode } from '../payload';
import { loadErrorText } from '../submit';
import type { ContentKind } from '../types';
import { HistoryPanel } from '../../recovery/HistoryPanel';
import '../content.css';

interface Props {
  kind: ContentKind;
  mode: Mode;
  loading: boolean;
  /** What failed to load, read by loadErrorText; null when everything is there. */
  error: unknown;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
  /** On edit: the item as stored and how to load it again after a version is restored ("Historique"). */
  history?: { id: string; current: object; onRestored: () => void };
}

export function ContentFormPage({ kind, mode, loading, error, children, history }: Props) {
  const { t } = useTranslation('content');
  const message = error
    ? loadErrorText(error, { notFound: t(`notFound.${kind}`), missing: t(`missing.${kind}`), failed: t('fetchError') })
    : null;
  return (
    <FormPage
      className="bo-content"
      title={t(mode === 'create' ? `create.${kind}` : `edit.${kind}`)}
      loading={loading}
      loadingLabel={t('loading')}
      error={message}
      after={history ? <HistoryPanel type={kind} id={history.id} current={history.current} onRestored={history.onRestored} /> : null}
    >
      {children}
    </FormPage>
  );
}
