import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { storeImages } from '../services/uploads';
import type { ImageType } from '@teranga/domain';

/**
 * Puts a generated picture through the same storage as editors' uploads (named after its content and
 * type, responsive formats made by Strapi).
 */
export async function uploadBuffer(
  strapi: Core.Strapi,
  buffer: Buffer,
  fileName: string,
  mimetype: ImageType,
  alternativeText: string,
): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-'));
  const filepath = path.join(dir, fileName);
  try {
    await fs.writeFile(filepath, buffer);
    const [id] = await storeImages(strapi, [{ filepath, size: buffer.length }], [mimetype], alternativeText);
    return id;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
