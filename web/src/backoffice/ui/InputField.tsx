// A required text input in its Field, its value held by the screen: the sign-in and password screens.
import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's message, already in the interface language. */
  error?: string;
}

export function InputField({ id, label, value, onValue, error, ...input }: Props) {
  return (
    <Field id={id} label={label} required error={error}>
      {(control) => <input {...control} {...input} required value={value} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}
