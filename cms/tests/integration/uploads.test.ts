// Refused uploads leave nothing stored: no file, no item.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, useSession } from '../helpers/accounts';
import { html, jpeg, oversizedJpeg, png, pngBomb, svgWithScript, truncatedJpeg, webp, webpPolyglot } from '../helpers/images';
import { eraseForGood, secteurId, ALT_LISTS } from '../helpers/content';
import type { Response, Test } from 'supertest';

const LIMIT = 300_000;
const cms = useCms({ UPLOAD_MAX_FILE_BYTES: String(LIMIT) });
const admin = useSession(cms, 'admin');

const uploadsDir = () => path.join(process.env.CMS_TEST_RUN_DIR as string, 'public', 'uploads');
async function snapshot() {
  return {
    files: await cms.strapi.db.query('plugin::upload.file').count(),
    realisations: await cms.strapi.db.query('api::realisation.realisation').count(),
    articles: await cms.strapi.db.query('api::article.article').count(),
    partenaires: await cms.strapi.db.query('api::partenaire.partenaire').count(),
    onDisk: fs.readdirSync(uploadsDir()).length,
  };
}

async function realisation(attach: (req: Test) => Promise<Response>) {
  let req = cms.api().post('/api/v1/realisations').set(bearer(admin));
  for (const lang of ['fr', 'en', 'pt']) req = req.field(`titre.${lang}`, `Pylône de Matam (${lang})`);
  req = req
    .field('secteur', await secteurId(cms))
    .field('annee', '2024')
    .field('etat', 'brouillon')
    .field('textesAlternatifs', JSON.stringify(ALT_LISTS));
  return attach(req);
}

