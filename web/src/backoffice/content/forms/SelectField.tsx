// A labelled select; an `error` marks it invalid and shows under it (the select twin of TextField).
import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice (e.g. 'Choisir un secteur'). */
  placeholder?: string;
  required?: boolean;
  error?: string;
}

export function SelectField({ label, value, onChange, options, placeholder, required, error }: Props) {
  const id = useId();
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
