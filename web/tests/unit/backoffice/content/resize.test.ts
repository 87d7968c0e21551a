// The browser-side fitting of photos to the upload limits, with a stand-in codec (the real one,
// createImageBitmap and a canvas, is exercised by the browser tests).
import { describe, expect, it } from 'vitest';
import {
  fitWithin,
  needsResize,
  outputType,
  prepareImage,
  renamed,
  UPLOAD_LIMITS,
  type ImageCodec,
} from '../../../../src/backoffice/content/forms/resize';

const MB = 1024 * 1024;
const LIMITS = { maxBytes: 5 * MB, maxPixels: 40_000_000, longestSide: 2560 };

/** Decodes to `width`×`height`; encodes to a blob whose size is proportional to the pixels drawn. */
function fakeCodec(width: number, height: number, bytesPerPixel: number, options: { webp?: boolean; fail?: boolean } = {}) {
  const calls: { width: number; height: number; type: string }[] = [];
  let closed = 0;
  const codec: ImageCodec = {
    async decode() {
      if (options.fail) throw new Error('not an image');
      return {
        width,
        height,
        source: {},
        close: () => {
          closed += 1;
        },
      };
    },
    async encode(_source, w, h, type) {
      calls.push({ width: w, height: h, type });
      const written = type === 'image/webp' && options.webp === false ? 'image/png' : type;
      const size = Math.round(w * h * bytesPerPixel);
      // Too heavy to be kept anyway: only its size and type are read.
      if (size > 64 * MB) return { size, type: written } as Blob;
      return new Blob([new Uint8Array(size)], { type: written });
    },
  };
  return { codec, calls, closed: () => closed };
}

const file = (bytes: number, type = 'image/jpeg', name = 'IMG_2031.jpg') => new File([new Uint8Array(bytes)], name, { type });

describe('the limits', () => {
  it('resizes over the byte or pixel limit only, never enlarges, keeps the proportions', () => {
    expect(UPLOAD_LIMITS.maxBytes).toBe(5 * MB);
    expect(needsResize(8 * MB, 4000, 3000, LIMITS)).toBe(true);
    expect(needsResize(3 * MB, 8000, 6000, LIMITS)).toBe(true);
    expect(needsResize(3 * MB, 4000, 3000, LIMITS)).toBe(false);
    expect(fitWithin(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 10000, 20000, 40_000_000)).toEqual({ width: 6324, height: 6324 });
  });

  it('keeps JPEG, turns PNG and WebP into WebP, and renames accordingly', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/png')).toBe('image/webp');
    expect(renamed('logo.PNG', 'image/webp')).toBe('logo.webp');
    expect(renamed('photo', 'image/jpeg')).toBe('photo.jpg');
  });
});

describe('prepareImage', () => {
  it('sends a photo within the limits as chosen', async () => {
    const { codec, calls, closed } = fakeCodec(4000, 3000, 0.2);
    const chosen = file(2 * MB);
    expect(await prepareImage(chosen, codec, LIMITS)).toEqual({ ok: true, file: chosen, resized: null });
    expect(calls).toEqual([]);
    expect(closed()).toBe(1);
  });

  it('scales an 8 MB phone photo down to 2560 px and reports it', async () => {
    const { codec, calls } = fakeCodec(4032, 3024, 0.3);
    const result = await prepareImage(file(8 * MB), codec, LIMITS);
    expect(result).toMatchObject({ ok: true, resized: { fromBytes: 8 * MB, width: 2560, height: 1920 } });
    if (!result.ok) throw new Error('refused');
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.name).toBe('IMG_2031.jpg');
    expect(result.file.size).toBeLessThanOrEqual(5 * MB);
    expect(calls).toEqual([{ width: 2560, height: 1920, type: 'image/jpeg' }]);
  });

  it('shrinks again while the encoded file is still too heavy, and gives up after a few tries', async () => {
    const heavy = fakeCodec(4032, 3024, 1.5);
    const result = await prepareImage(file(9 * MB), heavy.codec, LIMITS);
    expect(result.ok).toBe(true);
    expect(heavy.calls.length).toBeGreaterThan(1);
    expect(heavy.calls.at(-1)!.width).toBeLessThan(2560);
    const hopeless = fakeCodec(4032, 3024, 1e6);
    expect(await prepareImage(file(9 * MB), hopeless.codec, LIMITS)).toEqual({ ok: false, reason: 'tooLarge', name: 'IMG_2031.jpg' });
  });

  it('writes JPEG when the browser cannot write WebP', async () => {
    const { codec, calls } = fakeCodec(6000, 4000, 0.1, { webp: false });
    const result = await prepareImage(file(7 * MB, 'image/png', 'plan.png'), codec, LIMITS);
    expect(calls.map((c) => c.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(result).toMatchObject({ ok: true, file: { name: 'plan.jpg', type: 'image/jpeg' } });
  });

  it('refuses what cannot be decoded, and without a codec lets small files through for the server to judge', async () => {
    expect(await prepareImage(file(MB), fakeCodec(1, 1, 1, { fail: true }).codec, LIMITS)).toEqual({
      ok: false,
      reason: 'unreadable',
      name: 'IMG_2031.jpg',
    });
    const small = file(MB);
    expect(await prepareImage(small, null, LIMITS)).toEqual({ ok: true, file: small, resized: null });
    expect(await prepareImage(file(6 * MB), null, LIMITS)).toEqual({ ok: false, reason: 'tooLarge', name: 'IMG_2031.jpg' });
  });
});
