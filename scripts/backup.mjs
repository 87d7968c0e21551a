// `npm run backup`: a dated archive of the content (BACKUP_DIR, backups/ by default), with a line per step:
//   the database (SQLite online backup of DATABASE_FILENAME, or pg_dump of DATABASE_URL), the uploads
//   (PUBLIC_DIR/uploads, or the S3 bucket with UPLOAD_PROVIDER=aws-s3), a manifest, one .tar.gz.
// It reads the CMS's environment (cms/.env beneath it) and may run while the CMS serves. The archive is
// written 0600 in a 0700 folder: only the user who runs the backup reads it.
// Restore with `npm run restore <archive>` (scripts/restore.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { ARCHIVE_FORMAT, copyUploadsOut, dateStamp, dumpDatabase, loadCmsEnv, megabytes, root, shown, storesOf } from './backup-store.mjs';

const step = (message) => console.log(`backup: ${message}`);

async function main() {
  const { database, uploads, env } = storesOf(loadCmsEnv());
  const outDir = path.resolve(root, env.BACKUP_DIR || 'backups');
  const created = new Date();
  let name = `teranga-backup-${dateStamp(created)}.tar.gz`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-backup-'));
  try {
    const dumpName = database.kind === 'sqlite' ? 'database.sqlite' : 'database.dump';
    step(`1/4 database: ${database.label} (${database.kind === 'sqlite' ? 'online backup' : 'pg_dump'})`);
    await dumpDatabase(database, path.join(work, dumpName));
    step(`    ${megabytes(fs.statSync(path.join(work, dumpName)).size)}`);

    step(`2/4 uploads: ${uploads.label}`);
    const files = await copyUploadsOut(uploads, env, path.join(work, 'uploads'));
    step(`    ${files.count} files, ${megabytes(files.bytes)}`);

    step('3/4 manifest');
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: created.toISOString(),
      database: { kind: database.kind, file: dumpName },
      uploads: { from: uploads.kind, files: files.count, bytes: files.bytes },
    };
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    // The archive holds password hashes and personal data: the folder and the file are the owner's only,
    // a folder that was more open is closed (0700), whatever the umask.
    fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
    if ((fs.statSync(outDir).mode & 0o077) !== 0) {
      fs.chmodSync(outDir, 0o700);
      step(`    ${shown(outDir)} was readable by others: now 0700`);
    }
    // Two backups within a second never replace one another.
    for (let n = 2; fs.existsSync(path.join(outDir, name)); n += 1) name = `teranga-backup-${dateStamp(created)}-${n}.tar.gz`;
    const target = path.join(outDir, name);
    step(`4/4 archive: ${shown(target)}`);
    // Written under another name first: an archive that exists is complete.
    await tar.create({ gzip: true, cwd: work, file: `${target}.partial`, portable: true, mode: 0o600 }, fs.readdirSync(work));
    fs.chmodSync(`${target}.partial`, 0o600);
    fs.renameSync(`${target}.partial`, target);
    step(`done: ${target} (${megabytes(fs.statSync(target).size)})`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`backup: failed: ${error.message}`);
  process.exit(1);
});
