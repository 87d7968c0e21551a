// The frame of every create and edit screen: its title (with what it says of the item and its actions),
// then the loading text, the load error with the way back to the list, or the form once what it edits
// is there; a panel opened from the header (the "Historique" of an edit screen) sits above the form.
import type { ReactNode } from 'react';
import { Link } from '../router';
import { ErrorBanner } from './ErrorBanner';
import { Loading } from './Loading';
import { PageHeader } from './PageHeader';

interface Props {
  title: string;
  /** Under the title: the item's state. */
  intro?: ReactNode;
  /** In the header: e.g. the button opening the history. */
  actions?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** What to say when the item could not be loaded; null when everything is there. */
  error?: string | null;
  /** The way back when the item could not be loaded ("Retour aux articles"). */
  back?: { to: string; label: string };
  className?: string;
  /** The form, rendered once loaded without error. */
  children: () => ReactNode;
  /** Above the form, kept while it reloads (the "Historique" panel once opened). */
  top?: ReactNode;
}

export function FormPage({ title, intro, actions, loading = false, loadingLabel, error = null, back, className, children, top }: Props) {
  return (
    <section className={className}>
      <PageHeader title={title} intro={error ? undefined : intro}>
        {error ? null : actions}
      </PageHeader>
      {error ? null : top}
      {loading ? (
        <Loading label={loadingLabel} />
      ) : error ? (
        <>
          <ErrorBanner message={error} />
          {back ? (
            <p>
              <Link className="bo-button" to={back.to}>
                {back.label}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        children()
      )}
    </section>
  );
}
