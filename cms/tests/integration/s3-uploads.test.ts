// Uploads in an S3-compatible bucket (a local s3rver), under a root path as a shared bucket would have
// them: the demo seed, an upload with its responsive formats, relative /uploads/… answers, /uploads served
// from the bucket with the uploads' headers (from the CMS and through the site's /uploads proxy) and never
// an object outside the root path, and deletion removing the files from the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';
import { bearer, login, type Session } from '../helpers/accounts';
import { startS3, type LocalS3 } from '../helpers/s3';
import { withAltTexts } from '../helpers/content';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const root = path.resolve(__dirname, '../../..');

let s3: LocalS3;
let cms: TestCms;
let admin: Session;
let cmsUrl: string;
let publicDir: string;

/** The uploads' folder in the bucket (S3_ROOT_PATH): the bucket may hold other things beside it. */
const ROOT = 'site';
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const urlsOf = (file: { url: string; formats?: Record<string, { url: string }> | null }) => [
  file.url,
  ...Object.values(file.formats ?? {}).map((f) => f.url),
];
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  s3 = await startS3();
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  // A first start on an empty database: the demo seed stores its pictures through the S3 provider.
  cms = await startCms({ ...s3.env, S3_ROOT_PATH: ROOT, SEED_DEMO: 'true', PUBLIC_DIR: publicDir }, { emptyDatabase: true });
  admin = await login(cms, 'admin');
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.strapi.server.httpServer.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await cms?.close();
  await s3?.close();
  if (publicDir) fs.rmSync(publicDir, { recursive: true, force: true });
});