describe('uploads', () => {
  it('refuses an SVG with a script renamed .png', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) =>
      req.attach('images', svgWithScript(), { filename: 'photo.png', contentType: 'image/png' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0]).toMatchObject({
      path: ['images'],
      message: expect.stringMatching(/photo\.png.*JPEG, PNG ou WebP/),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an HTML file', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) => req.attach('images', html(), { filename: 'page.jpg', contentType: 'image/jpeg' }));
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) => req.attach('images', await oversizedJpeg(LIMIT + 50_000), 'grande.jpg'));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/taille maximale/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses six images for a realisation, and stores none of them', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) => {
      for (let i = 0; i < 6; i += 1) req = req.attach('images', await jpeg(), `photo-${i}.jpg`);
      return req;
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.details.errors)).toMatch(/5 images/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a mixed batch when one file is bad, keeping none of the good ones', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) =>
      req.attach('images', await jpeg(), 'ok.jpg').attach('images', svgWithScript(), 'bad.webp'),
    );
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a partner logo that is not an image', async () => {
    const before = await snapshot();
    const res = await cms
      .api()
      .post('/api/v1/partenaires')
      .set(bearer(admin))
      .field('nom', 'Sahel Énergie')
      .attach('logo', svgWithScript(), 'logo.png');
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts JPEG, PNG and WebP, makes responsive formats, and removes files with the item erased for good', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) =>
      req
        .attach('images', await jpeg(), 'a.jpg')
        .attach('images', await png(), 'b.png')
        .attach('images', await webp(), 'c.webp'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await snapshot()).files).toBe(before.files + 3);
    await eraseForGood(cms, admin, 'realisations', res.body._id);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a file that another item still uses', async () => {
    const created = await realisation(async (req) => req.attach('images', await jpeg(), 'shared.jpg'));
    const fileId = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url: created.body.images[0] } })).id;
    // A partner pointing at the same file, as an editor could do in Strapi's media library.
    const partner = await cms.strapi.documents('api::partenaire.partenaire').create({ data: { nom: 'Partenaire témoin', logo: fileId } });
    await eraseForGood(cms, admin, 'realisations', created.body._id);
    expect(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })).not.toBeNull();
    await eraseForGood(cms, admin, 'partenaires', partner.documentId);
    expect(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })).toBeNull();
  });

  it('names a stored file after its content and detected type, never after the client', async () => {
    const res = await realisation(async (req) =>
      req
        .attach('images', await webp(), { filename: 'page.html', contentType: 'text/html' })
        .attach('images', await png(), { filename: 'app.js', contentType: 'application/javascript' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [first, second] = res.body.images as string[];
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{16}_[0-9a-f]{10}\.webp$/);
    expect(second).toMatch(/^\/uploads\/[0-9a-f]{16}_[0-9a-f]{10}\.png$/);
    const stored = await cms.strapi.db.query('plugin::upload.file').findMany({ where: { url: { $in: [first, second] } } });
    expect(stored.map((f) => [f.ext, f.mime]).sort()).toEqual([
      ['.png', 'image/png'],
      ['.webp', 'image/webp'],
    ]);
    expect(JSON.stringify(stored)).not.toMatch(/page|app\.js|html|javascript/);
    await cms.api().delete(`/api/v1/realisations/${res.body._id}`).set(bearer(admin)).expect(200);
  });

  it('refuses a file that only starts like an image (a WebP header in front of JavaScript)', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) =>
      req.attach('images', webpPolyglot(), { filename: 'app.js', contentType: 'application/javascript' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0]).toMatchObject({
      path: ['images'],
      message: "Le fichier « app.js » n'est pas une image JPEG, PNG ou WebP.",
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body cut short before its last boundary, stores nothing and logs what the parser met', async () => {
    const before = await snapshot();
    const warn = vi.spyOn(cms.strapi.log, 'warn');
    try {
      const cut = '--cut\r\nContent-Disposition: form-data; name="titre[fr]"\r\n\r\nPylône de Matam';
      const res = await cms
        .api()
        .post('/api/v1/realisations')
        .set(bearer(admin))
        .set('Content-Type', 'multipart/form-data; boundary=cut')
        .send(cut);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Envoi de fichiers illisible. Veuillez réessayer.');
      expect(res.body.error.details.code).toBe('upload.malformed');
      const logged = warn.mock.calls.map(([line]) => String(line)).find((line) => line.startsWith('multipart body refused'));
      expect(logged).toMatch(/^multipart body refused on POST \/api\/v1\/realisations: .+ \(parser code \d+; \d+ of \d+ bytes read\)$/);
    } finally {
      warn.mockRestore();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image that does not decode to the end', async () => {
    const before = await snapshot();
    const res = await realisation(async (req) => req.attach('images', await truncatedJpeg(), 'coupee.jpg'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("L'image « coupee.jpg » est illisible (fichier abîmé ou incomplet).");
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image over 40 megapixels from its header (a 30 KB PNG of 16000 × 16000), five at once too', async () => {
    const before = await snapshot();
    const bomb = pngBomb(16000, 16000);
    expect(bomb.length).toBeLessThan(64_000);
    const one = await realisation(async (req) => req.attach('images', bomb, 'plan.png'));
    expect(one.status).toBe(400);
    expect(one.body.error.message).toBe("L'image « plan.png » est trop grande (16000 × 16000 pixels) : 40 mégapixels au maximum.");
    const five = await realisation(async (req) => {
      for (let i = 0; i < 5; i += 1) req = req.attach('images', bomb, `plan-${i}.png`);
      return req;
    });
    expect(five.status).toBe(400);
    expect(five.body.error.details.errors).toHaveLength(5);
    expect(await snapshot()).toEqual(before);
  });

  it('/uploads answers images only, with nosniff and a policy that runs nothing', async () => {
    const res = await realisation(async (req) => req.attach('images', await webp(), 'photo.webp'));
    expect(res.status).toBe(201);
    const file = await cms.api().get(res.body.images[0]).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Files an older version kept under the client's extension are not served at all.
    for (const name of ['ancien.html', 'ancien.js', 'ancien.svg', 'ancien']) {
      fs.writeFileSync(path.join(uploadsDir(), name), '<script>alert(1)</script>');
      const answer = await cms.api().get(`/uploads/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/html|javascript|svg/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      fs.rmSync(path.join(uploadsDir(), name));
    }
    await cms.api().delete(`/api/v1/realisations/${res.body._id}`).set(bearer(admin)).expect(200);
  });
});
