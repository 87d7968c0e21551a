// Uploaded images are recognised by their first bytes, never by file name or declared type (docs/product.md §9:
// JPEG, PNG and WebP only). An SVG or HTML file renamed .png is therefore refused.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** How many leading bytes sniffImageType needs. */
export const IMAGE_SNIFF_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then 4 bytes of size
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  return head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
}

export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

/** The stored file's extension comes from the detected type, never from the client's file name. */
export const IMAGE_EXTENSIONS: Record<ImageType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The decoder's name for each accepted type: what it reads must be what the first bytes announced. */
export const DECODER_FORMATS: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Above this, an image is refused from its header, before any decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The per-file upload limit when UPLOAD_MAX_FILE_BYTES is not set; the back-office resizes photos under it. */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Pixels to decode: every frame of an animated image counts. */
export function pixelCount(header: { width?: number; height?: number; pages?: number }): number {
  return (header.width ?? 0) * (header.height ?? 0) * Math.max(1, header.pages ?? 1);
}

/**
 * What `/uploads` may answer, by extension: images only, each with its own type. Anything else (an
 * older upload kept under the client's extension, `.html`, `.js`, `.svg`) is not served.
 */
const SERVED_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export function servedImageType(path: string): string | null {
  const dot = path.lastIndexOf('.');
  const ext = dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
  return Object.prototype.hasOwnProperty.call(SERVED_TYPES, ext) ? SERVED_TYPES[ext] : null;
}
