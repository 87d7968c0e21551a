import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled form field. `id` must be the id of the control passed as child; the hint gets
 * `${id}-hint`, so pass `aria-describedby={hintId(id)}` to the control when there is a hint.
 */
export function Field(props: { id: string; label: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>
        {props.label}
        {props.required ? (
          <span className="bo-required" title={t('field.required')}>
            {' '}*
          </span>
        ) : null}
      </label>
      {props.children}
      {props.hint ? (
        <p className="bo-hint" id={hintId(props.id)}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

export const hintId = (id: string) => `${id}-hint`;

/** A group of checkboxes or radios with its legend (e.g. the article categories). */
export function FieldSet({ legend, required, children }: { legend: string; required?: boolean; children: ReactNode }) {
  return (
    <fieldset className="bo-fieldset">
      <legend>
        {legend}
        {required ? <span className="bo-required"> *</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}
