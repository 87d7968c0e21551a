// Content pictures offer the CMS's WebP copies before the original (JPEG or PNG) fallback, with the
// sizes of their slot; pictures that are WebP already stay a plain <img>.
import { describe, expect, it } from 'vitest';
import { allPages, page } from './dist';

const publicPages = allPages().filter((p) => !/^\/(?:admin|conseiller)/.test(p));

describe('content pictures', () => {
  it('card and detail pictures in JPEG or PNG come with a WebP source sized to their slot', () => {
    let pictures = 0;
    for (const urlPath of publicPages) {
      for (const img of page(urlPath).querySelectorAll('.card-media img, img.detail-image')) {
        const src = img.getAttribute('src') as string;
        const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
        if (/\.webp$/.test(src) || src === '/placeholder.jpg') continue;
        expect(picture, `${urlPath}: ${src}`).not.toBeNull();
        const source = picture!.querySelector('source');
        expect(source?.getAttribute('type')).toBe('image/webp');
        const candidates = (source?.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/));
        expect(candidates.length).toBeGreaterThan(0);
        for (const [url, width] of candidates) {
          expect(url).toMatch(/\.webp$/);
          expect(width).toMatch(/^\d+w$/);
        }
        expect(source?.getAttribute('sizes')).toBe(img.getAttribute('sizes'));
        expect(src).toMatch(/\.(jpe?g|png)$/);
        expect(img.getAttribute('alt')).not.toBeNull();
        pictures += 1;
      }
    }
    expect(pictures).toBeGreaterThan(0);
  }, 120_000);
});
