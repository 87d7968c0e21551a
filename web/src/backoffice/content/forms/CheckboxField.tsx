// A yes/no field on the back-office field: the box before its label (the checkbox twin of TextField).
import type { ReactNode } from 'react';
import { Field } from '../../ui';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  /** The error path, for the error summary's link. */
  path?: string;
}

export function CheckboxField({ label, checked, onChange, name, error, hint, path }: Props) {
  return (
    <Field label={label} check error={error} hint={hint} path={path}>
      {(control) => <input {...control} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
    </Field>
  );
}
