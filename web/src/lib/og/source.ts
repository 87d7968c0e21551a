// Where the picture of a share image comes from: the smallest of Strapi's formats that still covers the
// picture's slot (no decoding of a 4000 px original for a 540 px panel), fetched from the CMS only.
import type { Media } from '../images';
import { withoutTrailing } from '@teranga/domain';

interface Candidate {
  url: string;
  width: number;
  height: number;
}

/** The smallest candidate at least `minWidth`×`minHeight`, else the largest; null without media or path. */
export function pickSource(
  media: Media | null | undefined,
  path: string | null | undefined,
  minWidth: number,
  minHeight: number,
): string | null {
  if (!media) return path?.trim() || null;
  const candidates: Candidate[] = Object.values(media.formats ?? {}).filter((f) => f.url && f.width && f.height);
  if (media.url && media.width && media.height) candidates.push({ url: media.url, width: media.width, height: media.height });
  if (!candidates.length) return media.url || path?.trim() || null;
  candidates.sort((a, b) => a.width * a.height - b.width * b.height);
  return (candidates.find((c) => c.width >= minWidth && c.height >= minHeight) ?? candidates[candidates.length - 1]).url;
}

/**
 * The URL the build fetches `src` from, as the CDN proxies it: /uploads/x from UPLOADS_URL/x when the files
 * are in a bucket, else from the CMS. An absolute URL only when it is on one of those origins: the build
 * never calls a host that an editor typed. Null otherwise.
 */
export function fetchUrl(src: string, origins: { cms: string; uploads?: string }): string | null {
  const cms = withoutTrailing(origins.cms, '/');
  const uploads = origins.uploads === undefined ? undefined : withoutTrailing(origins.uploads, '/');
  if (src.startsWith('/') && !src.startsWith('//')) {
    return uploads && src.startsWith('/uploads/') ? `${uploads}${src.slice('/uploads'.length)}` : `${cms}${src}`;
  }
  try {
    const url = new URL(src);
    const allowed = [cms, uploads].filter(Boolean).map((o) => new URL(o as string).origin);
    return allowed.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}
