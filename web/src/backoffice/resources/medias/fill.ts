// What a form takes from a picture chosen in the media library (docs/product.md §2, "Médiathèque").
import type { Localized } from '@teranga/domain';

type Texts = Localized<string>;

/** The media's texts, language by language; a language it leaves empty keeps what was typed. */
export const withMediaTexts = (typed: Texts, media: Texts): Texts => ({
  fr: media.fr || typed.fr,
  en: media.en || typed.en,
  pt: media.pt || typed.pt,
});

/** A gallery's texts with the media's inserted at `index` in every language (the images after it move along). */
export function withInsertedTexts(texts: Localized<string[]>, index: number, media: Texts): Localized<string[]> {
  const insert = (list: string[], text: string) => {
    const padded = Array.from({ length: Math.max(list.length, index) }, (_, i) => list[i] ?? '');
    return [...padded.slice(0, index), text, ...padded.slice(index)];
  };
  return { fr: insert(texts.fr, media.fr), en: insert(texts.en, media.en), pt: insert(texts.pt, media.pt) };
}
