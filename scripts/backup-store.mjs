// Where the content lives, read from the CMS's own environment (the variables of cms/config, and
// cms/.env beneath them as scripts/serve.js does): the database (SQLite file or PostgreSQL through
// DATABASE_URL) and the uploads (PUBLIC_DIR/uploads or the S3 bucket of UPLOAD_PROVIDER=aws-s3).
// Shared by scripts/backup.mjs and scripts/restore.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { withoutTrailing } from './strings.mjs';

export const root = path.resolve(import.meta.dirname, '..');
/** A path as the progress lines show it: relative inside the repository, absolute elsewhere. */
export const shown = (file) => (file.startsWith(root + path.sep) ? path.relative(root, file) : file);
const cmsDir = path.join(root, 'cms');
// The CMS's dependencies (better-sqlite3, the AWS SDK), from its own package.
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** Version of the archive's layout: manifest.json, database.sqlite or database.dump, uploads/. */
export const ARCHIVE_FORMAT = 1;

export function loadCmsEnv(env = process.env) {
  const file = path.join(cmsDir, '.env');
  // Values already in the environment win, as for the CMS.
  if (fs.existsSync(file)) process.loadEnvFile(file);
  return env;
}

/** What the CMS with this environment uses. */
export function storesOf(env) {
  const database = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, label: `PostgreSQL ${redact(env.DATABASE_URL)}` }
    : (() => {
        const file = path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db');
        return { kind: 'sqlite', file, label: `SQLite ${shown(file)}` };
      })();
  const uploads =
    env.UPLOAD_PROVIDER === 'aws-s3'
      ? {
          kind: 'bucket',
          bucket: env.S3_BUCKET,
          prefix: env.S3_ROOT_PATH ? `${withoutTrailing(env.S3_ROOT_PATH, '/')}/` : '',
          label: `bucket ${env.S3_BUCKET}`,
        }
      : (() => {
          const dir = path.resolve(cmsDir, env.PUBLIC_DIR || './public', 'uploads');
          return { kind: 'folder', dir, label: `folder ${shown(dir)}` };
        })();
  if (uploads.kind === 'bucket' && !uploads.bucket) throw new Error('UPLOAD_PROVIDER=aws-s3 needs S3_BUCKET');
  return { database, uploads, env };
}

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Runs a PostgreSQL client tool, with a clear error when it is missing or fails. */
export function runTool(command, args, { env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdout.resume();
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} is not installed: install the PostgreSQL client tools (Debian: apt-get install postgresql-client), the same major version as the server or newer`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim().split('\n').slice(-5).join(' | ')}`)),
    );
  });
}

// ---- database ----

/** SQLite's online backup: a consistent copy even while the CMS writes. PostgreSQL: pg_dump's custom format. */
export async function dumpDatabase(database, target) {
  if (database.kind === 'sqlite') {
    if (!fs.existsSync(database.file))
      throw new Error(`no SQLite database at ${database.file} (set DATABASE_FILENAME, or DATABASE_URL for PostgreSQL)`);
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(database.file, { readonly: true, fileMustExist: true });
    try {
      await db.backup(target);
    } finally {
      db.close();
    }
    return;
  }
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${database.url}`]);
}

/**
 * Puts a dump back. SQLite: the file is checked, written beside the target and renamed over it, the
 * previous file kept as `<file>.before-restore-<date>`. PostgreSQL: pg_restore in one transaction,
 * replacing the tables of the dump, so a failure leaves the database as it was.
 */
export async function restoreDatabase(database, source, stamp) {
  if (database.kind === 'sqlite') {
    const Database = cmsRequire('better-sqlite3');
    const check = new Database(source, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`the archive's database is damaged (${result})`);
    } finally {
      check.close();
    }
    fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const next = `${database.file}.restoring`;
    fs.copyFileSync(source, next);
    let kept = null;
    if (fs.existsSync(database.file)) {
      kept = `${database.file}.before-restore-${stamp}`;
      fs.renameSync(database.file, kept);
    }
    // A write-ahead log of the old file must not be replayed over the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(database.file + suffix, { force: true });
    fs.renameSync(next, database.file);
    return kept;
  }
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${database.url}`,
    source,
  ]);
  return null;
}

// ---- uploads ----

function bucketClient(env) {
  const { S3Client } = cmsRequire('@aws-sdk/client-s3');
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' } : {}),
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
}

const TYPES = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** Copies every upload into `dir` (names relative to the uploads' root); answers their count and bytes. */
export async function copyUploadsOut(uploads, env, dir) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  let bytes = 0;
  if (uploads.kind === 'folder') {
    if (!fs.existsSync(uploads.dir)) return { count, bytes };
    for (const entry of fs.readdirSync(uploads.dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const from = path.join(entry.parentPath, entry.name);
      const to = path.join(dir, path.relative(uploads.dir, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
      count += 1;
      bytes += fs.statSync(to).size;
    }
    return { count, bytes };
  }
  const { ListObjectsV2Command, GetObjectCommand } = cmsRequire('@aws-sdk/client-s3');
  const client = bucketClient(env);
  try {
    let token;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: uploads.bucket, Prefix: uploads.prefix || undefined, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        const name = item.Key.slice(uploads.prefix.length);
        if (!name || name.endsWith('/')) continue;
        const to = path.join(dir, name);
        if (!to.startsWith(dir + path.sep)) continue;
        const answer = await client.send(new GetObjectCommand({ Bucket: uploads.bucket, Key: item.Key }));
        const body = Buffer.from(await answer.Body.transformToByteArray());
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.writeFileSync(to, body);
        count += 1;
        bytes += body.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return { count, bytes };
}

/** Puts the archive's uploads back into the folder or bucket; existing files of the same name are replaced. */
export async function copyUploadsIn(uploads, env, dir) {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : [];
  if (uploads.kind === 'folder') {
    for (const name of files) {
      const to = path.join(uploads.dir, name);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(dir, name), to);
    }
    return files.length;
  }
  const { PutObjectCommand } = cmsRequire('@aws-sdk/client-s3');
  const client = bucketClient(env);
  try {
    for (const name of files) {
      const key = uploads.prefix + name.split(path.sep).join('/');
      await client.send(
        new PutObjectCommand({
          Bucket: uploads.bucket,
          Key: key,
          Body: fs.readFileSync(path.join(dir, name)),
          ContentType: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
          ...(env.S3_ACL ? { ACL: env.S3_ACL } : {}),
        }),
      );
    }
  } finally {
    client.destroy();
  }
  return files.length;
}

export const megabytes = (bytes) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** 2026-11-23T12:10:05.123Z → 20261123-121005Z */
export const dateStamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z');
