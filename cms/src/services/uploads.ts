import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import sharp, { type Metadata } from 'sharp';
import { DECODER_FORMATS, IMAGE_EXTENSIONS, IMAGE_SNIFF_BYTES, MAX_IMAGE_PIXELS, pixelCount, sniffImageType, type ImageType } from '@teranga/domain';
import type { FieldError } from '@teranga/domain';
import { addWebpFormats } from './modern-formats';

/** A file as the multipart middleware (formidable) leaves it on disk. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

/** What editors are told about a refused file or body, in one place (French, as every editor message). */
export const UPLOAD_MESSAGES = {
  tooLarge: (name: string, limitMb: number) => `Le fichier « ${name} » dépasse la taille maximale de ${limitMb} Mo.`,
  notAnImage: (name: string) => `Le fichier « ${name} » n'est pas une image JPEG, PNG ou WebP.`,
  unreadable: (name: string) => `L'image « ${name} » est illisible (fichier abîmé ou incomplet).`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `L'image « ${name} » est trop grande (${width} × ${height} pixels) : ${MAX_IMAGE_PIXELS / 1_000_000} mégapixels au maximum.`,
  bodyTooLarge: (limitMb: number) => `L'envoi dépasse la taille maximale de ${limitMb} Mo par fichier.`,
  tooManyFiles: 'Trop de fichiers dans un même envoi.',
  tooManyFields: 'Trop de champs dans un même envoi.',
  malformed: 'Envoi de fichiers illisible. Veuillez réessayer.',
} as const;

export function filesOf(files: Record<string, unknown> | undefined, field: string): UploadedFile[] {
  const value = files?.[field] ?? files?.[`${field}[]`];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).filter((f): f is UploadedFile => Boolean(f && (f as UploadedFile).filepath));
}

export const maxFileBytes = () => Number(process.env.UPLOAD_MAX_FILE_BYTES ?? 5 * 1024 * 1024);
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
async function decodingProblem(filepath: string, type: ImageType, name: string): Promise<string | null> {
  let header: Metadata;
  try {
    header = await sharp(filepath).metadata();
  } catch {
    return UPLOAD_MESSAGES.notAnImage(name);
  }
  if (header.format !== DECODER_FORMATS[type]) return UPLOAD_MESSAGES.notAnImage(name);
  if (pixelCount(header) > MAX_IMAGE_PIXELS) return UPLOAD_MESSAGES.tooManyPixels(name, header.width ?? 0, header.height ?? 0);
  try {
    await sharp(filepath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true }).stats();
    return null;
  } catch {
    return UPLOAD_MESSAGES.unreadable(name);
  }
}

/**
 * JPEG, PNG or WebP recognised by their first bytes (never by name or declared type), each under the
 * size and pixel limits and decoding in full. Returns the checked type of each file, or the errors.
 */
export async function checkImages(files: UploadedFile[], field: string): Promise<{ errors: FieldError[]; tooLarge: boolean; types: ImageType[] }> {
  const errors: FieldError[] = [];
  const types: ImageType[] = [];
  let tooLarge = false;
  for (const file of files) {
    const name = file.originalFilename || 'fichier';
    if (file.size > maxFileBytes()) {
      tooLarge = true;
      errors.push({ path: field, message: UPLOAD_MESSAGES.tooLarge(name, megabytes(maxFileBytes())) });
      continue;
    }
    const type = sniffImageType(await head(file.filepath));
    const problem = type ? await decodingProblem(file.filepath, type, name) : UPLOAD_MESSAGES.notAnImage(name);
    if (problem) errors.push({ path: field, message: problem });
    else types.push(type as ImageType);
  }
  return { errors, tooLarge, types };
}

/** `<content hash>.<extension of the detected type>`: nothing of the client's file name is kept. */
export async function storedName(filepath: string, type: ImageType): Promise<string> {
  const digest = createHash('sha256').update(await fs.readFile(filepath)).digest('hex').slice(0, 16);
  return `${digest}.${IMAGE_EXTENSIONS[type]}`;
}

/**
 * Stores checked images through the upload plugin (responsive formats included), under a name made
 * from their content and detected type. The plugin's provider decides where (local folder or bucket).
 */
export async function storeImages(strapi: Core.Strapi, files: UploadedFile[], types: ImageType[], alt: string): Promise<number[]> {
  if (files.length === 0) return [];
  const names = await Promise.all(files.map((file, i) => storedName(file.filepath, types[i])));
  const stored = await strapi.plugin('upload').service('upload').upload({
    data: { fileInfo: names.map((name) => ({ name, alternativeText: alt, caption: alt })) },
    files: files.map((file, i) => ({ filepath: file.filepath, size: file.size, originalFilename: names[i], mimetype: types[i] })),
  });
  const list = Array.isArray(stored) ? stored : [stored];
  for (const [i, file] of list.entries()) await addWebpFormats(strapi, file, files[i].filepath);
  return list.map((f: { id: number }) => f.id);
}

/** Removes upload files that no content links to any more. */
export async function removeUnusedFiles(strapi: Core.Strapi, fileIds: number[]) {
  const upload = strapi.plugin('upload').service('upload');
  for (const id of new Set(fileIds)) {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, populate: { related: true } });
    if (file && (!file.related || file.related.length === 0)) await upload.remove(file);
  }
}
