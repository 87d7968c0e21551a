// What the two image pickers share: the file input their "Choisir"/"Ajouter" label opens (pictures of the
// accepted types only), and the live line that says a picture is being prepared and what its preparation
// noted (a reduced size).
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { IMAGE_ACCEPT } from './images';

interface InputProps {
  id: string;
  multiple?: boolean;
  /** The input's own name, where no label names it. */
  label?: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The error path of the images (for the error summary's link). */
  path?: string;
  /** The picture field holds an error (shown under it). */
  invalid?: boolean;
}

export function ImageFileInput({ id, multiple, label, disabled, onChange, path, invalid }: InputProps) {
  return (
    <input
      id={id}
      className="bo-file"
      type="file"
      accept={IMAGE_ACCEPT}
      multiple={multiple}
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      onChange={onChange}
      data-field={path}
    />
  );
}

export function PreparationStatus({ preparing, notes }: { preparing: boolean; notes: readonly string[] }) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  return (
    <div aria-live="polite">
      {preparing ? <p className="bo-hint">{t('images.preparing')}</p> : null}
      {notes.map((note) => (
        <p key={note} className="bo-hint">
          {note}
        </p>
      ))}
    </div>
  );
}
