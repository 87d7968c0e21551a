import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from '../helpers/strapi';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.close();
});

const UID = 'api::demande-contact.demande-contact';
const stored = () => cms.strapi.db.query(UID).count();
const valid = {
  nom: 'Ibrahima Fall',
  numero: '+221 77 654 32 10',
  email: 'ibrahima.fall@example.sn',
  entreprise: 'Fall & Fils SARL',
  description: 'Nous avons besoin d’une étude pour le câblage de notre nouvel entrepôt à Diamniadio.',
  secteur: 'cablage',
};

describe('POST /api/v1/contact', () => {
  it('stores a valid request and answers {data}', async () => {
    const before = await stored();
    const res = await cms.api().post('/api/v1/contact').send(valid).expect(201);
    expect(res.body.data).toMatchObject({ _id: expect.any(String), nom: valid.nom, email: valid.email, secteur: 'cablage' });
    expect(await stored()).toBe(before + 1);
    const row = await cms.strapi.db.query(UID).findOne({ where: { documentId: res.body.data._id } });
    expect(row).toMatchObject({ ...valid, traitee: false });
  });

  it('accepts the sector sent by each sector page and by the contact page', async () => {
    for (const secteur of ['it', 'études', 'telecom', 'genie civil', 'mines']) {
      await cms.api().post('/api/v1/contact').send({ ...valid, secteur }).expect(201);
    }
  });

  it('refuses missing fields with field errors and stores nothing', async () => {
    const before = await stored();
    const res = await cms.api().post('/api/v1/contact').send({ secteur: 'it', entreprise: 'X' }).expect(400);
    expect(res.body.data).toBeNull();
    expect(res.body.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Veuillez remplir tous les champs obligatoires.' });
    const paths = res.body.error.details.errors.map((e: any) => e.path.join('.')).sort();
    expect(paths).toEqual(['description', 'email', 'nom', 'numero']);
    expect(await stored()).toBe(before);
  });

  it('refuses a malformed email and an unknown sector', async () => {
    const email = await cms.api().post('/api/v1/contact').send({ ...valid, email: 'ibrahima@' }).expect(400);
    expect(email.body.error.details.errors).toContainEqual(expect.objectContaining({ path: ['email'] }));
    const secteur = await cms.api().post('/api/v1/contact').send({ ...valid, secteur: 'banque' }).expect(400);
    expect(secteur.body.error.message).toBe('Veuillez sélectionner un secteur.');
  });

  it('answers 400 for broken JSON and 413 for an oversized body', async () => {
    const before = await stored();
    await cms.api().post('/api/v1/contact').set('Content-Type', 'application/json').send('{"nom": "x",').expect(400);
    const huge = { ...valid, description: 'x'.repeat(200_000) };
    await cms.api().post('/api/v1/contact').send(huge).expect(413);
    expect(await stored()).toBe(before);
  });

  it('drops a bot that fills the honeypot without storing it', async () => {
    const before = await stored();
    await cms.api().post('/api/v1/contact').send({ ...valid, website: 'https://spam.example' }).expect(400);
    expect(await stored()).toBe(before);
  });

  it('limits requests per IP with 429 and Retry-After', async () => {
    cms.strapi.config.set('limits.contact', { max: 2, windowSeconds: 60 });
    const ip = '203.0.113.7';
    cms.strapi.server.app.proxy = true;
    const send = () => cms.api().post('/api/v1/contact').set('X-Forwarded-For', ip).send(valid);
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const before = await stored();
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.error.name).toBe('RateLimitError');
    expect(await stored()).toBe(before);
    // Another address is not affected.
    expect((await cms.api().post('/api/v1/contact').set('X-Forwarded-For', '203.0.113.8').send(valid)).status).toBe(201);
    cms.strapi.server.app.proxy = false;
    cms.strapi.config.set('limits.contact', { max: 1000, windowSeconds: 600 });
  });
});
