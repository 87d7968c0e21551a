// Which chosen files an image picker takes (docs/product.md §5 and §9): JPEG, PNG or WebP by their
// declared type (the server checks their bytes too), and no more than the room left.
import { ACCEPTED_IMAGE_TYPES } from '@teranga/domain';
import { REALISATION_MESSAGES } from '@teranga/domain';

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export function isAcceptedImage(file: Pick<File, 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

export interface ImagePick<F> {
  accepted: F[];
  /** Names of the files refused for their type. */
  refused: string[];
  /** True when images had to be left out to stay within `max`. */
  overflow: boolean;
}

/** Keeps the accepted types in order, up to `room` of them. */
export function pickImages<F extends Pick<File, 'type' | 'name'>>(files: F[], room: number): ImagePick<F> {
  const typed = files.filter(isAcceptedImage);
  const refused = files.filter((f) => !isAcceptedImage(f)).map((f) => f.name);
  const accepted = typed.slice(0, Math.max(0, room));
  return { accepted, refused, overflow: typed.length > accepted.length };
}

/** The spec's message when the count is out of bounds. */
export const IMAGES_COUNT_MESSAGE = REALISATION_MESSAGES.images;
