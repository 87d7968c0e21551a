// The one picture of an article or an opportunity with what describes it (docs/product.md §5): the
// picker, and beside the picture its alternative text in the language tab shown and its focal point. A
// picture of the media library brings its own texts (a language it leaves empty keeps what was typed)
// and focal point.
import type { Dispatch, SetStateAction } from 'react';
import type { PointFocal } from '@teranga/domain';
import type { SingleImage } from '../payload';
import type { ContentLang, Localized } from '../types';
import { withMediaTexts } from '../../resources/medias/fill';
import { ImageDescription } from './ImageDescription';
import { SingleImagePicker } from './SingleImagePicker';

interface Described {
  texteAlternatif: Localized;
  pointFocal: PointFocal | null;
}

/** What the field reads of the content form (screens/useContentForm.ts). */
interface Form<S> {
  state: S;
  lang: ContentLang;
  setValues: Dispatch<SetStateAction<S>>;
  error: (path: string) => string | undefined;
  field: (path: string) => { error?: string; path: string };
}

interface Props<S, K> {
  form: Form<S>;
  /** The picture's field (`imagePrincipale`, `image`). */
  name: K;
  label: string;
  required: boolean;
  /** Whether the alternative text is required in the language shown. */
  altRequired: boolean;
}

export function DescribedImageField<K extends string, S extends Described & Record<K, SingleImage>>({
  form,
  name,
  label,
  required,
  altRequired,
}: Props<S, K>) {
  const { state, setValues, error, field, lang } = form;
  return (
    <SingleImagePicker
      label={label}
      value={state[name]}
      onChange={(image) => setValues((v) => ({ ...v, [name]: image }))}
      onMediaChosen={(media) =>
        setValues((v) => ({
          ...v,
          texteAlternatif: withMediaTexts(v.texteAlternatif, media.texteAlternatif),
          pointFocal: media.pointFocal,
        }))
      }
      required={required}
      {...field(name)}
      details={(src, srcLabel) => (
        <ImageDescription
          src={src}
          srcLabel={srcLabel}
          lang={lang}
          alt={state.texteAlternatif[lang]}
          onAlt={(text) => setValues((v) => ({ ...v, texteAlternatif: { ...v.texteAlternatif, [lang]: text } }))}
          altError={error(`texteAlternatif.${lang}`)}
          altRequired={altRequired}
          pointFocal={state.pointFocal}
          onPointFocal={(point) => setValues((v) => ({ ...v, pointFocal: point }))}
          pointError={error('pointFocal')}
        />
      )}
    />
  );
}