describe('uploads in S3', () => {
  it('the demo seed stores every picture and format in the bucket, and the public answers name none of it', async () => {
    const files = await cms.strapi.db.query('plugin::upload.file').findMany({ select: ['url', 'formats', 'provider'] });
    expect(files.length).toBeGreaterThan(10);
    expect(new Set(files.map((f) => f.provider))).toEqual(new Set(['aws-s3']));
    const urls = files.flatMap(urlsOf);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/site\/[^/]+\.(?:jpg|png|webp)$/);
    expect(await s3.keys()).toEqual(urls.map(keyOf).sort());
    // Nothing was written to the local folder.
    expect(fs.readdirSync(path.join(publicDir, 'uploads'))).toEqual([]);

    const answers = await Promise.all(
      ['/api/v1/articles', '/api/v1/realisations', '/api/v1/opportunites', '/api/v1/partenaires'].map(async (p) =>
        JSON.stringify((await cms.api().get(p).expect(200)).body),
      ),
    );
    // No ACL was asked for: the objects stay as private as the bucket (and buckets that refuse ACLs accept them).
    expect(s3.acls).toEqual([]);
    for (const text of answers) {
      expect(text).toContain('"/uploads/');
      expect(text).not.toContain(s3.endpoint);
      expect(text).not.toContain(s3.bucket);
    }
  });

  let article: { _id: string; media: { url: string; formats: Record<string, { url: string; width: number }> } };

  it('an upload gets its responsive formats and WebP copies in the bucket, answered as relative /uploads/ paths', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    let req = cms.api().post('/api/v1/articles').set(bearer(admin));
    for (const lang of ['fr', 'en', 'pt']) {
      req = req
        .field(`titre[${lang}]`, `Le chantier de Diamniadio en images (${lang})`)
        .field(`contenu[${lang}]`, 'Une photo du chantier, stockée dans le bucket, servie par le site. '.repeat(3));
    }
    const created = await withAltTexts(req)
      .field('categories[]', 'télécom')
      .field('etat', 'brouillon')
      .attach('imagePrincipale', photo, 'chantier.jpg');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await cms.api().patch(`/api/v1/articles/${created.body._id}`).set(bearer(admin)).send({ etat: 'publié' }).expect(200);

    const answer = (await cms.api().get('/api/v1/articles').expect(200)).body.find((a) => a._id === created.body._id);
    const media = answer.imagePrincipaleMedia;
    expect(answer.imagePrincipale).toBe(media.url);
    expect(Object.keys(media.formats).sort()).toEqual(
      [
        'large',
        'medium',
        'small',
        'thumbnail',
        'xsmall',
        'webp',
        'webp_large',
        'webp_medium',
        'webp_small',
        'webp_thumbnail',
        'webp_xsmall',
      ].sort(),
    );
    expect(media.formats.medium.width).toBe(960);
    const keys = await s3.keys();
    for (const url of [media.url, ...Object.values(media.formats).map((f) => f.url)]) {
      expect(url).toMatch(/^\/uploads\/site\/[^/]+\.(?:jpg|webp)$/);
      expect(keys).toContain(keyOf(url));
    }
    article = { _id: created.body._id, media };
  });

  it("serves /uploads from the bucket with the uploads' headers, from the CMS and through the site's /uploads proxy", async () => {
    const { createSiteServer } = await import(path.join(root, 'scripts/site-server.mjs'));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    const site = createSiteServer({ dist, cmsUrl });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const siteApi = () => request(site);
      for (const url of [article.media.url, article.media.formats.webp_small.url]) {
        const stored = await s3.get(keyOf(url));
        for (const api of [cms.api, siteApi]) {
          const res = await binary(api().get(url)).expect(200);
          expect(res.headers['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
          expect(Buffer.compare(res.body, stored)).toBe(0);
          // Revalidation answers 304 without the bytes.
          await api().get(url).set('If-None-Match', res.headers.etag).expect(304);
        }
      }
      for (const api of [cms.api, siteApi]) {
        const missing = await api().get('/uploads/0000000000000000_absent.jpg').expect(404);
        expect(missing.headers['x-content-type-options']).toBe('nosniff');
        // Image types only, whatever the bucket holds.
        await api()
          .get(`/uploads/${keyOf(article.media.url).replace(/\.jpg$/, '.html')}`)
          .expect(404);
        await api().get('/uploads/%2e%2e/secret.png').expect(404);
      }
      // An image of the bucket outside the uploads' root path (another application's, a backup's) is never served.
      const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');
      const client = new S3Client({
        region: s3.env.S3_REGION,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
      });
      const outside = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } })
        .png()
        .toBuffer();
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'private/scan.png', Body: outside, ContentType: 'image/png' }));
      client.destroy();
      expect(await s3.get('private/scan.png')).toEqual(outside);
      for (const api of [cms.api, siteApi]) {
        await api().get('/uploads/private/scan.png').expect(404);
        await api().head('/uploads/private/scan.png').expect(404);
        await api().get(`/uploads/${ROOT}x/scan.png`).expect(404);
      }
    } finally {
      await new Promise((resolve) => site.close(resolve));
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('erasing the item from the trash removes its picture and every format from the bucket', async () => {
    const keys = [article.media.url, ...Object.values(article.media.formats).map((f) => f.url)].map(keyOf);
    const before = await s3.keys();
    for (const key of keys) expect(before).toContain(key);
    await cms.api().delete(`/api/v1/articles/${article._id}`).set(bearer(admin)).expect(200);
    await cms.api().delete(`/api/v1/corbeille/articles/${article._id}`).set(bearer(admin)).expect(200);
    const after = await s3.keys();
    for (const key of keys) expect(after).not.toContain(key);
    expect(after.length).toBe(before.length - keys.length);
    await cms.api().get(article.media.url).expect(404);
  });

  it('keeps the media library in the bucket: every picture a media, an upload, its file replaced and deleted', async () => {
    // The seed's pictures entered the library on start: one media per stored file.
    expect(await cms.strapi.db.query('api::media.media').count()).toBe(await cms.strapi.db.query('plugin::upload.file').count());
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
    const created = await cms
      .api()
      .post('/api/v1/medias')
      .set(bearer(admin))
      .field('texteAlternatif[fr]', 'Baobab')
      .attach('fichier', photo, 'baobab.jpg');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const media = created.body.donnees[0];
    const first = urlsOf(media).map(keyOf);
    for (const url of urlsOf(media)) expect(url).toMatch(/^\/uploads\/site\/[^/]+\.(?:jpg|webp)$/);
    let keys = await s3.keys();
    for (const key of first) expect(keys).toContain(key);
    expect(Buffer.compare(await s3.get(keyOf(media.url)), photo)).toBe(0);

    const other = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 90, g: 10, b: 60 } } })
      .png()
      .toBuffer();
    const replaced = await cms.api().put(`/api/v1/medias/${media._id}/fichier`).set(bearer(admin)).attach('fichier', other, 'autre.png');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const second = urlsOf(replaced.body).map(keyOf);
    keys = await s3.keys();
    for (const key of first) expect(keys).not.toContain(key);
    for (const key of second) expect(keys).toContain(key);
    // (The upload plugin may re-encode a PNG: the object is the new picture, not necessarily its bytes.)
    expect(await sharp(await s3.get(keyOf(replaced.body.url))).metadata()).toMatchObject({ format: 'png', width: 800, height: 800 });
    await binary(cms.api().get(replaced.body.url)).expect(200);

    await cms.api().delete(`/api/v1/medias/${media._id}`).set(bearer(admin)).expect(200);
    keys = await s3.keys();
    for (const key of second) expect(keys).not.toContain(key);
  });
});
