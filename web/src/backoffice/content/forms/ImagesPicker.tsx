// Realisation images (docs/product.md §4 and §5): 1 to 5 in all; on edit the stored ones show first and
// can be removed, and new ones are added within the room left. Previews for every image.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';
import { mediaUrl } from '../../api/client';
import type { ImageSelection } from '../payload';
import { IMAGE_ACCEPT, IMAGES_COUNT_MESSAGE, pickImages } from './images';
import { useImagePreparation } from './useImagePreparation';
import { usePreview } from '../../ui/usePreview';

interface Props {
  value: ImageSelection;
  onChange: (value: ImageSelection) => void;
  max: number;
  error?: string;
}

function FilePreview({ file, onRemove, removeLabel, alt }: { file: File; onRemove: () => void; removeLabel: string; alt: string }) {
  const url = usePreview(file);
  return (
    <li className="bo-image-tile">
      {url ? <img src={url} alt={alt} /> : <span className="bo-image-tile-name">{file.name}</span>}
      <button type="button" className="bo-button bo-button--danger bo-button--small" onClick={onRemove} aria-label={removeLabel}>×</button>
    </li>
  );
}

export function ImagesPicker({ value, onChange, max, error }: Props) {
  const { t } = useTranslation('content');
  const id = useId();
  const [messages, setMessages] = useState<string[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const { prepare, preparing } = useImagePreparation();
  const total = value.existing.length + value.added.length;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const pick = pickImages(files, max - total);
    const prepared = await prepare(pick.accepted);
    setMessages([
      ...pick.refused.map((name) => t('images.badType', { name })),
      ...prepared.errors,
      ...(pick.overflow ? [IMAGES_COUNT_MESSAGE] : []),
    ]);
    setNotes(prepared.notes);
    if (prepared.files.length) onChange({ ...value, added: [...value.added, ...prepared.files] });
  }

  const nameOf = (path: string) => path.split('/').pop() ?? path;
  return (
    <fieldset className={`bo-fieldset${error ? ' is-invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('field.images')} <small className="bo-hint">({t('field.imagesHint')})</small></legend>
      <ul className="bo-image-tiles">
        {value.existing.map((path) => (
          <li key={path} className="bo-image-tile">
            <img src={mediaUrl(path)} alt={t('images.preview', { name: nameOf(path) })} />
            <button
              type="button"
              className="bo-button bo-button--danger bo-button--small"
              aria-label={t('images.removeNamed', { name: nameOf(path) })}
              onClick={() => onChange({ ...value, existing: value.existing.filter((p) => p !== path) })}
            >×</button>
          </li>
        ))}
        {value.added.map((file, index) => (
          <FilePreview
            key={`${file.name}-${index}`}
            file={file}
            alt={t('images.preview', { name: file.name })}
            removeLabel={t('images.removeNamed', { name: file.name })}
            onRemove={() => onChange({ ...value, added: value.added.filter((_, i) => i !== index) })}
          />
        ))}
      </ul>
      <p className="bo-hint" aria-live="polite">{t('images.count', { count: total, max })}</p>
      <label htmlFor={id} className={`bo-button bo-button--secondary${total >= max ? ' is-disabled' : ''}`}>{t('images.add')}</label>
      <input id={id} className="bo-file" type="file" accept={IMAGE_ACCEPT} multiple disabled={total >= max || preparing} onChange={onFiles} />
      <div aria-live="polite">
        {preparing ? <p className="bo-hint">{t('images.preparing')}</p> : null}
        {notes.map((note) => <p key={note} className="bo-hint">{note}</p>)}
      </div>
      {messages.length ? <ul className="bo-field-errors" role="alert">{messages.map((m) => <li key={m}>{m}</li>)}</ul> : null}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
