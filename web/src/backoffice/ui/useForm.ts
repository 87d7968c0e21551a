// The one form hook of the back-office: the values, the check-then-send flow (the rules' errors under
// the fields and listed in the error summary at the top, docs/product.md §8; a refused send shows the
// server's 400 `erreurs` the same way, else its message) and the upload progress of multipart sends.
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api/errors';
import type { FieldError } from '../api/types';
import { useMessages } from '../i18n/useMessages';

/** The keys of `S` holding one text per language. */
type LocalizedKey<S> = { [K in keyof S]: S[K] extends Record<'fr' | 'en' | 'pt', string> ? K : never }[keyof S];

/** What a form's check gives: the rules' errors, and the value to send when there are none. */
export interface Checked<T> {
  errors: FieldError[];
  value: T | null;
}

export interface SendOptions {
  /**
   * The top message of a failed send that is no field error (translated); default: the error's own
   * text. Not called when the server named fields: the summary lists them.
   */
  failureText?: (error: unknown) => string;
}

/** Whether an error concerns `field`: its path is the field or starts with it (`titre.fr`, `images[0]`). */
function concerns(error: FieldError, field: string): boolean {
  return error.path === field || error.path.startsWith(`${field}.`) || error.path.startsWith(`${field}[`);
}

/** The messages about `field`, joined for the note under the field; undefined when there is none. */
export function errorAt(errors: readonly FieldError[], field: string): string | undefined {
  const messages = errors.filter((e) => concerns(e, field)).map((e) => e.message);
  return messages.length ? messages.join(' ') : undefined;
}

export function useForm<S extends object>(initial: S) {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  /** A failure that is no field error (the server's refusal, the network); null otherwise. */
  const [topError, setTopError] = useState<string | null>(null);
  /** Counts the failed saves: the error summary takes the focus on each. */
  const [failures, setFailures] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // A second submit while one is under way is ignored (the state is only seen on the next render).
  const busy = useRef(false);
  const messages = useMessages();

  const set = <K extends keyof S>(key: K, value: S[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setLoc = (key: LocalizedKey<S>, lang: 'fr' | 'en' | 'pt', value: string) =>
    setValues((v) => ({ ...v, [key]: { ...(v[key] as Record<string, string>), [lang]: value } }));

  /**
   * Runs `check`; shows its errors, or sends its value. A failed send shows the server's errors and
   * lets the form be sent again; a form that stays on screen after a save can be sent again too.
   * Resolves to true when the value was sent and accepted.
   */
  async function submit<T>(
    event: FormEvent | null,
    check: () => Checked<T>,
    send: (value: T, onProgress: (fraction: number | null) => void) => Promise<void>,
    options: SendOptions = {},
  ): Promise<boolean> {
    event?.preventDefault();
    if (busy.current) return false;
    const checked = check();
    const errors = messages.fieldErrors(checked.errors);
    setFieldErrors(errors);
    setTopError(null);
    if (errors.length || checked.value === null) {
      setFailures((n) => n + 1);
      return false;
    }
    busy.current = true;
    setSubmitting(true);
    setProgress(null);
    try {
      await send(checked.value, setProgress);
      return true;
    } catch (error) {
      const refused = messages.fieldErrors(error instanceof ApiError ? error.fieldErrors : []);
      setFieldErrors(refused);
      if (!refused.length) setTopError(options.failureText ? options.failureText(error) : messages.apiError(error));
      setProgress(null);
      setFailures((n) => n + 1);
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const error = (field: string) => errorAt(fieldErrors, field);

  /** The props that tie a field to its error: its message and its path (for the summary's link). */
  const field = (path: string) => ({ error: errorAt(fieldErrors, path), path });

  return { values, set, setLoc, setValues, fieldErrors, topError, failures, submitting, progress, submit, error, field };
}
