// The image fields of the managed types and where each keeps its pictures' texts (docs/product.md §5,
// "Alternative text and focal point"): a single image's `texteAlternatif` and `pointFocal`, a gallery's
// `textesAlternatifs` (one list per language, in the images' order; the focal point is the cover's).
// Partners have no texts of their own (a logo's text is the partner's name).
import type { NatureMedia } from '@teranga/domain';
import { UID } from '../../contract/queries';

export interface ImageField {
  attribute: string;
  texts: 'texteAlternatif' | 'textesAlternatifs' | null;
  /** What a picture sent through the field is (NATURES_MEDIA): a partner's logo, the others' photos. */
  nature: NatureMedia;
}

export const IMAGE_FIELDS: Record<string, ImageField> = {
  [UID.article]: { attribute: 'imagePrincipale', texts: 'texteAlternatif', nature: 'photo' },
  [UID.opportunite]: { attribute: 'image', texts: 'texteAlternatif', nature: 'photo' },
  [UID.realisation]: { attribute: 'images', texts: 'textesAlternatifs', nature: 'photo' },
  [UID.partenaire]: { attribute: 'logo', texts: null, nature: 'logo' },
};
