import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import sharp, { type Metadata } from 'sharp';
import {
  DECODER_FORMATS,
  DEFAULT_MAX_FILE_BYTES,
  IMAGE_EXTENSIONS,
  IMAGE_SNIFF_BYTES,
  MAX_IMAGE_PIXELS,
  pixelCount,
  sniffImageType,
  type ImageType,
} from '@teranga/domain';
import type { FieldError } from '@teranga/domain';
import { fieldError, frenchMessage, type MessageCode, type MessageParams } from '@teranga/domain';
import { addWebpFormats } from './modern-formats';

/** A file as the multipart middleware (formidable) leaves it on disk. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** What editors are told about a refused file or body (French; codes in @teranga/domain's messages). */
export const UPLOAD_MESSAGES = {
  tooLarge: (name: string, limitMb: number) => frenchMessage('upload.tooLarge', { name, limitMb }),
  notAnImage: (name: string) => frenchMessage('upload.notAnImage', { name }),
  unreadable: (name: string) => frenchMessage('upload.unreadable', { name }),
  tooManyPixels: (name: string, width: number, height: number) =>
    frenchMessage('upload.tooManyPixels', { name, width, height, megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
  bodyTooLarge: (limitMb: number) => frenchMessage('upload.bodyTooLarge', { limitMb }),
  tooManyFiles: frenchMessage('upload.tooManyFiles'),
  tooManyFields: frenchMessage('upload.tooManyFields'),
  malformed: frenchMessage('upload.malformed'),
} as const;

type Problem = { code: MessageCode; params: MessageParams };

export function filesOf(files: Record<string, unknown> | undefined, field: string): UploadedFile[] {
  const value = files?.[field] ?? files?.[`${field}[]`];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).filter((f): f is UploadedFile => Boolean(f && (f as UploadedFile).filepath));
}

export const maxFileBytes = () => Number(process.env.UPLOAD_MAX_FILE_BYTES ?? DEFAULT_MAX_FILE_BYTES);
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

async function head(filepath: string): Promise<Buffer> {
  const handle = await fs.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(IMAGE_SNIFF_BYTES);
    await handle.read(buffer, 0, IMAGE_SNIFF_BYTES, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

/**
 * The header first (cheap: the size is known before a single pixel is decoded), then the whole image
 * through the decoder: a file that only starts like an image (a polyglot, a truncated photo) is refused.
 */
async function decodingProblem(filepath: string, type: ImageType, name: string): Promise<Problem | null> {
  const notAnImage: Problem = { code: 'upload.notAnImage', params: { name } };
  let header: Metadata;
  try {
    header = await sharp(filepath).metadata();
  } catch {
    return notAnImage;
  }
  if (header.format !== DECODER_FORMATS[type]) return notAnImage;
  if (pixelCount(header) > MAX_IMAGE_PIXELS) {
    return {
      code: 'upload.tooManyPixels',
      params: { name, width: header.width ?? 0, height: header.height ?? 0, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    };
  }
  try {
    await sharp(filepath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true }).stats();
    return null;
  } catch {
    return { code: 'upload.unreadable', params: { name } };
  }
}

/**
 * JPEG, PNG or WebP recognised by their first bytes (never by name or declared type), each under the
 * size and pixel limits and decoding in full. Returns the checked type of each file, or the errors.
 */
export async function checkImages(
  files: UploadedFile[],
  field: string,
): Promise<{ errors: FieldError[]; tooLarge: boolean; types: ImageType[] }> {
  const errors: FieldError[] = [];
  const types: ImageType[] = [];
  let tooLarge = false;
  for (const file of files) {
    const name = file.originalFilename || 'fichier';
    if (file.size > maxFileBytes()) {
      tooLarge = true;
      errors.push(fieldError(field, 'upload.tooLarge', { name, limitMb: megabytes(maxFileBytes()) }));
      continue;
    }
    const type = sniffImageType(await head(file.filepath));
    const problem: Problem | null = type
      ? await decodingProblem(file.filepath, type, name)
      : { code: 'upload.notAnImage', params: { name } };
    if (problem) errors.push(fieldError(field, problem.code, problem.params));
    else types.push(type as ImageType);
  }
  return { errors, tooLarge, types };
}

/** `<content hash>.<extension of the detected type>`: nothing of the client's file name is kept. */
export async function storedName(filepath: string, type: ImageType): Promise<string> {
  const digest = createHash('sha256')
    .update(await fs.readFile(filepath))
    .digest('hex')
    .slice(0, 16);
  return `${digest}.${IMAGE_EXTENSIONS[type]}`;
}

/**
 * Stores checked images through the upload plugin (responsive formats included), under a name made
 * from their content and detected type. The plugin's provider decides where (local folder or bucket).
 */
export async function storeImages(strapi: Core.Strapi, files: UploadedFile[], types: ImageType[], alt: string): Promise<number[]> {
  if (files.length === 0) return [];
  const names = await Promise.all(files.map((file, i) => storedName(file.filepath, types[i])));
  const stored = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: names.map((name) => ({ name, alternativeText: alt, caption: alt })) },
      files: files.map((file, i) => ({ filepath: file.filepath, size: file.size, originalFilename: names[i], mimetype: types[i] })),
    });
  const list = Array.isArray(stored) ? stored : [stored];
  for (const [i, file] of list.entries()) await addWebpFormats(strapi, file, files[i].filepath);
  return list.map((f: { id: number }) => f.id);
}

const MEDIA_UID = 'api::media.media';
type Link = { id: number; __type?: string; origine?: string };
/** The media a picture got when it came with an item's form (services/medias/adopt.ts): not a use of its own. */
const cameWithItem = (link: Link) => link.__type === MEDIA_UID && link.origine === 'contenu';

/**
 * Removes upload files that no content links to any more. A picture that came with an item's form goes
 * with its media; one uploaded to the media library (or described there) stays until deleted there.
 */
export async function removeUnusedFiles(strapi: Core.Strapi, fileIds: number[]) {
  const upload = strapi.plugin('upload').service('upload');
  for (const id of new Set(fileIds)) {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, populate: { related: true } });
    const links = (file?.related ?? []) as Link[];
    if (!file || links.some((link) => !cameWithItem(link))) continue;
    for (const link of links) await strapi.db.query(MEDIA_UID).delete({ where: { id: link.id } });
    await upload.remove(file);
  }
}
