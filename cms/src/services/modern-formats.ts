import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { oneAtATime } from './image-budget';

// WebP copies of a stored JPEG or PNG, made once at upload time and recorded in the file's formats
// (`webp` for the original size, `webp_<format>` beside each responsive format), so the site offers a
// modern format with the original as fallback and no build ever converts a picture. They go through the
// upload provider (local folder or S3) and are removed with the file, like Strapi's own formats.
type Format = { url: string; width: number; height: number; [key: string]: unknown };
interface StoredFile {
  id: number;
  hash: string;
  name: string;
  mime: string;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, Format> | null;
}

export const WEBP_QUALITY = 80;

/** The sizes to copy: the original and each responsive format, by their names. */
export function webpTargets(file: StoredFile): Array<{ name: string; width: number }> {
  if (file.mime === 'image/webp' || !/^image\/(?:jpeg|png)$/.test(file.mime) || !file.width) return [];
  const formats = Object.entries(file.formats ?? {}).filter(([name, f]) => !name.startsWith('webp') && f?.width);
  return [{ name: 'webp', width: file.width }, ...formats.map(([name, f]) => ({ name: `webp_${name}`, width: f.width }))];
}

export async function addWebpFormats(strapi: Core.Strapi, file: StoredFile, sourcePath: string): Promise<void> {
  const targets = webpTargets(file);
  if (!targets.length) return;
  const source = await fs.readFile(sourcePath);
  const provider = strapi.plugin('upload').provider as { upload(entry: Record<string, unknown>): Promise<void> };
  const formats: Record<string, Format> = { ...(file.formats ?? {}) };
  for (const { name, width } of targets) {
    // After the caller's other picture work (services/image-budget.ts; charged when the file was checked).
    const { data, info } = await oneAtATime(() =>
      sharp(source, { failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    const entry: Record<string, unknown> = {
      name: `${name}_${file.name}`,
      hash: `${name}_${file.hash}`,
      ext: '.webp',
      mime: 'image/webp',
      buffer: data,
      size: Math.round((data.length / 1024) * 100) / 100,
      sizeInBytes: data.length,
      width: info.width,
      height: info.height,
      path: null,
    };
    await provider.upload(entry);
    delete entry.buffer;
    formats[name] = entry as Format;
  }
  await strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { formats } });
}
