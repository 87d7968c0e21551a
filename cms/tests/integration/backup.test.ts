// `npm run backup` then `npm run restore <archive>` on a fresh install bring the demo content back:
// the same public answers, the same accounts, the same pictures. On SQLite the uploads come from and go
// to folders; on PostgreSQL (pg_dump / pg_restore) they are restored into an S3 bucket (s3rver) and
// backed up again from it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { ACCOUNTS } from '../helpers/accounts';
import { createDatabase, dropDatabase, postgresUrl } from '../helpers/postgres';
import { startS3, type LocalS3 } from '../helpers/s3';
import { jpeg } from '../helpers/images';

const root = path.resolve(__dirname, '../../..');
const appDir = path.resolve(__dirname, '../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const LISTS = [
  '/api/v1/articles',
  '/api/v1/realisations',
  '/api/v1/opportunites?inclureFermees=true',
  '/api/v1/partenaires',
  '/api/v1/secteurs',
];
const STORE_VARIABLES = ['DATABASE_URL', 'DATABASE_FILENAME', 'PUBLIC_DIR', 'UPLOAD_PROVIDER', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ROOT_PATH'];

/** Runs scripts/<name>.mjs with only the given store variables; answers its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const base = { ...process.env };
  for (const name of STORE_VARIABLES) delete base[name];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
      cwd: root,
      env: { ...base, DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A file's permission bits, as `ls -l` would write them in octal. */
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

async function snapshot(cms: TestCms) {
  const answers: Record<string, unknown> = {};
  for (const list of LISTS) answers[list] = (await cms.api().get(list).expect(200)).body;
  return answers;
}

/** The whole media library, as an administrator reads it. */
async function libraryOf(cms: TestCms): Promise<unknown[]> {
  const token = (await cms.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin).expect(200)).body.token;
  return (
    await cms
      .api()
      .get('/api/v1/medias?taille=100&tri=nom')
      .set({ Authorization: `Bearer ${token}` })
      .expect(200)
  ).body.donnees;
}

const bytes = async (cms: TestCms, url: string) =>
  (
    await cms
      .api()
      .get(url)
      .buffer(true)
      .parse((res, cb) => {
        const c: Buffer[] = [];
        res.on('data', (d: Buffer) => c.push(d));
        res.on('end', () => cb(null, Buffer.concat(c)));
      })
      .expect(200)
  ).body as Buffer;

