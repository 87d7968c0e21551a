// The one field of the back-office forms: a label, the control, an optional hint and the error under
// it. The control is rendered by `children` with the props that tie it to its label, hint and error
// (id, aria-invalid, aria-describedby), so no form wires them by hand.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What `Field` hands to its control. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** The error path the control answers for (`titre.fr`): the error summary's link finds it by this. */
  'data-field'?: string;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;

/** The message under a field or group; the banner at the top of the form lists them all. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="bo-field-error">
      {message}
    </p>
  ) : null;
}

function RequiredMark() {
  const { t } = useTranslation('common');
  // The control carries `required`; the star is for sighted users only.
  return (
    <span className="bo-required" title={t('field.required')} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

interface FieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The field's message, already in the interface language; marks the control invalid. */
  error?: string;
  /** A fixed id for the control (e.g. the login form's); generated otherwise. */
  id?: string;
  /** A checkbox: the control before its label, on one line. */
  check?: boolean;
  /** The error path of this field (`titre.fr`), for the error summary's link. */
  path?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, required, hint, error, id: fixedId, check, path, children }: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    ...(path ? { 'data-field': path } : {}),
  });
  const labelled = (
    <label htmlFor={id}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
  return (
    <div className={check ? 'bo-field bo-field--check' : 'bo-field'}>
      {check ? (
        <>
          {control}
          {labelled}
        </>
      ) : (
        <>
          {labelled}
          {control}
        </>
      )}
      {hint ? (
        <p className="bo-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

interface FieldSetProps {
  legend: ReactNode;
  required?: boolean;
  /** Shown in the legend, after it. */
  hint?: ReactNode;
  error?: string;
  /** Marks the group itself invalid (a group of checkboxes), not only described by its error. */
  invalid?: boolean;
  /** The error path of the group (`categories`), for the error summary's link. */
  path?: string;
  children: ReactNode;
}

/** A group of controls with its legend (the article categories, an image picker, the passwords). */
export function FieldSet({ legend, required, hint, error, invalid, path, children }: FieldSetProps) {
  const id = useId();
  return (
    <fieldset
      id={id}
      data-field={path}
      className={`bo-fieldset${error ? ' is-invalid' : ''}`}
      aria-invalid={invalid && error ? true : undefined}
      aria-describedby={error ? errorId(id) : undefined}
    >
      <legend>
        {legend}
        {required ? <RequiredMark /> : null}
        {hint ? (
          <>
            {' '}
            <small className="bo-hint">({hint})</small>
          </>
        ) : null}
      </legend>
      {children}
      <FieldError id={errorId(id)} message={error} />
    </fieldset>
  );
}
