// `npm run restore <archive>`: brings an install back to an archive of `npm run backup`, with a line per
// step: the archive is read and checked, the database put back (SQLite file replaced, the previous one
// kept beside it; or pg_restore into DATABASE_URL in one transaction), then the uploads copied into
// PUBLIC_DIR/uploads or the S3 bucket. Stop the CMS first; start it again afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { ARCHIVE_FORMAT, copyUploadsIn, dateStamp, loadCmsEnv, restoreDatabase, storesOf } from './backup-store.mjs';

const step = (message) => console.log(`restore: ${message}`);

async function main() {
  const archive = process.argv[2];
  if (!archive) throw new Error('usage: npm run restore <archive.tar.gz>');
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new Error(`no archive at ${archive}`);
  const { database, uploads, env } = storesOf(loadCmsEnv());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-restore-'));
  try {
    step(`1/3 reading ${archive}`);
    // node-tar refuses absolute paths and '..' entries: nothing lands outside the work folder.
    await tar
      .extract({ file: archive, cwd: work, strict: true, filter: (p, entry) => entry.type === 'File' || entry.type === 'Directory' })
      .catch((error) => {
        throw new Error(`${archive} is not an archive of npm run backup (${error.message})`);
      });
    const manifestFile = path.join(work, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${archive} is not a backup of this product (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (manifest.format !== ARCHIVE_FORMAT)
      throw new Error(`archive format ${manifest.format} is not the one this version reads (${ARCHIVE_FORMAT})`);
    if (manifest.database?.kind !== database.kind) {
      throw new Error(
        `the archive holds a ${manifest.database?.kind} database but this install uses ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (no DATABASE_URL)'}`,
      );
    }
    const dump = path.join(work, path.basename(String(manifest.database.file)));
    if (!fs.existsSync(dump)) throw new Error(`the archive has no ${manifest.database.file}`);
    step(`    made ${manifest.createdAt}: ${manifest.database.kind} database, ${manifest.uploads?.files ?? 0} upload files`);

    step(`2/3 database: ${database.label}`);
    const kept = await restoreDatabase(database, dump, dateStamp());
    if (kept) step(`    the previous database is kept as ${kept}`);

    step(`3/3 uploads: ${uploads.label}`);
    const count = await copyUploadsIn(uploads, env, path.join(work, 'uploads'));
    step(`    ${count} files`);
    step('done: start the CMS, then rebuild the site (npm start does it by itself; on Netlify, a new deploy)');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`restore: failed: ${error.message}`);
  process.exit(1);
});
