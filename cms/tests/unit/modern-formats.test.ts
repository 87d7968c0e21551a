import { describe, expect, it } from 'vitest';
import { webpTargets } from '../../src/services/modern-formats';

const file = (mime: string) => ({
  id: 1,
  hash: 'h',
  name: 'photo.jpg',
  mime,
  width: 2000,
  height: 1250,
  formats: {
    large: { url: '/uploads/large_h.jpg', width: 1280, height: 800 },
    small: { url: '/uploads/small_h.jpg', width: 640, height: 400 },
  },
});

describe('webpTargets', () => {
  it('copies a JPEG or PNG at its own size and at each responsive format', () => {
    expect(webpTargets(file('image/jpeg'))).toEqual([
      { name: 'webp', width: 2000 },
      { name: 'webp_large', width: 1280 },
      { name: 'webp_small', width: 640 },
    ]);
    expect(webpTargets(file('image/png'))).toHaveLength(3);
  });
  it('leaves WebP files, other types and files already copied alone', () => {
    expect(webpTargets(file('image/webp'))).toEqual([]);
    expect(webpTargets(file('image/gif'))).toEqual([]);
    const copied = file('image/jpeg');
    (copied.formats as Record<string, unknown>).webp_large = { url: '/uploads/webp_large_h.webp', width: 1280, height: 800 };
    expect(webpTargets(copied).map((t) => t.name)).toEqual(['webp', 'webp_large', 'webp_small']);
  });
});
