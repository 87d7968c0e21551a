// What the user and partner forms share: the check-then-send flow (the rules' messages under the
// fields and at the top in docs/product.md §8's format, else the server's error at the top) and each
// control's aria attributes and inline message.
import { useId, useState } from 'react';
import { ApiError, formatFieldErrors } from '../api/errors';
import { useMessages } from '../i18n/useMessages';
import type { FieldError } from '../api/types';
import { hintId } from '../ui';
import { errorsFor } from './forms';

export function usePeopleForm() {
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [topError, setTopError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const messages = useMessages();

  /**
   * Shows `errors` when the check gave no `value`; otherwise sends it. A failed send shows the
   * server's error, calls `onFailure` and lets the form be sent again.
   */
  async function submit<T>(rawErrors: FieldError[], value: T | null, send: (value: T) => Promise<void>, onFailure?: () => void) {
    const errors = messages.fieldErrors(rawErrors);
    setFieldErrors(errors);
    if (!value) {
      setTopError(formatFieldErrors(errors));
      return;
    }
    setTopError(null);
    setSubmitting(true);
    try {
      await send(value);
      // Forms that stay on screen after a save (Mon profil) can be sent again.
      setSubmitting(false);
    } catch (error) {
      setFieldErrors(messages.fieldErrors(error instanceof ApiError ? error.fieldErrors : []));
      setTopError(messages.apiError(error));
      setSubmitting(false);
      onFailure?.();
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  /** aria attributes of a control: invalid when it has an error, described by its error and hint. */
  const aria = (name: string, hint = false) => {
    const messages = errorsFor(fieldErrors, name);
    const describedBy = [messages.length ? `${fieldId(name)}-error` : '', hint ? hintId(fieldId(name)) : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': messages.length > 0 || undefined, 'aria-describedby': describedBy || undefined };
  };
  const inlineError = (name: string) => {
    const messages = errorsFor(fieldErrors, name);
    return messages.length ? (
      <p className="bo-field-error" id={`${fieldId(name)}-error`}>
        {messages.join(' ')}
      </p>
    ) : null;
  };

  return { submit, submitting, topError, fieldId, aria, inlineError };
}
