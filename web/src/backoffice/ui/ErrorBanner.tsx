import { useEffect, useRef } from 'react';
import { formatApiError } from '../api/errors';

/**
 * The error at the top of a form or screen (docs/product.md §4 and §8), read out by screen readers
 * and scrolled into view. Give `message` (already formatted) or `error` (formatted here).
 */
export function ErrorBanner({ message, error }: { message?: string | null; error?: unknown }) {
  const text = message ?? (error === undefined || error === null ? null : formatApiError(error));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} className="bo-error" role="alert">
      {text}
    </div>
  );
}
