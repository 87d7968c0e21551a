import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, MAX_IMAGE_PIXELS, pixelCount, servedImageType, sniffImageType } from '../src/image-type';

// Whole 1x1 images as written by sharp (so the headers are the real thing).
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAHVPf//Z',
  'base64',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4YKkNAALhASWvozBbAAAAAElFTkSuQmCC',
  'base64',
);
const WEBP = Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAADwAQCdASoBAAEAAUAmJaACdLoB+AAETAAA/u9RL/vvQG8n//aWfpWPpWP4VAAA', 'base64');
// A JFIF camera-style JPEG start (FF D8 FF E0 ... "JFIF").
const JFIF_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(JFIF_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('needs only the first 12 bytes', () => {
    expect(sniffImageType(JPEG.subarray(0, 12))).toBe('image/jpeg');
    expect(sniffImageType(PNG.subarray(0, 12))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(WEBP.subarray(0, 12)))).toBe('image/webp');
  });

  it('refuses an SVG or HTML file whatever its name', () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(sniffImageType(svg)).toBeNull(); // e.g. uploaded as logo.png with type image/png
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!DOCTYPE html><html><body>hi</body></html>'))).toBeNull();
  });

  it('refuses empty, truncated and other formats', () => {
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(JPEG.subarray(0, 2))).toBeNull();
    expect(sniffImageType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageType(WEBP.subarray(0, 11))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
  });
});

describe('what is stored and served', () => {
  it('names the stored extension after the detected type', () => {
    expect(IMAGE_EXTENSIONS).toEqual({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' });
  });

  it('counts every frame of an image against the pixel limit', () => {
    expect(pixelCount({ width: 16000, height: 16000 })).toBe(256_000_000);
    expect(pixelCount({ width: 1000, height: 1000, pages: 50 })).toBe(50_000_000);
    expect(pixelCount({ width: 8000, height: 5000 }) > MAX_IMAGE_PIXELS).toBe(false);
    expect(pixelCount({ width: 8000, height: 5001 }) > MAX_IMAGE_PIXELS).toBe(true);
    expect(pixelCount({})).toBe(0);
  });

  it('serves image extensions only, whatever their case', () => {
    expect(servedImageType('/uploads/3f2a_1b.webp')).toBe('image/webp');
    expect(servedImageType('/uploads/small_3f2a_1b.JPG')).toBe('image/jpeg');
    expect(servedImageType('/uploads/a.jpeg')).toBe('image/jpeg');
    expect(servedImageType('/uploads/a.png')).toBe('image/png');
    for (const path of [
      '/uploads/app.js',
      '/uploads/page.html',
      '/uploads/logo.svg',
      '/uploads/noext',
      '/uploads/x.webp/',
      '/uploads/a.webp.html',
      '/uploads/.png/x',
      '/uploads/a.constructor',
      '/uploads/a.__proto__',
    ]) {
      expect(servedImageType(path), path).toBeNull();
    }
  });
});
