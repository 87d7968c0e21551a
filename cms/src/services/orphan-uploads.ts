import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** How old an unlinked upload must be before it is removed: a save on another instance may be between its upload and its commit. */
export const orphanMinAgeMs = () => Number(process.env.UPLOAD_ORPHAN_MIN_AGE_SECONDS ?? 3600) * 1000;

type FileRow = {
  id: number;
  url?: string | null;
  formats?: Record<string, { url?: string }> | null;
  related?: unknown[];
  createdAt?: string;
};

const baseName = (url: string | null | undefined) => (url ? path.posix.basename(url.split('?')[0]) : '');

/**
 * Removes the uploads nothing links to: files stored for a save that failed or whose process died
 * before its transaction committed, and (local folder only) files written to disk whose database row
 * was never made. Runs at start and every hour; only what is older than `minAgeMs` goes.
 */
export async function removeOrphanUploads(strapi: Core.Strapi, { minAgeMs = orphanMinAgeMs(), now = Date.now() } = {}) {
  const cutoff = now - minAgeMs;
  const upload = strapi.plugin('upload').service('upload');
  const rows = (await strapi.db.query('plugin::upload.file').findMany({ populate: { related: true } })) as FileRow[];
  let removedRows = 0;
  const known = new Set<string>();
  for (const row of rows) {
    const unlinked = !row.related || row.related.length === 0;
    if (unlinked && row.createdAt && new Date(row.createdAt).getTime() <= cutoff) {
      await upload.remove(row);
      removedRows += 1;
      continue;
    }
    known.add(baseName(row.url));
    for (const format of Object.values(row.formats ?? {})) known.add(baseName(format?.url));
  }

  let removedFiles = 0;
  const provider = (strapi.config.get('plugin::upload') as { provider?: string } | undefined)?.provider ?? 'local';
  if (provider === 'local') {
    const dir = path.join(strapi.dirs.static.public, 'uploads');
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (known.has(name) || name.startsWith('.')) continue;
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
      await fs.rm(file, { force: true });
      removedFiles += 1;
    }
  }
  if (removedRows || removedFiles)
    strapi.log.info(`uploads: removed ${removedRows} unlinked upload(s) and ${removedFiles} file(s) without a record`);
  return { rows: removedRows, files: removedFiles };
}
