// What the last action of a screen or panel (useAction) left to say: its failure, or the notice of
// what it did, read out as a status.
import { ErrorBanner } from './ErrorBanner';

export function ActionOutcome({ error, notice }: { error: unknown; notice: string | null }) {
  return (
    <>
      <ErrorBanner error={error} />
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
