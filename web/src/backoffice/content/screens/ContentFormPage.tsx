// The frame of the three content forms: the create or edit title, then the loading text, the load
// error (not found, missing, failed) or the form itself.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner, Loading, PageHeader } from '../../ui';
import type { Mode } from '../payload';
import { loadErrorText } from '../submit';
import type { ContentKind } from '../types';
import '../content.css';

interface Props {
  kind: ContentKind;
  mode: Mode;
  loading: boolean;
  /** What failed to load, read by loadErrorText; null when everything is there. */
  error: unknown;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
}

export function ContentFormPage({ kind, mode, loading, error, children }: Props) {
  const { t } = useTranslation('content');
  return (
    <section className="bo-content">
      <PageHeader title={t(mode === 'create' ? `create.${kind}` : `edit.${kind}`)} />
      {loading ? <Loading label={t('loading')} /> : null}
      {!loading && error ? <ErrorBanner message={loadErrorText(error, { notFound: t(`notFound.${kind}`), missing: t(`missing.${kind}`), failed: t('fetchError') })} /> : null}
      {!loading && !error ? children() : null}
    </section>
  );
}
