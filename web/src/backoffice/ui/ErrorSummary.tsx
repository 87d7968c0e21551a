// The summary at the top of a form after a failed save (docs/product.md §8): how many points to fix,
// then each message, in the interface language, as a link that takes the editor to its field (the
// language tab is shown first). It takes the focus after each failed save, so a keyboard or screen
// reader user lands on it; each field keeps its own message under it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../api/types';
import { fieldTarget, focusField } from './fieldTarget';

interface Props {
  /** The field errors, already in the interface language. */
  errors: readonly FieldError[];
  /** A failure that is no field error (the server's refusal), already in the interface language. */
  message?: string | null;
  /** Changes on every failed save: the summary takes the focus then. */
  failures?: number;
  /** Makes a field visible before it is focused (its language tab). */
  reveal?: (path: string) => void;
}

export function ErrorSummary({ errors, message, failures = 0, reveal }: Props) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The id of each path's control, once the fields are on the page; a path with no field stays plain text.
  const [targets, setTargets] = useState<Record<string, string>>({});
  const shown = errors.length > 0 || Boolean(message);

  // Fields may come later than the summary (the formatted-text editor is a lazy chunk): the form is
  // looked at again when its content changes.
  useLayoutEffect(() => {
    const scope = ref.current?.closest('form') ?? document;
    const scan = () => {
      const found: Record<string, string> = {};
      for (const error of errors) {
        const target = error.path ? fieldTarget(scope, error.path) : null;
        if (target) found[error.path] = target.id;
      }
      setTargets((previous) => (JSON.stringify(previous) === JSON.stringify(found) ? previous : found));
    };
    scan();
    if (!errors.length || typeof MutationObserver === 'undefined') return undefined;
    const observer = new MutationObserver(scan);
    observer.observe(scope, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [errors]);

  useEffect(() => {
    if (failures > 0 && shown) {
      ref.current?.focus({ preventScroll: true });
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
    // Only a new failure moves the focus, not a change of the messages' language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures]);

  if (!shown) return null;

  function go(event: MouseEvent<HTMLAnchorElement>, path: string) {
    event.preventDefault();
    if (reveal) flushSync(() => reveal(path));
    focusField(ref.current?.closest('form') ?? document, path);
  }

  // One entry per message: a field may hold several.
  const entries = errors.map((error, index) => ({ key: `${error.path}:${index}`, ...error }));
  return (
    <div ref={ref} className="bo-error bo-error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <p id={titleId} className="bo-error-title">
        {errors.length ? t('summary.title', { count: errors.length }) : t('summary.failed')}
      </p>
      {errors.length ? (
        <ul>
          {entries.map((entry) =>
            targets[entry.path] ? (
              <li key={entry.key}>
                <a href={`#${targets[entry.path]}`} onClick={(event) => go(event, entry.path)}>
                  {entry.message}
                </a>
              </li>
            ) : (
              <li key={entry.key}>{entry.message}</li>
            ),
          )}
        </ul>
      ) : null}
      {message ? <p>{message}</p> : null}
    </div>
  );
}
