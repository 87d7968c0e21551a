// Realisation images (docs/product.md §4 and §5): 1 to 5 in all; on edit the stored ones show first and
// can be removed, and new ones are added within the room left. Previews for every image, each with its
// alternative text in the language tab shown (the first, the cover, required), and the cover's focal point.
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { FieldSet } from '../../ui';
import { mediaUrl } from '../../api/client';
import type { MediathequeElement, PointFocal } from '@teranga/domain';
import { MediaPicker } from '../../resources/medias/MediaPicker';
import { withInsertedTexts } from '../../resources/medias/fill';
import type { ImageSelection } from '../payload';
import type { ContentLang, Localized } from '../types';
import { FocalPointPicker } from './FocalPointPicker';
import { TextField } from './TextField';
import { IMAGES_COUNT_MESSAGE, pickImages } from './images';
import { ImageFileInput, PreparationStatus } from './ImageFileInput';
import { useImagePreparation } from './useImagePreparation';
import { usePreview } from '../../ui/usePreview';
import { useFieldLabel } from '../../i18n/labels';

interface Props {
  value: ImageSelection;
  onChange: (value: ImageSelection) => void;
  max: number;
  error?: string;
  lang: ContentLang;
  /** Per language, one text per image in the order shown (kept images, then new ones). */
  texts: Localized<string[]>;
  onTexts: (texts: Localized<string[]>) => void;
  /** The message of image `index`'s text in `lang`. */
  textError: (index: number) => string | undefined;
  pointFocal: PointFocal | null;
  onPointFocal: (value: PointFocal | null) => void;
  pointError?: string;
}

/** `texts` without the entry of image `index`, in every language: the others stay with their images. */
export function withoutText(texts: Localized<string[]>, index: number): Localized<string[]> {
  const drop = (list: string[]) => list.filter((_, i) => i !== index);
  return { fr: drop(texts.fr), en: drop(texts.en), pt: drop(texts.pt) };
}

/** `texts` with image `index`'s text in `lang` set (a shorter list is padded with ''). */
export function withText(texts: Localized<string[]>, lang: ContentLang, index: number, text: string): Localized<string[]> {
  const list = Array.from({ length: Math.max(texts[lang].length, index + 1) }, (_, i) => texts[lang][i] ?? '');
  list[index] = text;
  return { ...texts, [lang]: list };
}

interface TileProps {
  src: string | null;
  name: string;
  onRemove: () => void;
  /** The image's text field, under its picture. */
  text: ReactNode;
}

function Tile({ src, name, onRemove, text }: TileProps) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  return (
    <li className="bo-image-item">
      <div className="bo-image-tile">
        {src ? <img src={src} alt={t('images.preview', { name })} /> : <span className="bo-image-tile-name">{name}</span>}
        <button
          type="button"
          className="bo-button bo-button--danger bo-button--small"
          onClick={onRemove}
          aria-label={t('images.removeNamed', { name })}
        >
          ×
        </button>
      </div>
      {text}
    </li>
  );
}

function FileTile(props: Omit<TileProps, 'src' | 'name'> & { file: File }) {
  const url = usePreview(props.file);
  return <Tile {...props} src={url} name={props.file.name} />;
}

export function ImagesPicker({
  value,
  onChange,
  max,
  error,
  lang,
  texts,
  onTexts,
  textError,
  pointFocal,
  onPointFocal,
  pointError,
}: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const id = useId();
  const [messages, setMessages] = useState<string[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  const { prepare, preparing } = useImagePreparation();
  const chosen = value.chosen ?? [];
  const total = value.existing.length + chosen.length + value.added.length;

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
  const textField = (index: number) => (
    <TextField
      label={t('field.texteAlternatifImage', { n: index + 1, lang })}
      hint={index === 0 ? t('field.texteAlternatifHint') : undefined}
      required={index === 0}
      value={texts[lang][index] ?? ''}
      onChange={(v) => onTexts(withText(texts, lang, index, v))}
      error={textError(index)}
      name={`textesAlternatifs-${lang}-${index}`}
      path={`textesAlternatifs.${lang}.${index}`}
    />
  );
  const remove = (index: number, next: ImageSelection) => {
    onTexts(withoutText(texts, index));
    // The focal point was the cover's: a new cover starts from its centre.
    if (index === 0) onPointFocal(null);
    onChange(next);
  };
  const cover = value.existing[0] ? mediaUrl(value.existing[0]) : chosen[0] ? mediaUrl(chosen[0].url) : null;
  // A picture of the library goes after the kept ones and the library's, before the new files, with its texts.
  const choose = (media: MediathequeElement) => {
    if (total >= max) return;
    const index = value.existing.length + chosen.length;
    onTexts(withInsertedTexts(texts, index, media.texteAlternatif));
    if (index === 0) onPointFocal(media.pointFocal);
    onChange({ ...value, chosen: [...chosen, { _id: media._id, url: media.url, nom: media.nom }] });
  };
  return (
    <FieldSet legend={label('images')} hint={t('field.imagesHint')} error={error}>
      <ul className="bo-image-tiles" data-field="textesAlternatifs">
        {value.existing.map((path, index) => (
          <Tile
            key={path}
            src={mediaUrl(path)}
            name={nameOf(path)}
            text={textField(index)}
            onRemove={() => remove(index, { ...value, existing: value.existing.filter((p) => p !== path) })}
          />
        ))}
        {chosen.map((media, index) => (
          <Tile
            key={`media-${media._id}`}
            src={mediaUrl(media.url)}
            name={media.nom}
            text={textField(value.existing.length + index)}
            onRemove={() => remove(value.existing.length + index, { ...value, chosen: chosen.filter((_, i) => i !== index) })}
          />
        ))}
        {value.added.map((file, index) => (
          <FileTile
            key={`${file.name}-${index}`}
            file={file}
            text={textField(value.existing.length + chosen.length + index)}
            onRemove={() =>
              remove(value.existing.length + chosen.length + index, { ...value, added: value.added.filter((_, i) => i !== index) })
            }
          />
        ))}
      </ul>
      <p className="bo-hint" aria-live="polite">
        {t('images.count', { count: total, max })}
      </p>
      <label htmlFor={id} className={`bo-button bo-button--secondary${total >= max ? ' is-disabled' : ''}`}>
        {t('images.add')}
      </label>
      <ImageFileInput id={id} multiple disabled={total >= max || preparing} onChange={onFiles} path="images" />
      <MediaPicker disabled={total >= max || preparing} onChoose={choose} />
      <PreparationStatus preparing={preparing} notes={notes} />
      {messages.length ? (
        <ul className="bo-field-errors" role="alert">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      <CoverFocalPoint
        src={cover}
        file={cover ? null : (value.added[0] ?? null)}
        value={pointFocal}
        onChange={onPointFocal}
        error={pointError}
      />
    </FieldSet>
  );
}

/** The cover's focal point, on the stored cover or the first new file. */
function CoverFocalPoint({
  src,
  file,
  value,
  onChange,
  error,
}: {
  src: string | null;
  file: File | null;
  value: PointFocal | null;
  onChange: (value: PointFocal | null) => void;
  error?: string;
}) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const preview = usePreview(file);
  const shown = src ?? preview;
  return shown ? (
    <FocalPointPicker src={shown} alt={t('focal.label')} value={value} onChange={onChange} error={error} note={t('focal.cover')} />
  ) : null;
}
