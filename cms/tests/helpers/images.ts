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
