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
import { chargeImagePixels, oneAtATime } from './image-budget';
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

/** A file whose first bytes and header say an accepted image under the pixel limit: its size, upright. */
interface Header {
  type: ImageType;
  pixels: number;
  width: number;
  height: number;
}

/** The header only (cheap: the size is known before a single pixel is decoded). */
async function readHeader(filepath: string, name: string): Promise<Header | Problem> {
  const notAnImage: Problem = { code: 'upload.notAnImage', params: { name } };
  const type = sniffImageType(await head(filepath));
  if (!type) return notAnImage;
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
  const upright = header.autoOrient ?? header;
  return { type, pixels: pixelCount(header), width: upright.width ?? 0, height: upright.height ?? 0 };
}

/** The whole image through the decoder: a file that only starts like an image (a polyglot, a truncated photo) is refused. */
async function decodingProblem(filepath: string, name: string): Promise<Problem | null> {
  try {
    await sharp(filepath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true }).stats();
    return null;
  } catch {
    return { code: 'upload.unreadable', params: { name } };
  }
}

/**
 * JPEG, PNG or WebP recognised by their first bytes (never by name or declared type), each under the
 * size and pixel limits and decoding in full. Returns the checked type and upright size of each file, or
 * the errors. The decoding is charged to the caller's image budget and waits for their other picture
 * work (services/image-budget.ts); `decode: false` reads the headers only, for what stores nothing (the
 * checks before publishing need a picture's width, not its pixels).
 */
export async function checkImages(
  files: UploadedFile[],
  field: string,
  { decode = true }: { decode?: boolean } = {},
): Promise<{ errors: FieldError[]; tooLarge: boolean; types: ImageType[]; sizes: { width: number; height: number }[] }> {
  const errors: FieldError[] = [];
  const headers: { file: UploadedFile; name: string; header: Header }[] = [];
  let tooLarge = false;
  for (const file of files) {
    const name = file.originalFilename || 'fichier';
    if (file.size > maxFileBytes()) {
      tooLarge = true;
      errors.push(fieldError(field, 'upload.tooLarge', { name, limitMb: megabytes(maxFileBytes()) }));
      continue;
    }
    const header = await readHeader(file.filepath, name);
    if ('code' in header) errors.push(fieldError(field, header.code, header.params));
    else headers.push({ file, name, header });
  }
  let accepted = headers;
  // A field already refused stores nothing: its other pictures are not decoded.
  if (decode && headers.length && !errors.length) {
    chargeImagePixels(headers.reduce((sum, h) => sum + h.header.pixels, 0));
    accepted = [];
    for (const checked of headers) {
      const problem = await oneAtATime(() => decodingProblem(checked.file.filepath, checked.name));
      if (problem) errors.push(fieldError(field, problem.code, problem.params));
      else accepted.push(checked);
    }
  }
  return {
    errors,
    tooLarge,
    types: accepted.map((h) => h.header.type),
    sizes: accepted.map(({ header }) => ({ width: header.width, height: header.height })),
  };
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
