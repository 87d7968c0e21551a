// A labelled select on the back-office field (the select twin of TextField).
import type { ReactNode } from 'react';
import { Field } from '../../ui/Field';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Choisir un secteur'). */
  placeholder?: string;
  required?: boolean;
  error?: string;
  /** The error path, for the error summary's link. */
  path?: string;
  /** One line under the label (where the field shows on the site). */
  hint?: ReactNode;
}

export function SelectField({ label, value, onChange, options, placeholder, required, error, path, hint }: Props) {
  return (
    <Field label={label} required={required} error={error} path={path} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
