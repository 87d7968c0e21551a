// A labelled formatted-text field (docs/product.md §5, "Formatted text"). The editor (Tiptap) is a lazy
// chunk: it loads with the first form that shows one, never with the back-office's first screen.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText, type Lang } from '@teranga/domain';
import { FieldError, errorId, hintId } from '../../ui';
import { useFormBusy } from './FormBusy';
import './rich-text.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface Props {
  label: ReactNode;
  /** The stored value: HTML of the subset, or plain text from before (shown as paragraphs). */
  value: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The error path (`contenu.fr`), for the error summary's link. */
  path?: string;
  /** The text's language (the link dialog searches the site's pages in it). */
  lang: Lang;
}

export function RichTextField({ label, value, onChange, required, error, hint, path, lang }: Props) {
  const { t } = useTranslation('editing');
  const { t: common } = useTranslation('common');
  const id = useId();
  // While the form is being saved the text cannot change, like every other field.
  const busy = useFormBusy();
  const describedBy = [`${id}-count`, hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return (
    <div className="bo-field bo-rich">
      <span id={`${id}-label`} className="bo-rich-label">
        {label}
        {required ? (
          <span className="bo-required" title={common('field.required')} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <Suspense
        fallback={
          <p className="bo-rich-loading" role="status">
            {t('loading')}
          </p>
        }
      >
        <RichTextEditor
          value={value}
          onChange={onChange}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
          path={path}
          disabled={busy}
          lang={lang}
        />
      </Suspense>
      {/* Lengths are the text's, as the server counts them (docs/product.md §5). */}
      <small id={`${id}-count`} className="bo-hint">
        {t('characters', { count: htmlToText(value).length })}
      </small>
      {hint ? (
        <p id={hintId(id)} className="bo-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
