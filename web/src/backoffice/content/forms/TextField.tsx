// A labelled input or textarea; `invalid` marks it for assistive technology and the styles.
import { useId, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  required?: boolean;
  invalid?: boolean;
  hint?: ReactNode;
  name?: string;
  min?: number;
  max?: number;
}

export function TextField({ label, value, onChange, multiline, rows = 4, type = 'text', required, invalid, hint, name, min, max }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id, name, value, required, 'aria-invalid': invalid || undefined, 'aria-describedby': hintId,
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {multiline
        ? <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
        : <input {...common} type={type} min={min} max={max} onChange={(e) => onChange(e.target.value)} />}
      {hint ? <small id={hintId} className="bo-hint">{hint}</small> : null}
    </div>
  );
}