describe('backup and restore', () => {
  let work: string;
  let s3: LocalS3 | null = null;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    if (onPostgres) s3 = await startS3('restored-uploads');
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('round-trips the demo content into a fresh install', async () => {
    // The demo content, as a running CMS serves it.
    const original = await startCms();
    const originalStore = onPostgres
      ? { DATABASE_URL: process.env.DATABASE_URL as string }
      : { DATABASE_FILENAME: path.resolve(appDir, process.env.DATABASE_FILENAME as string) };
    const publicDir = process.env.PUBLIC_DIR as string;
    let before: Record<string, unknown>;
    let picture: string;
    let pictureBytes: Buffer;
    let library: unknown[];
    let archive: string;
    try {
      // A picture uploaded to the media library and described there: the library is in the backup too.
      const token = (await original.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin).expect(200)).body.token;
      const uploaded = await original
        .api()
        .post('/api/v1/medias')
        .set({ Authorization: `Bearer ${token}` })
        .field('texteAlternatif[pt]', 'Embondeiro ao pôr do sol')
        .field('credit', 'Awa Ndiaye')
        .attach('fichier', await jpeg(), 'embondeiro.jpg');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      library = await libraryOf(original);
      expect(library.length).toBeGreaterThan(1);
      before = await snapshot(original);
      picture = (before['/api/v1/articles'] as { imagePrincipale: string }[])[0].imagePrincipale;
      expect(picture).toMatch(/^\/uploads\//);
      pictureBytes = await bytes(original, picture);

      // Taken while the CMS runs, into a folder others could read: the backup closes it.
      fs.mkdirSync(path.join(work, 'archives'), { mode: 0o755 });
      fs.chmodSync(path.join(work, 'archives'), 0o755);
      const backup = await run('backup', [], { ...originalStore, PUBLIC_DIR: publicDir, BACKUP_DIR: path.join(work, 'archives') });
      expect(backup.code, backup.output).toBe(0);
      for (const line of ['backup: 1/4 database', 'backup: 2/4 uploads', 'backup: 3/4 manifest', 'backup: 4/4 archive', 'backup: done'])
        expect(backup.output).toContain(line);
      const [name] = fs.readdirSync(path.join(work, 'archives'));
      expect(name).toMatch(/^teranga-backup-\d{8}-\d{6}Z\.tar\.gz$/);
      archive = path.join(work, 'archives', name);
      // Password hashes and personal data: readable by the backup's owner only.
      expect(modeOf(archive)).toBe('600');
      expect(modeOf(path.join(work, 'archives'))).toBe('700');
    } finally {
      await original.close();
    }

    // A fresh install, started once (its tables, sectors and roles exist), with no uploads yet (a folder
    // on SQLite, a bucket on PostgreSQL).
    const fresh = onPostgres ? `cms_test_restore_${process.pid}_${Date.now()}` : path.join(work, 'fresh.db');
    if (onPostgres) await createDatabase(fresh);
    const freshStore = onPostgres ? { DATABASE_URL: postgresUrl(fresh) } : { DATABASE_FILENAME: fresh };
    const freshPublic = path.join(work, 'fresh-public');
    fs.mkdirSync(path.join(freshPublic, 'uploads'), { recursive: true });
    const freshUploads = s3 ? { ...s3.env, PUBLIC_DIR: freshPublic } : { PUBLIC_DIR: freshPublic };

    const first = await startCms(freshUploads, { database: fresh });
    expect(await first.strapi.db.query('api::article.article').count()).toBe(0);
    await first.close();

    const restore = await run('restore', [archive], { ...freshStore, ...freshUploads });
    expect(restore.code, restore.output).toBe(0);
    for (const line of ['restore: 1/3 reading', 'restore: 2/3 database', 'restore: 3/3 uploads', 'restore: done'])
      expect(restore.output).toContain(line);

    const restored = await startCms(freshUploads, { database: fresh });
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(await libraryOf(restored)).toEqual(library);
      expect(Buffer.compare(await bytes(restored, picture), pictureBytes)).toBe(0);
      const login = await restored.api().post('/api/v1/auth/connexion').send(ACCOUNTS.admin);
      expect(login.status).toBe(200);
      if (s3) {
        // Every upload of the archive is in the bucket, and a backup of the bucket holds them all again.
        const files = fs.readdirSync(path.join(publicDir, 'uploads')).filter((f) => !f.startsWith('.'));
        expect(await s3.keys()).toEqual(files.sort());
        const again = await run('backup', [], { ...freshStore, ...s3.env, BACKUP_DIR: path.join(work, 'again') });
        expect(again.code, again.output).toBe(0);
        expect(again.output).toContain(`${files.length} files`);
        // A folder the backup creates is closed from the start.
        expect(modeOf(path.join(work, 'again'))).toBe('700');
        expect(fs.readdirSync(path.join(work, 'again')).map((f) => modeOf(path.join(work, 'again', f)))).toEqual(['600']);
      } else {
        const files = fs.readdirSync(path.join(publicDir, 'uploads')).sort();
        expect(fs.readdirSync(path.join(freshPublic, 'uploads')).sort()).toEqual(files);
      }
    } finally {
      await restored.close();
      if (onPostgres) await dropDatabase(fresh);
    }
  }, 300_000);

  it('refuses what is not a backup, with a clear message, and leaves the install as it was', async () => {
    const junk = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(junk, 'this is not an archive');
    const target = onPostgres
      ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }
      : { DATABASE_FILENAME: path.join(work, 'untouched.db') };
    if (!onPostgres) fs.writeFileSync(target.DATABASE_FILENAME as string, 'previous content');
    const result = await run('restore', [junk], { ...target, PUBLIC_DIR: path.join(work, 'untouched-public') });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/restore: failed: /);
    if (!onPostgres) expect(fs.readFileSync(target.DATABASE_FILENAME as string, 'utf8')).toBe('previous content');
    const missing = await run('restore', [], target);
    expect(missing.output).toContain('usage: npm run restore <archive.tar.gz>');
  }, 60_000);
});
