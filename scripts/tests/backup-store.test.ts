import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateStamp, storesOf, root } from '../backup-store.mjs';

describe('where the backup reads and the restore writes', () => {
  it("is the CMS's SQLite file and uploads folder by default, relative to cms/", () => {
    const { database, uploads } = storesOf({});
    expect(database).toMatchObject({ kind: 'sqlite', file: path.join(root, 'cms/.tmp/data.db') });
    expect(uploads).toMatchObject({ kind: 'folder', dir: path.join(root, 'cms/public/uploads') });
    const custom = storesOf({ DATABASE_FILENAME: '/srv/teranga/data.db', PUBLIC_DIR: '/srv/teranga/public' });
    expect(custom.database.file).toBe('/srv/teranga/data.db');
    expect(custom.uploads.dir).toBe('/srv/teranga/public/uploads');
  });

  it('is PostgreSQL with DATABASE_URL, its password kept out of the progress lines', () => {
    const { database } = storesOf({ DATABASE_URL: 'postgres://cms:s3cret@db.internal:5432/teranga' });
    expect(database).toMatchObject({ kind: 'postgres', url: 'postgres://cms:s3cret@db.internal:5432/teranga' });
    expect(database.label).not.toContain('s3cret');
  });

  it('is the bucket with UPLOAD_PROVIDER=aws-s3, under S3_ROOT_PATH', () => {
    expect(storesOf({ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'medias' }).uploads).toMatchObject({
      kind: 'bucket',
      bucket: 'medias',
      prefix: '',
    });
    expect(storesOf({ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'medias', S3_ROOT_PATH: 'site/' }).uploads.prefix).toBe('site/');
    expect(() => storesOf({ UPLOAD_PROVIDER: 'aws-s3' })).toThrow('UPLOAD_PROVIDER=aws-s3 needs S3_BUCKET');
  });
});

describe('the date in an archive name', () => {
  it('is UTC, sortable, without separators a file system may refuse', () => {
    expect(dateStamp(new Date('2026-11-23T09:05:07.123Z'))).toBe('20261123-090507Z');
  });
});
