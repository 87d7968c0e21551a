// Beside the main image (docs/product.md §5): its alternative text in the language tab shown, and its
// focal point on the picture itself.
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import type { PointFocal } from '@teranga/domain';
import type { ContentLang } from '../types';
import { FocalPointPicker } from './FocalPointPicker';
import { TextField } from './TextField';
import { useFieldLabel } from '../../i18n/labels';

interface Props {
  /** The picture shown (the stored one or the new file's preview), or null before one is chosen. */
  src: string | null;
  /** What the picture is to the editor ("Aperçu de photo.jpg", "Image actuelle"). */
  srcLabel: string;
  lang: ContentLang;
  alt: string;
  onAlt: (value: string) => void;
  altError?: string;
  /** Required when the item has a picture, in the languages being saved. */
  altRequired: boolean;
  pointFocal: PointFocal | null;
  onPointFocal: (value: PointFocal | null) => void;
  pointError?: string;
}

export function ImageDescription({ src, srcLabel, lang, alt, onAlt, altError, altRequired, pointFocal, onPointFocal, pointError }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  return (
    <div className="bo-image-description" data-field="texteAlternatif">
      {src ? <FocalPointPicker src={src} alt={srcLabel} value={pointFocal} onChange={onPointFocal} error={pointError} /> : null}
      <TextField
        label={`${label('texteAlternatif')} (${lang})`}
        hint={t('field.texteAlternatifHint')}
        required={altRequired}
        value={alt}
        onChange={onAlt}
        error={altError}
        name={`texteAlternatif-${lang}`}
        path={`texteAlternatif.${lang}`}
      />
    </div>
  );
}
