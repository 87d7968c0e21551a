// Photos are made to fit the upload limits in the browser, before they are sent: a phone photo of
// 8 MB or 48 megapixels is scaled down (longest side 2560 px, then smaller until it fits) and
// re-encoded, instead of being refused by the server. JPEG stays JPEG; PNG and WebP become WebP (the
// transparency of a logo is kept). The decoding and encoding are the browser's own (createImageBitmap
// and a canvas); the decisions are pure functions.
import { DEFAULT_MAX_FILE_BYTES, MAX_IMAGE_PIXELS } from '@teranga/domain';

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
  /** The longest side of a resized photo: large enough for every page, small enough to be light. */
  longestSide: number;
}

export const UPLOAD_LIMITS: UploadLimits = { maxBytes: DEFAULT_MAX_FILE_BYTES, maxPixels: MAX_IMAGE_PIXELS, longestSide: 2560 };

export function needsResize(size: number, width: number, height: number, limits: UploadLimits): boolean {
  return size > limits.maxBytes || width * height > limits.maxPixels;
}

/** Scaled so that the longest side is at most `longest` and the area at most `maxPixels`; never enlarged. */
export function fitWithin(width: number, height: number, longest: number, maxPixels = Infinity): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

export function outputType(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

/** `IMG_2031.HEIC.png` → `IMG_2031.HEIC.webp`: the extension follows the new type. */
export function renamed(name: string, type: 'image/jpeg' | 'image/webp'): string {
  const base = name.replace(/\.[A-Z0-9]{1,5}$/i, '') || 'image';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

/** The decoder and encoder: the browser's, or a stand-in in tests. */
export interface ImageCodec {
  decode(file: Blob): Promise<{ width: number; height: number; source: unknown; close(): void }>;
  encode(source: unknown, width: number, height: number, type: string, quality: number): Promise<Blob>;
}

export type Prepared =
  | { ok: true; file: File; resized: null }
  | { ok: true; file: File; resized: { fromBytes: number; width: number; height: number; toBytes: number } }
  | { ok: false; reason: 'unreadable' | 'tooLarge'; name: string };

/** The browser's own codec, when it has one (createImageBitmap and a canvas); null otherwise. */
export function browserCodec(): ImageCodec | null {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  // Without a 2d canvas nothing can be redrawn: the file goes as chosen and the server decides.
  if (!document.createElement('canvas').getContext?.('2d')) return null;
  return {
    async decode(file) {
      // EXIF orientation applied, so a portrait phone photo stays upright once re-encoded.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    },
    encode(source, width, height, type, quality) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('no 2d canvas'));
      context.imageSmoothingQuality = 'high';
      context.drawImage(source as CanvasImageSource, 0, 0, width, height);
      return new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, quality),
      );
    },
  };
}

const QUALITY = 0.85;
const SHRINK = 0.8;
const ATTEMPTS = 6;

/**
 * A file ready to send: as chosen when it is within the limits, else scaled down and re-encoded until
 * it fits. Without a codec (a browser that cannot decode) a file within the byte limit goes as is and
 * the server decides; an undecodable file is 'unreadable'; one that never fits is 'tooLarge'.
 */
export async function prepareImage(
  file: File,
  codec: ImageCodec | null = browserCodec(),
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<Prepared> {
  if (!codec) return file.size <= limits.maxBytes ? { ok: true, file, resized: null } : { ok: false, reason: 'tooLarge', name: file.name };
  let image: Awaited<ReturnType<ImageCodec['decode']>>;
  try {
    image = await codec.decode(file);
  } catch {
    return { ok: false, reason: 'unreadable', name: file.name };
  }
  try {
    if (!needsResize(file.size, image.width, image.height, limits)) return { ok: true, file, resized: null };
    let size = fitWithin(image.width, image.height, limits.longestSide, limits.maxPixels);
    let type: 'image/jpeg' | 'image/webp' = outputType(file.type);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const blob = await codec.encode(image.source, size.width, size.height, type, QUALITY);
      // A browser that cannot write WebP gives PNG instead: JPEG then, which every browser writes.
      if (blob.type !== type && type === 'image/webp') {
        type = 'image/jpeg';
        continue;
      }
      if (blob.size <= limits.maxBytes) {
        const resizedFile = new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
        return {
          ok: true,
          file: resizedFile,
          resized: { fromBytes: file.size, width: size.width, height: size.height, toBytes: blob.size },
        };
      }
      size = fitWithin(size.width, size.height, Math.floor(Math.max(size.width, size.height) * SHRINK));
    }
    return { ok: false, reason: 'tooLarge', name: file.name };
  } catch {
    return { ok: false, reason: 'unreadable', name: file.name };
  } finally {
    image.close();
  }
}

/** '8.2' MB-style figure of a byte count, for the messages (one decimal). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
