// A labelled input or textarea on the back-office field; an `error` marks it invalid and shows under it.
import type { ReactNode } from 'react';
import { Field } from '../../ui';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'number' | 'date' | 'datetime-local' | 'url' | 'email' | 'tel' | 'password';
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  name?: string;
  min?: number;
  max?: number;
  /** The error path (`titre.fr`), for the error summary's link. */
  path?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  label,
  value,
  onChange,
  multiline,
  rows = 4,
  type = 'text',
  required,
  error,
  hint,
  name,
  min,
  max,
  path,
  maxLength,
  autoComplete,
  placeholder,
}: Props) {
  return (
    <Field label={label} required={required} hint={hint} error={error} path={path}>
      {(control) =>
        multiline ? (
          <textarea {...control} name={name} value={value} required={required} rows={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...control}
            name={name}
            value={value}
            required={required}
            type={type}
            min={min}
            max={max}
            step={type === 'number' ? 1 : undefined}
            maxLength={maxLength}
            autoComplete={autoComplete}
            placeholder={placeholder}
            inputMode={type === 'url' ? 'url' : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
