// Multipart bodies are read only by the routes that take files, after the caller is known, and every
// temporary file is gone when the answer leaves, whatever the answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCms } from '../helpers/strapi';
import { bearer, login, type Session } from '../helpers/accounts';
import { jpeg } from '../helpers/images';
import { secteurId, ALT_LISTS } from '../helpers/content';
import type { Test } from 'supertest';

const LIMIT = 300_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-multipart-'));
// The CMS's temporary folder (os.tmpdir()) is this test's own, so whatever is left there is seen.
const cms = useCms({ TMPDIR: tmp, UPLOAD_MAX_FILE_BYTES: String(LIMIT) });
let admin: Session;
beforeAll(async () => {
  admin = await login(cms, 'admin');
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const leftovers = () => fs.readdirSync(tmp, { recursive: true });
const bigFile = () => Buffer.alloc(250_000, 7);

async function withFiles(req: Test, count = 3) {
  for (let i = 0; i < count; i += 1) req = req.attach('images', bigFile(), `f${i}.jpg`);
  return req.field('titre.fr', 'Pont');
}

describe('multipart bodies and temporary files', () => {
  it('anonymous requests with files leave nothing behind, wherever they go', async () => {
    expect((await withFiles(cms.api().post('/api/v1/nonexistent'))).status).toBeGreaterThanOrEqual(404);
    expect((await withFiles(cms.api().post('/api/v1/realisations'))).status).toBe(401);
    expect((await withFiles(cms.api().patch('/api/v1/partenaires/abc'))).status).toBe(401);
    expect((await withFiles(cms.api().post('/api/v1/realisations').set({ Authorization: 'Bearer not.a.token' }))).status).toBe(401);
    const contact = await withFiles(cms.api().post('/api/v1/contact'));
    expect(contact.status).toBe(400);
    expect((await withFiles(cms.api().post('/api/v1/newsletter'))).status).toBe(400);
    expect(leftovers()).toEqual([]);
  });

  it('a signed-in request leaves nothing behind, stored or refused', async () => {
    // Refused by validation (not images), refused for size (413 beyond the parser's cap), stored.
    expect((await withFiles(cms.api().post('/api/v1/realisations').set(bearer(admin)))).status).toBe(400);
    const huge = await cms
      .api()
      .post('/api/v1/realisations')
      .set(bearer(admin))
      .attach('images', Buffer.alloc(3 * LIMIT, 1), 'enorme.jpg');
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/taille maximale/);
    let ok = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (const lang of ['fr', 'en', 'pt']) ok = ok.field(`titre.${lang}`, `Pylône de Matam (${lang})`);
    ok = ok
      .field('secteur', await secteurId(cms))
      .field('annee', '2024')
      .field('etat', 'brouillon')
      .field('textesAlternatifs', JSON.stringify(ALT_LISTS));
    ok = ok.attach('images', await jpeg(), 'a.jpg');
    const created = await ok;
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(leftovers()).toEqual([]);
    await cms.api().delete(`/api/v1/realisations/${created.body._id}`).set(bearer(admin)).expect(200);
  });

  it('a request that fails inside the CMS leaves nothing behind either', async () => {
    const upload = cms.strapi.plugin('upload').service('upload');
    const original = upload.upload;
    upload.upload = async () => {
      throw new Error('storage unavailable');
    };
    try {
      const res = await cms
        .api()
        .post('/api/v1/partenaires')
        .set(bearer(admin))
        .field('nom', 'Panne')
        .attach('logo', await jpeg(), 'logo.jpg');
      expect(res.status).toBe(500);
    } finally {
      upload.upload = original;
    }
    expect(leftovers()).toEqual([]);
    expect(await cms.strapi.db.query('api::partenaire.partenaire').count({ where: { nom: 'Panne' } })).toBe(0);
  });

  it('refuses too many files or fields with 413, and still reads dotted and bracketed names', async () => {
    let many = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (let i = 0; i < 11; i += 1) many = many.attach('images', await jpeg(), `p${i}.jpg`);
    expect((await many).status).toBe(413);
    let fields = cms.api().post('/api/v1/realisations').set(bearer(admin));
    for (let i = 0; i < 201; i += 1) fields = fields.field(`champ${i}`, 'x');
    expect((await fields).status).toBe(413);
    const named = await cms
      .api()
      .post('/api/v1/realisations')
      .set(bearer(admin))
      .field('titre[fr]', 'x'.repeat(151))
      .field('motsCles.fr[]', 'a')
      .field('annee', '1850');
    expect(named.status).toBe(400);
    const paths = named.body.error.details.errors.map((e) => e.path.join('.'));
    expect(paths).toContain('titre.fr');
    expect(leftovers()).toEqual([]);
  });
});
