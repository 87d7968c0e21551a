// docs/product.md §3: absolute URLs stay as they are, relative paths get the server origin,
// a missing image gives the placeholder. The site shares its origin with /uploads, so the
// origin defaults to '' (same origin); MEDIA_ORIGIN overrides it.
import { objectPosition, withoutTrailing, type Lang, type PointFocal } from '@teranga/domain';

export const PLACEHOLDER = '/placeholder.jpg';

export interface Media {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  formats: Record<string, { url: string; width: number; height: number }>;
}

export function imageUrl(path: string | null | undefined, origin = ''): string {
  const value = (path ?? '').trim();
  if (!value) return PLACEHOLDER;
  if (/^https?:\/\//i.test(value) || value.startsWith('//') || value.startsWith('data:')) return value;
  const base = withoutTrailing(origin, '/');
  return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** The CMS records WebP copies of JPEG and PNG pictures as `webp` (original size) and `webp_<format>`. */
const isWebpCopy = (name: string) => name === 'webp' || name.startsWith('webp_');

/** `srcset` from Strapi's responsive formats plus the original, narrowest first (the WebP copies left out). */
export function srcset(media: Media | null | undefined, origin = ''): string | undefined {
  if (!media) return undefined;
  const candidates = Object.entries(media.formats ?? {})
    .filter(([name]) => !isWebpCopy(name))
    .map(([, f]) => ({ url: f.url, width: f.width }));
  if (media.width) candidates.push({ url: media.url, width: media.width });
  const seen = new Set<number>();
  const list = candidates.filter((c) => c.url && c.width && !seen.has(c.width) && seen.add(c.width)).sort((a, b) => a.width - b.width);
  return list.length > 1 ? list.map((c) => `${imageUrl(c.url, origin)} ${c.width}w`).join(', ') : undefined;
}

/** `srcset` of the WebP copies, narrowest first, or undefined when the picture has none (already WebP, or older). */
export function webpSrcset(media: Media | null | undefined, origin = ''): string | undefined {
  const copies = Object.entries(media?.formats ?? {})
    .filter(([name, f]) => isWebpCopy(name) && f.url && f.width)
    .map(([, f]) => f);
  const seen = new Set<number>();
  const list = copies.filter((c) => !seen.has(c.width) && seen.add(c.width)).sort((a, b) => a.width - b.width);
  return list.length ? list.map((c) => `${imageUrl(c.url, origin)} ${c.width}w`).join(', ') : undefined;
}

export interface ImageAttrs {
  src: string;
  /** CSS object-position from the focal point (docs/product.md §5), for pictures that a frame crops. */
  position?: string;
  srcset?: string;
  /** The same picture as WebP, for a <source> before the <img>. */
  webp?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Everything an <img> needs, with the placeholder's own size when there is no media. `alt` is the item's
 * alternative text in the page's language (or its title): it wins over the upload's own text.
 */
export function imageAttrs(
  media: Media | null | undefined,
  path: string | null | undefined,
  alt: string,
  origin = '',
  pointFocal?: PointFocal | null,
): ImageAttrs {
  if (!media && !path) return { src: PLACEHOLDER, width: 1200, height: 750, alt };
  return {
    ...(pointFocal ? { position: objectPosition(pointFocal) } : {}),
    src: imageUrl(media?.url ?? path, origin),
    srcset: srcset(media, origin),
    webp: webpSrcset(media, origin),
    width: media?.width ?? 1200,
    height: media?.height ?? 750,
    alt: alt || media?.alt || '',
  };
}

/** The alternative text of an item's image in `lang`; the title when the item has none (content from before the texts). */
export function altText(texts: Partial<Record<Lang, string>> | undefined, lang: Lang, title: string): string {
  return texts?.[lang]?.trim() || title;
}

export function mediaOrigin(): string {
  return (typeof process !== 'undefined' && process.env?.MEDIA_ORIGIN) || '';
}
