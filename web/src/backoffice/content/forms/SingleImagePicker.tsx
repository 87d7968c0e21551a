// A single picture (the main image of an article, the image of an opportunity, a partner's logo):
// required on create, replaceable on edit (the stored one shows until a new file is chosen; "keep" goes
// back to it).
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { FieldSet } from '../../ui';
import { mediaUrl } from '../../api/client';
import type { SingleImage } from '../payload';
import { pickImages } from './images';
import { ImageFileInput, PreparationStatus } from './ImageFileInput';
import { useImagePreparation } from './useImagePreparation';
import { usePreview } from '../../ui/usePreview';
import type { MediathequeElement, NatureMedia } from '@teranga/domain';
import { MediaPicker } from '../../resources/medias/MediaPicker';

interface Props {
  label: string;
  value: SingleImage;
  onChange: (value: SingleImage) => void;
  required?: boolean;
  error?: string;
  /** The error path of the image (`imagePrincipale`, `image`), for the error summary's link. */
  path?: string;
  /** What goes with the picture (its text and focal point), given the picture shown and its label; replaces the plain preview. */
  details?: (src: string | null, label: string) => ReactNode;
  /** A picture of the media library was chosen: the form takes its texts and focal point. */
  onMediaChosen?: (media: MediathequeElement) => void;
  /** Which pictures of the media library are offered (photos by default). */
  nature?: NatureMedia;
  /** A type's own words for the picture (a logo): its text, and the stored or newly chosen one's caption. */
  words?: { alt: string; current: string; file: string };
}

export function SingleImagePicker({ label, value, onChange, required, error, path, details, onMediaChosen, nature, words }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const { t: tm } = useTranslation('medias');
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { prepare, preparing } = useImagePreparation();
  const preview = usePreview(value.file);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const pick = pickImages(files.slice(0, 1), 1);
    const prepared = await prepare(pick.accepted);
    setMessage(pick.refused.length ? t('images.badType', { name: pick.refused[0] }) : (prepared.errors[0] ?? null));
    setNote(prepared.notes[0] ?? null);
    if (prepared.files.length) onChange({ ...value, file: prepared.files[0], media: null });
  }

  const chosen = value.file ? null : (value.media ?? null);
  const shown = preview ?? (chosen ? mediaUrl(chosen.url) : value.current && !value.file ? mediaUrl(value.current) : null);
  const shownLabel = value.file ? t('images.preview', { name: value.file.name }) : chosen ? chosen.nom : t('images.current');
  return (
    <FieldSet legend={label} required={required} hint={t('field.imageHint')} error={error}>
      {!details && shown ? <img className="bo-single-preview" src={shown} alt={words?.alt ?? shownLabel} /> : null}
      {words && (value.file || (value.current && !chosen)) ? <p className="bo-hint">{value.file ? words.file : words.current}</p> : null}
      {value.file ? <p className="bo-hint">{value.file.name}</p> : null}
      {chosen ? <p className="bo-hint">{tm('chosen', { nom: chosen.nom })}</p> : null}
      <div className="bo-inline">
        <label htmlFor={id} className="bo-button bo-button--secondary">
          {value.current || value.file || chosen ? t('images.replace') : t('images.choose')}
        </label>
        <ImageFileInput id={id} label={label} disabled={preparing} onChange={onFile} path={path} invalid={Boolean(error)} />
        <MediaPicker
          disabled={preparing}
          nature={nature}
          onChoose={(media) => {
            onChange({ ...value, file: null, media: { _id: media._id, url: media.url, nom: media.nom } });
            onMediaChosen?.(media);
          }}
        />
        {value.file || chosen ? (
          <button type="button" className="bo-button bo-button--secondary" onClick={() => onChange({ ...value, file: null, media: null })}>
            {value.current ? t('images.keepCurrent') : t('images.remove')}
          </button>
        ) : null}
      </div>
      <PreparationStatus preparing={preparing} notes={note ? [note] : []} />
      {message ? (
        <p className="bo-field-errors" role="alert">
          {message}
        </p>
      ) : null}
      {details ? details(shown, shownLabel) : null}
    </FieldSet>
  );
}
