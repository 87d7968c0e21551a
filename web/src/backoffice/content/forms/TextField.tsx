// A labelled input or textarea; an `error` marks it invalid and shows under it.
import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  name?: string;
  min?: number;
  max?: number;
}

export function TextField({ label, value, onChange, multiline, rows = 4, type = 'text', required, error, hint, name, min, max }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id, name, value, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy,
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {multiline
        ? <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
        : <input {...common} type={type} min={min} max={max} onChange={(e) => onChange(e.target.value)} />}
      {hint ? <small id={`${id}-hint`} className="bo-hint">{hint}</small> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
