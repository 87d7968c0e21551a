import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { addWebpFormats } from '../services/modern-formats';

/** Puts a generated picture through the upload plugin, so Strapi makes its responsive formats. */
export async function uploadBuffer(
  strapi: Core.Strapi,
  buffer: Buffer,
  fileName: string,
  mimetype: string,
  alternativeText: string
): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-'));
  const filepath = path.join(dir, fileName);
  try {
    await fs.writeFile(filepath, buffer);
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: fileName, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: fileName, mimetype, size: buffer.length },
    });
    await addWebpFormats(strapi, file, filepath);
    return file.id;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
