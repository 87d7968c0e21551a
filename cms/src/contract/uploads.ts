import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { sniffImageType } from '../rules/image-type';
import type { FieldError } from '../rules/field-errors';
import { addWebpFormats } from '../services/modern-formats';

/** A file as the body middleware (formidable) leaves it on disk. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

export function filesOf(files: Record<string, unknown> | undefined, field: string): UploadedFile[] {
  const value = files?.[field] ?? files?.[`${field}[]`];
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).filter((f): f is UploadedFile => Boolean(f && (f as UploadedFile).filepath));
}

export const maxFileBytes = () => Number(process.env.UPLOAD_MAX_FILE_BYTES ?? 5 * 1024 * 1024);

/**
 * JPEG, PNG or WebP recognised by their first bytes (never by name or declared type), each under
 * the size limit. Returns the checked type of each file, or the errors.
 */
export async function checkImages(files: UploadedFile[], field: string): Promise<{ errors: FieldError[]; tooLarge: boolean; types: string[] }> {
  const errors: FieldError[] = [];
  const types: string[] = [];
  let tooLarge = false;
  const limitMb = Math.round((maxFileBytes() / (1024 * 1024)) * 10) / 10;
  for (const file of files) {
    const name = file.originalFilename || 'fichier';
    if (file.size > maxFileBytes()) {
      tooLarge = true;
      errors.push({ path: field, message: `Le fichier « ${name} » dépasse la taille maximale de ${limitMb} Mo.` });
      continue;
    }
    const handle = await fs.open(file.filepath, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const type = sniffImageType(head);
    if (!type) errors.push({ path: field, message: `Le fichier « ${name} » n'est pas une image JPEG, PNG ou WebP.` });
    else types.push(type);
  }
  return { errors, tooLarge, types };
}

/** Temporary files of a request are removed whatever happens to it. */
export async function discardTemporary(files: Record<string, unknown> | undefined) {
  for (const value of Object.values(files ?? {})) {
    for (const file of (Array.isArray(value) ? value : [value]) as UploadedFile[]) {
      if (file?.filepath) await fs.rm(file.filepath, { force: true });
    }
  }
}

/** Stores checked images through the upload plugin (responsive formats included). */
export async function storeImages(strapi: Core.Strapi, files: UploadedFile[], types: string[], alt: string): Promise<number[]> {
  if (files.length === 0) return [];
  const stored = await strapi.plugin('upload').service('upload').upload({
    data: { fileInfo: files.map(() => ({ alternativeText: alt, caption: alt })) },
    files: files.map((file, i) => ({ ...file, mimetype: types[i] })),
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
