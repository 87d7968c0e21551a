// New pictures in the panel (docs/backoffice.md, "Aperçu"): a picture chosen but not uploaded shows from
// the browser's own copy. The render is sent a small copy of it (48 px wide, so the CMS checks and places
// it as a save would, in a few milliseconds); the page then shows the chosen file itself, by its object URL,
// where the CMS put the small copy's `data:` address.
import { readApercuPayload } from '@teranga/domain/apercu-token';

/** The width of the copy sent in place of a new picture. */
export const STAND_IN_WIDTH = 48;

export type Shrink = (file: File) => Promise<File>;

/** A small PNG copy of a picture the browser can decode; the file itself when it cannot (the CMS says why). */
export async function shrinkPicture(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: STAND_IN_WIDTH, resizeQuality: 'low' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'apercu.png', { type: 'image/png' }) : file;
  } catch {
    return file;
  }
}

const shrunk = new WeakMap<File, Promise<File>>();

/** The body with each new file replaced by its small copy, and the new files by form field, in order. */
export async function withStandIns(
  body: FormData,
  shrink: Shrink = shrinkPicture,
): Promise<{ body: FormData; added: Map<string, File[]> }> {
  const out = new FormData();
  const added = new Map<string, File[]>();
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') {
      out.append(key, value);
      continue;
    }
    const file = value as File;
    let copy = shrunk.get(file);
    if (!copy) {
      copy = shrink(file);
      shrunk.set(file, copy);
    }
    const small = await copy;
    out.append(key, small, small.name);
    added.set(key, [...(added.get(key) ?? []), file]);
  }
  return { body: out, added };
}

/**
 * Where the page shows each new picture's small copy (its `data:` address in the token's item, the last
 * ones of its field, in the order sent) and the address of the chosen file to show instead.
 */
export function pictureSwaps(jeton: string, added: Map<string, File[]>, urlOf: (file: File) => string): Map<string, string> {
  const swaps = new Map<string, string>();
  if (!added.size) return swaps;
  const item = readApercuPayload<Record<string, unknown>>(jeton)?.item;
  if (!item) return swaps;
  for (const [field, files] of added) {
    const value = item[field];
    const urls = (Array.isArray(value) ? value : [value]).filter(
      (url): url is string => typeof url === 'string' && url.startsWith('data:'),
    );
    const news = urls.slice(-files.length);
    news.forEach((url, index) => swaps.set(url, urlOf(files[files.length - news.length + index])));
  }
  return swaps;
}

/** The page's HTML with each small copy's address replaced by the chosen file's. */
export function swapInHtml(html: string, swaps: Map<string, string>): string {
  let out = html;
  for (const [from, to] of swaps) out = out.replaceAll(from, to);
  return out;
}

/** The same on a page already shown (a gallery's island sets its pictures itself). */
export function swapInDocument(root: ParentNode, swaps: Map<string, string>): void {
  if (!swaps.size) return;
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const to = swaps.get(img.getAttribute('src') ?? '');
    if (!to) continue;
    img.setAttribute('src', to);
    img.removeAttribute('srcset');
  }
}
