import { useEffect, useRef } from 'react';
import { useMessages } from '../i18n/useMessages';

/**
 * The error at the top of a form or screen (docs/product.md §4 and §8), read out by screen readers
 * and scrolled into view. Give `message` (already formatted) or `error` (formatted here, in the
 * interface language).
 */
export function ErrorBanner({ message, error }: { message?: string | null; error?: unknown }) {
  const messages = useMessages();
  const text = message ?? (error === undefined || error === null ? null : messages.apiError(error));
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
