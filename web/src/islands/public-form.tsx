// What the site's two forms (contact, newsletter) share: the native post they fall back to before
// hydration and its refused return, the focus on the first invalid field, the honeypot, and the send
// with its failure as field codes and a wait.
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { postJson } from '../lib/api';
import { firstInvalid, forgetReturn, fromApi, fromReturn, type FieldErrors, type Returned } from '../lib/form-errors';

type FormName = 'contact' | 'newsletter';

/** Where the form posts natively (form-encoded, before hydration); the API answers with a 303 to `retour`. */
export const nativeAction = (path: string, lang: string, retour?: string) =>
  `/api/v1/${path}?lang=${lang}${retour ? `&retour=${encodeURIComponent(retour)}` : ''}`;

export type Sent<T> = { ok: true; data: T | null } | { ok: false; errors: FieldErrors; retryAfter: number | null };

/** POSTs the form's JSON; a refusal gives its field codes, and a 429 the seconds to wait. */
export async function sendForm<T = unknown>(name: FormName, path: string, payload: unknown): Promise<Sent<T>> {
  const result = await postJson<T>(path, payload);
  if (result.ok) return { ok: true, data: result.data };
  console.error(name, result.status, result.message);
  return { ok: false, errors: fromApi(result.errors), retryAfter: result.status === 429 ? (result.retryAfter ?? 60) : null };
}

interface Options {
  /** The fields in the form's order: the first invalid one gets the focus when errors are shown. */
  order: readonly string[];
  /** With no invalid field to focus, focus the form's alert instead. */
  focusAlert?: boolean;
  /** A native post sent before hydration and refused came back: show its errors. */
  onReturn: (returned: Returned) => void;
}

export function usePublicForm(name: FormName, { order, focusAlert = false, onReturn }: Options) {
  const form = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Hydrated: the island checks the fields itself, in the page's language, instead of the browser.
  const [ready, setReady] = useState(false);
  // Set when messages are shown: the next render moves the focus to the first invalid field.
  const focusNext = useRef(false);
  const returnHandler = useRef(onReturn);
  useEffect(() => {
    returnHandler.current = onReturn;
  });

  // Declared before the mount effect below, so it runs on the render that shows the errors it sets.
  useEffect(() => {
    if (!focusNext.current || !form.current) return;
    focusNext.current = false;
    const field = firstInvalid(order, fieldErrors);
    const target = field ? form.current.elements.namedItem(field) : null;
    if (target instanceof HTMLElement) target.focus();
    else if (focusAlert) form.current.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [fieldErrors, order, focusAlert]);

  useEffect(() => {
    setReady(true);
    const returned = fromReturn(location.search, location.hash, name);
    if (!returned) return;
    forgetReturn();
    focusNext.current = true;
    setFieldErrors(returned.errors);
    returnHandler.current(returned);
  }, [name]);

  /** Shows these field errors (none clears them) and, unless told not to, focuses the first. */
  const showErrors = (errors: FieldErrors, focus = true) => {
    focusNext.current = focus;
    setFieldErrors(errors);
  };

  return { form: form as RefObject<HTMLFormElement>, ready, fieldErrors, showErrors };
}

/** The field bots fill and people never see. */
export function Honeypot() {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

interface FormProps {
  name: FormName;
  lang: string;
  retour?: string;
  formRef: RefObject<HTMLFormElement>;
  /** Hydrated: the island checks the fields, not the browser. */
  ready: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The form element of both forms: a native post to the API before hydration, the island's send after. */
export function PublicForm({ name, lang, retour, formRef, ready, onSubmit, children }: FormProps) {
  return (
    <form
      ref={formRef}
      className="form"
      method="post"
      action={nativeAction(name, lang, retour)}
      onSubmit={onSubmit}
      noValidate={ready}
      data-testid={`${name}-form`}
    >
      {children}
    </form>
  );
}

/** What an invalid control carries: its state and the message that describes it. */
export type InvalidProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control and, when it is invalid, its message under it. */
export function FormField(props: {
  label: ReactNode;
  error: string | null;
  errorId: string;
  children: (invalid: InvalidProps) => ReactNode;
}) {
  const invalid: InvalidProps = props.error ? { 'aria-invalid': true, 'aria-describedby': props.errorId } : {};
  return (
    <div className="field">
      <label>
        {props.label}
        {props.children(invalid)}
      </label>
      {props.error ? (
        <span className="field-error" id={props.errorId}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
