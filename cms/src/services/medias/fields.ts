// The image fields of the managed types and where each keeps its pictures' texts (docs/product.md §5,
// "Alternative text and focal point"): a single image's `texteAlternatif` and `pointFocal`, a gallery's
// `textesAlternatifs` (one list per language, in the images' order; the focal point is the cover's).
// Partners have no texts of their own (a logo's text is the partner's name).
import { UID } from '../../contract/queries';

export interface ImageField {
  attribute: string;
  texts: 'texteAlternatif' | 'textesAlternatifs' | null;
}

export const IMAGE_FIELDS: Record<string, ImageField> = {
  [UID.article]: { attribute: 'imagePrincipale', texts: 'texteAlternatif' },
  [UID.opportunite]: { attribute: 'image', texts: 'texteAlternatif' },
  [UID.realisation]: { attribute: 'images', texts: 'textesAlternatifs' },
  [UID.partenaire]: { attribute: 'logo', texts: null },
};
