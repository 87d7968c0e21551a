// Test files made on the spot: real images in each accepted format, and impostors.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

async function draw(format: 'jpeg' | 'png' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const sharp = require('sharp');
  const img = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
  return img[format]().toBuffer();
}

export const jpeg = () => draw('jpeg');
export const png = () => draw('png');
export const webp = () => draw('webp');

/** An SVG carrying a script, dressed up as a PNG. */
export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A real JPEG padded past the size limit. */
export async function oversizedJpeg(bytes: number): Promise<Buffer> {
  const head = await jpeg();
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0)]);
}

/**
 * A real PNG of `width`×`height` one-bit pixels, all black: a few tens of kilobytes that decode to
 * hundreds of megabytes (a decompression bomb). Built with zlib, in well under a second.
 */
export function pngBomb(width = 16000, height = 16000): Buffer {
  const zlib = require('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter byte 0, then zeros
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts like a WebP file ("RIFF....WEBPVP8 ") and is valid JavaScript: the polyglot of the report. */
export const webpPolyglot = () => Buffer.from('RIFF=1/*WEBPVP8 */;alert(document.domain)//', 'latin1');

/** The first half of a real JPEG: the header says image, the data stops. */
export async function truncatedJpeg(): Promise<Buffer> {
  const sharp = require('sharp');
  const full: Buffer = await sharp({ create: { width: 800, height: 600, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}
