// The frame of every create and edit screen: its title, then the loading text, the load error, or the
// form once what it edits is there.
import type { ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner';
import { Loading } from './Loading';
import { PageHeader } from './PageHeader';

interface Props {
  title: string;
  loading?: boolean;
  loadingLabel?: string;
  /** What to say when the item could not be loaded; null when everything is there. */
  error?: string | null;
  className?: string;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
  /** Shown under the form and kept while it reloads (the "Historique" panel of an edit screen). */
  after?: ReactNode;
}

export function FormPage({ title, loading = false, loadingLabel, error = null, className, children, after }: Props) {
  return (
    <section className={className}>
      <PageHeader title={title} />
      {loading ? <Loading label={loadingLabel} /> : error ? <ErrorBanner message={error} /> : children()}
      {error ? null : after}
    </section>
  );
}
