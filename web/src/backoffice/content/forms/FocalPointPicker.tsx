// The focal point of a picture (docs/product.md §5): a click on the picture places the marker, the arrow
// keys move it (Shift: by 10), "Recentrer" goes back to the centre; beside it, the picture cropped as a
// card crops it. The frame takes the picture's own proportions, and a click is measured on the picture
// itself, so the point stored is the one clicked.
import { useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { objectPosition, POINT_FOCAL_CENTRE, type PointFocal } from '@teranga/domain';

interface Props {
  src: string;
  /** What the picture is to the editor (its file name). */
  alt: string;
  value: PointFocal | null;
  onChange: (value: PointFocal | null) => void;
  error?: string;
  note?: string;
}

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/** The point a click at (clientX, clientY) designates in `box`, in whole percent. */
export function pointAt(box: { left: number; top: number; width: number; height: number }, clientX: number, clientY: number): PointFocal {
  if (!box.width || !box.height) return POINT_FOCAL_CENTRE;
  return { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) };
}

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The point after a key press, or null when the key does not move it. */
export function pointAfterKey(point: PointFocal, key: string, fast: boolean): PointFocal | null {
  const move = MOVES[key];
  if (!move) return null;
  const step = fast ? 10 : 1;
  return { x: clamp(point.x + move[0] * step), y: clamp(point.y + move[1] * step) };
}

export function FocalPointPicker({ src, alt, value, onChange, error, note }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const id = useId();
  const point = value ?? POINT_FOCAL_CENTRE;
  const position = objectPosition(point);
  const described = value ? t('focal.position', { x: point.x, y: point.y }) : t('focal.centre');
  // Width over height, once the picture is loaded: the frame is drawn at that ratio.
  const [ratio, setRatio] = useState<number | null>(null);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const picture = event.currentTarget.querySelector('img') ?? event.currentTarget;
    onChange(pointAt(picture.getBoundingClientRect(), event.clientX, event.clientY));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = pointAfterKey(point, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <div className="bo-focal" role="group" aria-labelledby={`${id}-label`}>
      <p className="bo-focal-label" id={`${id}-label`}>
        {t('focal.label')}
      </p>
      <p className="bo-hint" id={`${id}-hint`}>
        {t('focal.hint')}
        {note ? ` ${note}` : ''}
      </p>
      <div className="bo-focal-row">
        {/* A 2-D control: the picture takes clicks and, once focused, the arrow keys. */}
        <div
          className="bo-focal-picture"
          role="application"
          tabIndex={0}
          aria-label={t('focal.picture')}
          aria-describedby={`${id}-hint ${id}-value${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          data-testid="focal-picture"
          data-field="pointFocal"
          onClick={onClick}
          onKeyDown={onKeyDown}
          style={ratio ? ({ '--ratio': String(ratio) } as CSSProperties) : undefined}
        >
          <img
            src={src}
            alt={alt}
            draggable={false}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
            }}
          />
          <span className="bo-focal-marker" aria-hidden="true" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
        </div>
        <figure className="bo-focal-preview">
          <img src={src} alt="" style={{ objectPosition: position }} data-testid="focal-preview" />
          <figcaption className="bo-hint">{t('focal.preview')}</figcaption>
        </figure>
      </div>
      <p className="bo-hint" id={`${id}-value`} aria-live="polite" data-testid="focal-value">
        {described}
      </p>
      <button type="button" className="bo-button bo-button--secondary bo-button--small" onClick={() => onChange(null)} disabled={!value}>
        {t('focal.reset')}
      </button>
      {error ? (
        <p className="bo-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
