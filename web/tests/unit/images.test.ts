import { describe, expect, it } from 'vitest';
import { imageAttrs, imageUrl, PLACEHOLDER, srcset, webpSrcset, type Media } from '../../src/lib/images';

const media: Media = {
  url: '/uploads/a.jpg',
  width: 1600,
  height: 1000,
  alt: 'Baies serveurs',
  formats: {
    small: { url: '/uploads/small_a.jpg', width: 640, height: 400 },
    thumbnail: { url: '/uploads/thumbnail_a.jpg', width: 245, height: 153 },
  },
};

describe('image URL rule (docs/product.md §3)', () => {
  it('uses absolute URLs as they are', () => {
    expect(imageUrl('https://cdn.example/x.jpg', 'https://site.sn')).toBe('https://cdn.example/x.jpg');
  });
  it('prefixes relative paths with the server origin', () => {
    expect(imageUrl('/uploads/x.jpg', 'https://site.sn/')).toBe('https://site.sn/uploads/x.jpg');
    expect(imageUrl('uploads/x.jpg', 'https://site.sn')).toBe('https://site.sn/uploads/x.jpg');
    expect(imageUrl('/uploads/x.jpg')).toBe('/uploads/x.jpg');
  });
  it('gives the placeholder when missing', () => {
    expect(imageUrl(null)).toBe(PLACEHOLDER);
    expect(imageUrl('  ')).toBe(PLACEHOLDER);
  });
});

describe('srcset and attributes', () => {
  it('lists the formats and the original, narrowest first', () => {
    expect(srcset(media, 'https://site.sn')).toBe(
      'https://site.sn/uploads/thumbnail_a.jpg 245w, https://site.sn/uploads/small_a.jpg 640w, https://site.sn/uploads/a.jpg 1600w',
    );
  });
  it('sets width, height and alt', () => {
    // The item's text in the page's language wins over the upload's own (French) one, which stays the last resort.
    expect(imageAttrs(media, null, 'Titre')).toMatchObject({ src: '/uploads/a.jpg', width: 1600, height: 1000, alt: 'Titre' });
    expect(imageAttrs(media, null, '').alt).toBe('Baies serveurs');
    expect(imageAttrs(media, null, 'Titre', '', { x: 12.5, y: 0 }).position).toBe('12.5% 0%');
    expect(imageAttrs(media, null, 'Titre')).not.toHaveProperty('position');
  });
  it('falls back to the placeholder with its own size', () => {
    expect(imageAttrs(null, null, 'Titre')).toEqual({ src: PLACEHOLDER, width: 1200, height: 750, alt: 'Titre' });
  });
  it('offers the WebP copies apart, narrowest first, the original format staying the fallback', () => {
    const withCopies: Media = {
      ...media,
      formats: {
        ...media.formats,
        webp: { url: '/uploads/webp_a.webp', width: 1600, height: 1000 },
        webp_small: { url: '/uploads/webp_small_a.webp', width: 640, height: 400 },
      },
    };
    expect(webpSrcset(withCopies)).toBe('/uploads/webp_small_a.webp 640w, /uploads/webp_a.webp 1600w');
    expect(srcset(withCopies)).not.toContain('.webp');
    expect(imageAttrs(withCopies, null, 'Titre')).toMatchObject({
      src: '/uploads/a.jpg',
      webp: '/uploads/webp_small_a.webp 640w, /uploads/webp_a.webp 1600w',
    });
    expect(webpSrcset(media)).toBeUndefined();
  });
});
