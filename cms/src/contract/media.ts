// Image paths stay as the upload provider gives them: relative (/uploads/…) with the local provider
// and with S3 (its base URL is /uploads). The site prefixes them with the server origin.
export interface MediaFile {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: Record<string, { url: string; width: number; height: number }> | null;
}

import type { Media } from '@teranga/domain';

/** The image of an answer: its path, size, alternative text and responsive variants. */
export type PublicMedia = Media;

export function mediaPath(file: MediaFile | null | undefined): string | null {
  return file?.url ?? null;
}

/** Size and responsive variants, so the site can set width, height and srcset. */
export function mediaInfo(file: MediaFile | null | undefined): PublicMedia | null {
  if (!file?.url) return null;
  const formats: PublicMedia['formats'] = {};
  for (const [name, f] of Object.entries(file.formats ?? {})) {
    if (f?.url) formats[name] = { url: f.url, width: f.width, height: f.height };
  }
  return { url: file.url, width: file.width ?? null, height: file.height ?? null, alt: file.alternativeText ?? '', formats };
}

export function mediaList(files: MediaFile[] | null | undefined): MediaFile[] {
  return Array.isArray(files) ? files.filter((f) => f?.url) : [];
}
